import { useId, useState } from 'react';
import Collapsible from '@theme/Collapsible';
import TOCItems, { type TOCItemsProps } from '@theme/TOCItems';
import './styles.css';

export type TOCCollapsibleProps = Pick<TOCItemsProps, 'toc' | 'minHeadingLevel' | 'maxHeadingLevel'> & { className?: string };

/** The mobile table of contents: an "On this page" button above the content that expands the list. */
export default function TOCCollapsible({ toc, minHeadingLevel, maxHeadingLevel, className }: TOCCollapsibleProps) {
  const [collapsed, setCollapsed] = useState(true);
  const id = useId();
  return (
    <div className={['toc-collapsible', !collapsed && 'toc-collapsible--expanded', className].filter(Boolean).join(' ')}>
      <button type="button" className="toc-collapsible__button" aria-expanded={!collapsed} aria-controls={id} onClick={() => setCollapsed((c) => !c)}>
        On this page
      </button>
      <Collapsible collapsed={collapsed} className="toc-collapsible__content">
        <nav id={id} aria-label="On this page">
          <TOCItems toc={toc} minHeadingLevel={minHeadingLevel} maxHeadingLevel={maxHeadingLevel} linkClassName="toc__link" onLinkClick={() => setCollapsed(true)} />
        </nav>
      </Collapsible>
    </div>
  );
}
