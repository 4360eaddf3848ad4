import Layout from '@theme/Layout';
import { Link } from 'docsite/runtime';

// The home page. Every file in content/pages is a page: index.tsx is "/", about.md would be "/about/".
export default function Home() {
  return (
    <Layout description="Documentation built with docsite.">
      <header className="container container--page">
        <h1>My Site</h1>
        <p>Documentation built with docsite.</p>
        <Link className="button" to="/docs/">
          Read the docs
        </Link>{' '}
        <Link to="/blog/">Read the blog</Link>
      </header>
    </Layout>
  );
}
