import Layout from '@theme/Layout';
import { Link } from 'docsite/runtime';

export default function Home() {
  return (
    <Layout description="docsite builds versioned documentation, blogs and changelogs into static HTML.">
      <header className="container container--page">
        <h1>docsite</h1>
        <p>Documentation sites that build in seconds and ship almost no JavaScript.</p>
        <Link className="button" to="/docs/">Get Started</Link>
      </header>
    </Layout>
  );
}
