import { Head, Link } from '@docsite/runtime';
import Layout from '@theme/Layout';
import type { PropTagDocList } from '@docsite/runtime';

/** The docs carrying one tag, with a link back to all tags. */
export default function DocTagDocListPage({ tag }: { tag: PropTagDocList }) {
  const n = tag.items.length;
  const title = `${n} doc${n === 1 ? '' : 's'} tagged with "${tag.label}"`;
  return (
    <Layout title={title} description={tag.description}>
      {tag.unlisted && (
        <Head>
          <meta name="robots" content="noindex, nofollow" />
        </Head>
      )}
      <div className="container container--page tag-doc-list">
        <header>
          <h1>{title}</h1>
          {tag.description && <p>{tag.description}</p>}
          <Link to={tag.allTagsPath}>View all tags</Link>
        </header>
        {tag.items.map((doc) => (
          <article key={doc.id} className="tag-doc-list__item">
            <Link to={doc.permalink}>
              <h2>{doc.title}</h2>
            </Link>
            {doc.description && <p>{doc.description}</p>}
          </article>
        ))}
      </div>
    </Layout>
  );
}
