import type { ComponentType } from 'react';
import DocBreadcrumbs from '@theme/DocBreadcrumbs';
import DocItemFooter from '@theme/DocItem/Footer';
import Unlisted from '@theme/Unlisted';
import DocPaginator from '@theme/DocPaginator';
import DocVersionBadge from '@theme/DocVersionBadge';
import DocVersionBanner from '@theme/DocVersionBanner';
import MDXContent from '@theme/MDXContent';
import TOC from '@theme/TOC';
import TOCCollapsible from '@theme/TOCCollapsible';
import type { PropDocMetadata } from '@docsite/runtime';
import './styles.css';

export interface DocContentModule {
  default: ComponentType<any>;
  frontMatter?: Record<string, unknown>;
  toc?: { value: string; id: string; level: number }[];
  contentTitle?: string | null;
}

/**
 * One doc page: banners, breadcrumbs, version badge, the content with its title, tags, edit link
 * and last update, then previous/next. The table of contents sits beside it on desktop and above
 * it, collapsed, on small screens. The page title goes through the docs layout (DocRoot).
 */
export default function DocItem({ content, metadata }: { content: DocContentModule; metadata: PropDocMetadata }) {
  const fm = metadata.frontMatter;
  const toc = content.toc ?? [];
  const showTOC = !fm.hide_table_of_contents && toc.length > 0;
  const levels = { toc, minHeadingLevel: fm.toc_min_heading_level, maxHeadingLevel: fm.toc_max_heading_level };
  // The content's own "# Title" is the title; otherwise one is rendered from the metadata.
  const syntheticTitle = !fm.hide_title && !content.contentTitle;
  return (
    <div className={['doc-item', showTOC && 'doc-item--with-toc'].filter(Boolean).join(' ')}>
      <div className="doc-item__main">
        {metadata.unlisted && <Unlisted className="doc-banner doc-banner--caution" />}
        <DocVersionBanner docId={metadata.id} />
        <article>
          <DocBreadcrumbs breadcrumbs={metadata.breadcrumbs} />
          <DocVersionBadge />
          {showTOC && <TOCCollapsible {...levels} className="doc-item__toc-mobile" />}
          {syntheticTitle && (
            <header className="markdown">
              <h1>{metadata.title}</h1>
            </header>
          )}
          <MDXContent content={content.default} />
          <DocItemFooter metadata={metadata} />
        </article>
        <DocPaginator previous={metadata.previous} next={metadata.next} />
      </div>
      {showTOC && (
        <aside className="doc-item__toc" aria-label="Table of contents">
          <TOC {...levels} />
        </aside>
      )}
    </div>
  );
}
