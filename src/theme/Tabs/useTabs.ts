// The state of one Tabs group: its values, the selected one, and syncing through groupId and the URL.
import { Children, isValidElement, useEffect, useRef, useState, type ReactElement, type ReactNode } from 'react';
import { useRouterState, useRouterStore } from '@docsite/runtime';
import { useTabGroupChoice } from '@docsite/runtime';

export interface TabValue {
  value: string;
  label?: ReactNode;
  attributes?: Record<string, any>;
}

export type TabItemElement = ReactElement<TabValue & { default?: boolean; hidden?: boolean; id?: string; 'aria-labelledby'?: string }>;

export interface TabsOptions {
  /** TabItem elements. */
  children?: ReactNode;
  /** The tab shown first; else the TabItem marked `default`; else the first one. */
  defaultValue?: string;
  /** Labels for the tabs, instead of each TabItem's `label`. */
  values?: TabValue[];
  /** Tabs with the same groupId switch together, on this page and later ones. */
  groupId?: string;
  /** Sync the choice with the URL query: a parameter name, or true to use the groupId. */
  queryString?: boolean | string;
}

function tabItems(children: ReactNode): TabItemElement[] {
  return Children.toArray(children)
    .filter((c) => !(typeof c === 'string' && c.trim() === ''))
    .map((c) => {
      if (isValidElement(c) && typeof (c.props as TabValue).value === 'string') return c as TabItemElement;
      throw new Error(`Every child of <Tabs> must be a <TabItem> with a "value" prop; found ${isValidElement(c) ? `<${String((c.type as any).name ?? c.type)}>` : JSON.stringify(c)}.`);
    });
}

export function useTabs({ children, defaultValue, values: labels, groupId, queryString }: TabsOptions) {
  const items = tabItems(children);
  const values: TabValue[] = labels ?? items.map(({ props }) => ({ value: props.value, label: props.label, attributes: props.attributes }));
  const duplicates = values.map((t) => t.value).filter((v, i, all) => all.indexOf(v) !== i);
  if (duplicates.length > 0) throw new Error(`<Tabs> has duplicate values "${[...new Set(duplicates)].join(', ')}": every TabItem needs a unique value.`);
  if (queryString === true && !groupId) throw new Error('<Tabs queryString> needs a groupId to name the query parameter; or name it: queryString="current-os".');
  const isValid = (v: string | null | undefined): v is string => v != null && values.some((t) => t.value === v);

  const [selected, setSelected] = useState(defaultValue ?? (items.find((i) => i.props.default) ?? items[0])?.props.value);
  const [stored, setStored] = useTabGroupChoice(groupId);
  const queryKey = queryString === true ? groupId : queryString || undefined;
  const router = useRouterStore();
  const { location } = useRouterState();
  // The query values select() wrote, oldest first, that the URL has not shown yet. Two quick
  // choices (arrow keys) write twice; the first URL arrives after the second choice and must not
  // select the first tab again.
  const written = useRef<string[]>([]);

  // In effects, never while rendering: the server rendered the default tab. Declared in this
  // order so that on load the URL query wins over the stored choice.
  useEffect(() => void (isValid(stored) && setSelected(stored)), [stored]);
  useEffect(() => {
    const fromQuery = queryKey ? new URLSearchParams(location.search).get(queryKey) : null;
    if (fromQuery !== null && written.current[0] === fromQuery) {
      written.current.shift();
      // One of our own writes; a later one is still on its way.
      if (written.current.length > 0) return;
    } else {
      // Someone else's URL (a link, the back button): it wins over whatever we wrote.
      written.current = [];
    }
    if (isValid(fromQuery)) setSelected(fromQuery);
  }, [location.search, queryKey]);

  const select = (value: string) => {
    setSelected(value);
    setStored(value);
    if (queryKey) {
      const params = new URLSearchParams(location.search);
      params.set(queryKey, value);
      written.current.push(value);
      // Without the hash: the router would scroll to it.
      void router.navigate(`${location.pathname}?${params}`, { replace: true });
    }
  };
  return { items, values, selected, select };
}
