import { Head } from '@docsite/runtime';

/** The banner of an unlisted post (styled by BlogPostPage), and the robots tag that keeps it out of search engines. */
export default function BlogPostPageUnlisted() {
  return (
    <>
      <Head>
        <meta name="robots" content="noindex, nofollow" />
      </Head>
      <div className="blog-unlisted-banner" role="note">
        <strong>Unlisted page</strong>
        <p>This page is unlisted. Search engines will not index it, and only readers with a direct link can reach it.</p>
      </div>
    </>
  );
}
