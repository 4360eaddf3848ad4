import Layout from '@theme/Layout';
import MDXContent from '@theme/MDXContent';
import TOC from '@theme/TOC';
import TOCCollapsible from '@theme/TOCCollapsible';
import './styles.css';

interface MDXModule {
  default: any;
  frontMatter?: Record<string, any>;
  contentTitle?: string;
  toc?: { value: string; id: string; level: number }[];
}

/** A standalone Markdown/MDX page from the pages plugin, with its table of contents. */
export default function MDXPage({ content }: { content: MDXModule }) {
  const fm = content.frontMatter ?? {};
  const toc = content.toc ?? [];
  const showTOC = !fm.hide_table_of_contents && toc.length > 0;
  const levels = { toc, minHeadingLevel: fm.toc_min_heading_level, maxHeadingLevel: fm.toc_max_heading_level };
  return (
    <Layout title={fm.title ?? content.contentTitle} description={fm.description} keywords={fm.keywords} image={fm.image} wrapperClassName={fm.wrapperClassName}>
      <div className={['container', 'container--page', 'mdx-page', showTOC && 'mdx-page--with-toc'].filter(Boolean).join(' ')}>
        <article className="mdx-page__content">
          {showTOC && <TOCCollapsible {...levels} className="mdx-page__toc-mobile" />}
          <MDXContent content={content.default} />
        </article>
        {showTOC && (
          <aside className="mdx-page__toc" aria-label="Table of contents">
            <TOC {...levels} />
          </aside>
        )}
      </div>
    </Layout>
  );
}
