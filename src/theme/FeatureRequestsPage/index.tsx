import { Link, useRouterState } from '@docsite/runtime';
import Layout from '@theme/Layout';
import FeatureRequestsBoard from '@theme/FeatureRequestsBoard';
import FeatureRequestsDetail from '@theme/FeatureRequestsDetail';
import { slugFromPath } from './boardState.ts';
import type { FeatureRequestsData, FeatureRequestsRouteProps } from './types.ts';
import './styles.css';

export type FeatureRequestsPageProps = FeatureRequestsRouteProps & { requests: FeatureRequestsData };

/**
 * Every path of the board: the board itself at its base path, a request at `<base>/<slug>/`. The
 * view follows the URL, so a path only the browser knows (a renamed request) still renders here.
 */
export default function FeatureRequestsPage({ requests: data, basePath, title, description }: FeatureRequestsPageProps) {
  const { pathname } = useRouterState().location;
  const slug = slugFromPath(pathname, basePath);
  if (slug === null) {
    return (
      <Layout title={title} description={description}>
        <FeatureRequestsBoard data={data} basePath={basePath} title={title} description={description} />
      </Layout>
    );
  }
  const request = data.requests.find((r) => r.slug === slug);
  if (request) {
    return (
      <Layout title={request.title} description={request.description.split(/\n\s*\n/)[0].replace(/\s+/g, ' ').trim()}>
        <FeatureRequestsDetail request={request} basePath={basePath} boardTitle={title} />
      </Layout>
    );
  }
  return (
    <Layout title="No such request">
      <div className="container container--page feature-request">
        <h1>No such request</h1>
        <p>
          There is no feature request at <code>{pathname}</code>. It may have been renamed or merged into another request.
        </p>
        <p>
          <Link to={basePath}>Back to {title}</Link>
        </p>
      </div>
    </Layout>
  );
}
