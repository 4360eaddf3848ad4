import TOCItems, { type TOCItemsProps } from '@theme/TOCItems';
import './styles.css';

export type TOCInlineProps = Pick<TOCItemsProps, 'toc' | 'minHeadingLevel' | 'maxHeadingLevel'>;

/**
 * A table of contents inside the content, where the page writes `<TOCInline toc={toc} />`: `toc`
 * is what every compiled Markdown module exports. Levels default to themeConfig.tableOfContents.
 */
export default function TOCInline({ toc, minHeadingLevel, maxHeadingLevel }: TOCInlineProps) {
  return (
    <nav className="toc-inline" aria-label="Contents of this page">
      <TOCItems toc={toc} minHeadingLevel={minHeadingLevel} maxHeadingLevel={maxHeadingLevel} className="toc-inline__list" linkClassName="toc-inline__link" />
    </nav>
  );
}
