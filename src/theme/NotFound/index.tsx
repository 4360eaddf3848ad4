import Layout from '@theme/Layout';

/** The catch-all route: any path with no page of its own. */
export default function NotFound() {
  return (
    <Layout title="Page Not Found">
      <div className="container container--page">
        <h1>Page Not Found</h1>
        <p>We could not find what you were looking for.</p>
        <p>If a link brought you here, the page may have moved. Start again from the home page.</p>
      </div>
    </Layout>
  );
}
