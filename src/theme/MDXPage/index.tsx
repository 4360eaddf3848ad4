import Layout from '@theme/Layout';
import MDXContent from '@theme/MDXContent';

interface MDXModule {
  default: any;
  frontMatter?: Record<string, any>;
  contentTitle?: string;
}

/** A standalone Markdown/MDX page from the pages plugin. */
export default function MDXPage({ content }: { content: MDXModule }) {
  const fm = content.frontMatter ?? {};
  return (
    <Layout title={fm.title ?? content.contentTitle} description={fm.description} keywords={fm.keywords} image={fm.image} wrapperClassName={fm.wrapperClassName}>
      <div className="container container--page">
        <MDXContent content={content.default} />
      </div>
    </Layout>
  );
}
