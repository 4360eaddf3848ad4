import { Children, isValidElement, useState, type ComponentProps, type MouseEvent, type ReactElement, type ReactNode } from 'react';
import Collapsible from '@theme/Collapsible';
import './styles.css';

export interface DetailsProps extends Omit<ComponentProps<'details'>, 'ref'> {
  /** The always-visible label; else the `<summary>` child; else "Details". */
  summary?: ReactNode;
}

const isSummary = (node: unknown): node is ReactElement<{ children?: ReactNode }> => isValidElement(node) && node.type === 'summary';

/** `<details>` whose content opens and closes with an animated height. */
export default function Details({ summary, children, open: initiallyOpen = false, className, ...props }: DetailsProps) {
  const items = Children.toArray(children);
  const summaryChild = items.find(isSummary);
  const label = summary ?? (summaryChild ? summaryChild.props.children : 'Details');
  // `open` (the attribute) stays true until the collapse animation has finished.
  const [open, setOpen] = useState(Boolean(initiallyOpen));
  const [collapsed, setCollapsed] = useState(!initiallyOpen);

  const toggle = (e: MouseEvent<HTMLElement>) => {
    e.preventDefault();
    if ((e.target as HTMLElement).closest('a')) return;
    if (collapsed) {
      setOpen(true);
      setCollapsed(false);
    } else setCollapsed(true);
  };

  return (
    <details
      {...props}
      open={open}
      className={['details', className].filter(Boolean).join(' ')}
      data-collapsed={collapsed}
      // The browser may open it itself (find in page): follow.
      onToggle={(e) => e.currentTarget.open && collapsed && (setOpen(true), setCollapsed(false))}
    >
      <summary className="details__summary" onClick={toggle}>
        {label}
      </summary>
      <Collapsible collapsed={collapsed} className="details__collapsible" onCollapseTransitionEnd={(c) => c && setOpen(false)}>
        <div className="details__content">{items.filter((c) => c !== summaryChild)}</div>
      </Collapsible>
    </details>
  );
}
