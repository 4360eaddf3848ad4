import type { ReactNode } from 'react';

export interface TabItemProps {
  /** Identifies the tab in its Tabs (and in the groupId / query string choice). */
  value: string;
  /** The tab's label; the value when absent. */
  label?: ReactNode;
  /** Selected first, unless Tabs says otherwise. */
  default?: boolean;
  /** Extra attributes for the tab button (className, data-*). */
  attributes?: Record<string, unknown>;
  children?: ReactNode;
  className?: string;
  /** Set by Tabs. */
  hidden?: boolean;
  id?: string;
  'aria-labelledby'?: string;
}

/** One panel of a Tabs group. */
export default function TabItem({ children, className, hidden, id, 'aria-labelledby': labelledBy }: TabItemProps) {
  return (
    <div role="tabpanel" className={['tabs__panel', className].filter(Boolean).join(' ')} hidden={hidden} id={id} aria-labelledby={labelledBy}>
      {children}
    </div>
  );
}
