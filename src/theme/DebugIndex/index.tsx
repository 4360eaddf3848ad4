import { joinUrl, Link } from '@docsite/runtime';
import DebugLayout from '@theme/DebugLayout';
import { DEBUG_PAGES, type DebugRouteProps } from '@theme/DebugLayout/types';

/** The debug index: what each debug page shows, with a link to it. */
export default function DebugIndex({ basePath }: DebugRouteProps) {
  return (
    <DebugLayout basePath={basePath} title="Debug">
      <p>These pages show what this build of the site is made of. They are not indexed by search engines and are left out of the sitemap.</p>
      <dl className="debug-index">
        {DEBUG_PAGES.filter((p) => p.slug).map((page) => (
          <div key={page.slug}>
            <dt><Link to={joinUrl(basePath, page.slug, '/')}>{page.label}</Link></dt>
            <dd>{page.description}</dd>
          </div>
        ))}
      </dl>
    </DebugLayout>
  );
}
