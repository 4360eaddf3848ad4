import { Link } from '@docsite/runtime';
import Layout from '@theme/Layout';
import type { BlogArchiveData, BlogMetadata } from '@theme/Blog/types';
import './styles.css';

/** Every post of the blog, grouped by year, newest first. */
export default function BlogArchivePage({ archive, blogMetadata }: { archive: BlogArchiveData; blogMetadata: BlogMetadata }) {
  return (
    <Layout title="Archive" description={`Archive of ${blogMetadata.blogTitle}`}>
      <header className="blog-archive-page__hero">
        <div className="container">
          <h1>Archive</h1>
          <p>{blogMetadata.blogTitle}: every post, by year</p>
        </div>
      </header>
      <div className="container container--page blog-archive-page">
        {archive.years.length === 0 && <p>No posts yet.</p>}
        {archive.years.map(({ year, posts }) => (
          <section key={year} className="blog-archive-page__year">
            <h2 id={`year-${year}`}>{year}</h2>
            <ul>
              {posts.map((post) => (
                <li key={post.permalink}>
                  <Link to={post.permalink}>
                    <time dateTime={post.date}>{post.formattedDate}</time> – {post.title}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </Layout>
  );
}
