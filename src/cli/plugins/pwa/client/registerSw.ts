// Browser code, a client module of the pwa plugin: registers /sw.js with the offline mode this
// reader gets, says when the offline copy is ready, and handles a new worker waiting after a
// deployment.
import { createElement, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import siteData from '@generated/site-data';
import { createStorageSlot, STORAGE_KEYS } from '@docsite/runtime';
import { activeStrategies, serviceWorkerUrl, type OfflineModeSignals, type OfflineModeStrategy } from './offlineMode.ts';

/** What the plugin hands this module, as global data. */
export interface PwaGlobalData {
  swUrl: string;
  scope: string;
  debug: boolean;
  offlineModeActivationStrategies: OfflineModeStrategy[];
  /** Ask the worker to download the rest of the offline copy once it is ready. */
  backgroundCaching: boolean;
}

const config = siteData.globalData.pwa?.default as PwaGlobalData | undefined;
const appInstalled = createStorageSlot(STORAGE_KEYS.pwaAppInstalled);
const log = (...args: unknown[]) => config?.debug && console.log('[docsite pwa]', ...args);

function signals(): OfflineModeSignals {
  return {
    appInstalled: appInstalled.get() === 'true',
    standalone: window.matchMedia('(display-mode: standalone)').matches || (navigator as { standalone?: boolean }).standalone === true,
    search: window.location.search,
    viewportWidth: window.innerWidth,
    saveData: (navigator as { connection?: { saveData?: boolean } }).connection?.saveData === true,
  };
}

/** A theme component in a React root of its own, outside the page's providers; one at a time. */
async function showInOwnRoot(id: string, load: () => Promise<{ default: ComponentType<any> }>, props: (close: () => void) => object): Promise<void> {
  if (document.getElementById(id)) return;
  const { default: Component } = await load();
  const container = Object.assign(document.createElement('div'), { id });
  document.body.append(container);
  const root = createRoot(container);
  const close = () => (root.unmount(), container.remove());
  root.render(createElement(Component, props(close)));
}

const loadReloadPopup = () => import('@theme/PwaReloadPopup');
/** The popup, shown when a new version is waiting. */
const showReloadPopup = (onReload: () => void) => showInOwnRoot('__docsite-pwa-reload', loadReloadPopup, (onClose) => ({ onReload, onClose }));
/** The message, loaded only when this browser's offline copy has just become ready. */
const showOfflineReady = () => showInOwnRoot('__docsite-pwa-offline-ready', () => import('@theme/PwaOfflineReady'), (onClose) => ({ onClose }));

/** The worker registered from `scriptURL`, once activated: by then its precache is complete. */
function activated(registration: ServiceWorkerRegistration, scriptURL: string): Promise<ServiceWorker> {
  return new Promise((resolve) => {
    const watch = (w: ServiceWorker | null) => {
      if (w?.scriptURL !== scriptURL) return false;
      if (w.state === 'activated') resolve(w);
      else w.addEventListener('statechange', () => w.state === 'activated' && resolve(w));
      return true;
    };
    // The active worker first: a new deployment waiting behind it may wait for the reader.
    if (!watch(registration.active) && !watch(registration.installing) && !watch(registration.waiting)) {
      registration.addEventListener('updatefound', () => watch(registration.installing), { once: true });
    }
  });
}

/** In offline mode: tells the reader when the offline copy has just become ready, then asks for the rest. */
async function whenOfflineReady(registration: ServiceWorkerRegistration, scriptURL: string, pwa: PwaGlobalData): Promise<void> {
  const hadCopy = navigator.serviceWorker.controller?.scriptURL === scriptURL;
  const worker = await activated(registration, scriptURL);
  log('offline copy ready', { new: !hadCopy });
  if (!hadCopy) void showOfflineReady();
  // Loaded now, through the worker, so that its code is cached: once a new deployment is waiting,
  // the server no longer has the files of the build this page runs.
  void loadReloadPopup().catch(() => log('the reload popup could not be loaded: offline?'));
  // The page being read first: it may not be in the precache (a blog post, an older version).
  if (pwa.backgroundCaching && !signals().saveData) worker.postMessage({ type: 'CACHE_LATER', page: window.location.href });
}

async function register(pwa: PwaGlobalData): Promise<void> {
  const active = activeStrategies(pwa.offlineModeActivationStrategies, signals());
  const offlineMode = active.length > 0;
  const url = serviceWorkerUrl(pwa.swUrl, { offlineMode, debug: pwa.debug });
  log(offlineMode ? `offline mode on (${active.join(', ')})` : 'offline mode off', url);
  const registration = await navigator.serviceWorker.register(url, { scope: pwa.scope });
  if (offlineMode) void whenOfflineReady(registration, new URL(url, window.location.href).href, pwa);
  const onWaiting = (waiting: ServiceWorker) => {
    // In offline mode this page may come from the precache, an older build than the waiting
    // worker's: the reader decides when to switch. A switch of mode (the worker's URL differs)
    // and every page out of offline mode take the new worker at once.
    const newDeployment = offlineMode && waiting.scriptURL === navigator.serviceWorker.controller?.scriptURL;
    log('a new service worker is waiting', { newDeployment });
    if (!newDeployment) return waiting.postMessage({ type: 'SKIP_WAITING' });
    void showReloadPopup(() => {
      navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), { once: true });
      waiting.postMessage({ type: 'SKIP_WAITING' });
    });
  };
  if (registration.waiting) onWaiting(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      // With no active worker, an installed one activates by itself: only an update waits.
      if (installing.state === 'installed' && registration.waiting === installing && registration.active) onWaiting(installing);
    });
  });
  // Look for a new deployment on every page load, not only when the browser gets round to it
  // (a conditional request for sw.js). Offline, there is nothing to find.
  if (registration.active && !registration.installing && !registration.waiting) registration.update().catch(() => log('no update check: offline?'));
}

function start(pwa: PwaGlobalData): void {
  const run = () =>
    register(pwa).catch((error: unknown) => console.error(`[docsite pwa] The service worker ${pwa.swUrl} could not be registered, so this site will not work offline: ${String(error)}`));
  // Installing the app turns on offline mode (appInstalled); uninstalling it offers the prompt again.
  window.addEventListener('appinstalled', () => {
    appInstalled.set('true');
    run();
  });
  window.addEventListener('beforeinstallprompt', () => {
    if (appInstalled.get() === null) return;
    appInstalled.del();
    run();
  });
  // After the page's own loading: the worker's precaching must not compete with it.
  if (document.readyState === 'complete') run();
  else window.addEventListener('load', run, { once: true });
}

if (typeof window !== 'undefined' && 'serviceWorker' in navigator && config) start(config);
