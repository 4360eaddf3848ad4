// The chosen tab of each tab group (Tabs `groupId`): shared by every group with that id on the
// page, kept in browser storage (key docsite.tab.<groupId> plus the site suffix) and followed
// across browser tabs. The server snapshot is null, so hydration matches the server HTML.
import { useCallback, useSyncExternalStore } from 'react';
import { createStorageSlot, type StorageSlot } from './storage.ts';

export const tabGroupStorageKey = (groupId: string) => `docsite.tab.${groupId}`;

const slots = new Map<string, StorageSlot>();
const values = new Map<string, string | null>();
const listeners = new Map<string, Set<() => void>>();

function slot(groupId: string): StorageSlot {
  if (!slots.has(groupId)) slots.set(groupId, createStorageSlot(tabGroupStorageKey(groupId)));
  return slots.get(groupId)!;
}

function read(groupId: string): string | null {
  if (!values.has(groupId)) values.set(groupId, slot(groupId).get());
  return values.get(groupId)!;
}

function notify(groupId: string): void {
  listeners.get(groupId)?.forEach((listener) => listener());
}

function subscribe(groupId: string, listener: () => void): () => void {
  if (!listeners.has(groupId)) listeners.set(groupId, new Set());
  listeners.get(groupId)!.add(listener);
  const stop = slot(groupId).listen(() => {
    values.delete(groupId);
    notify(groupId);
  });
  return () => {
    listeners.get(groupId)!.delete(listener);
    stop();
  };
}

/** Selects `value` in every group with this id, here and on later pages. */
export function setTabGroupChoice(groupId: string, value: string): void {
  values.set(groupId, value);
  slot(groupId).set(value);
  notify(groupId);
}

/** [stored choice or null, setter]; without a groupId the choice is always null. */
export function useTabGroupChoice(groupId: string | undefined): [string | null, (value: string) => void] {
  const sub = useCallback((listener: () => void) => (groupId ? subscribe(groupId, listener) : () => {}), [groupId]);
  const value = useSyncExternalStore(sub, () => (groupId ? read(groupId) : null), () => null);
  const set = useCallback((v: string) => groupId && setTabGroupChoice(groupId, v), [groupId]);
  return [value, set];
}
