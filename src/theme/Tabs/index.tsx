import { cloneElement, useId, useRef, type KeyboardEvent } from 'react';
import { useTabs, type TabItemElement, type TabsOptions } from './useTabs.ts';
import './styles.css';

export interface TabsProps extends TabsOptions {
  /** Render only the selected panel. */
  lazy?: boolean;
  className?: string;
}

const KEYS: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (i, n) => (i + 1) % n,
  ArrowLeft: (i, n) => (i - 1 + n) % n,
  Home: () => 0,
  End: (_, n) => n - 1,
};

/** Tabbed panels (`<Tabs><TabItem value="a">…</TabItem></Tabs>`), optionally synced by groupId and URL query. */
export default function Tabs({ lazy, className, ...options }: TabsProps) {
  const { items, values, selected, select } = useTabs(options);
  const id = useId();
  const tabs = useRef<(HTMLLIElement | null)[]>([]);
  const onKeyDown = (e: KeyboardEvent<HTMLLIElement>, index: number) => {
    const next = KEYS[e.key]?.(index, values.length);
    if (next === undefined) return;
    e.preventDefault();
    tabs.current[next]?.focus();
    select(values[next].value);
  };
  const panel = (item: TabItemElement, i: number) =>
    cloneElement(item, { key: item.props.value, hidden: item.props.value !== selected, id: `${id}-panel-${i}`, 'aria-labelledby': `${id}-tab-${i}` });
  const panels = items.map((item, i) => (lazy && item.props.value !== selected ? null : panel(item, i)));
  return (
    <div className={['tabs-container', className].filter(Boolean).join(' ')}>
      <ul role="tablist" aria-orientation="horizontal" className="tabs">
        {values.map(({ value, label, attributes }, i) => (
          <li
            key={value}
            role="tab"
            id={`${id}-tab-${i}`}
            aria-controls={`${id}-panel-${i}`}
            aria-selected={value === selected}
            tabIndex={value === selected ? 0 : -1}
            ref={(el) => void (tabs.current[i] = el)}
            onClick={() => select(value)}
            onKeyDown={(e) => onKeyDown(e, i)}
            {...attributes}
            className={['tabs__item', value === selected && 'tabs__item--active', attributes?.className].filter(Boolean).join(' ')}
          >
            {label ?? value}
          </li>
        ))}
      </ul>
      <div className="tabs__panels">{panels}</div>
    </div>
  );
}
