import { Head } from '@docsite/runtime';

/** The banner of an unlisted doc or post, and the robots tag that keeps it out of search engines. */
export default function Unlisted({ className = 'unlisted-banner' }: { className?: string }) {
  return (
    <>
      <Head>
        <meta name="robots" content="noindex, nofollow" />
      </Head>
      <div className={className} role="note">
        <strong>Unlisted page</strong>
        <p>This page is unlisted. Search engines will not index it, and only readers with a direct link can reach it.</p>
      </div>
    </>
  );
}
