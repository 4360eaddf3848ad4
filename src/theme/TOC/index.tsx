import TOCItems, { type TOCItemsProps } from '@theme/TOCItems';
import './styles.css';

export type TOCProps = Pick<TOCItemsProps, 'toc' | 'minHeadingLevel' | 'maxHeadingLevel'> & { className?: string };

/** The desktop table of contents: a sticky column beside the content, the heading in view marked. */
export default function TOC({ toc, minHeadingLevel, maxHeadingLevel, className }: TOCProps) {
  return (
    <nav className={['toc', className].filter(Boolean).join(' ')} aria-label="On this page">
      <TOCItems toc={toc} minHeadingLevel={minHeadingLevel} maxHeadingLevel={maxHeadingLevel} linkClassName="toc__link" linkActiveClassName="toc__link--active" />
    </nav>
  );
}
