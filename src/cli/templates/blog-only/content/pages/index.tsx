import Layout from '@theme/Layout';
import { Link } from 'docsite/runtime';

// The home page. Every file in content/pages is a page: index.tsx is "/", about.md would be "/about/".
export default function Home() {
  return (
    <Layout description="A blog built with docsite.">
      <header className="container container--page">
        <h1>My Blog</h1>
        <p>A blog built with docsite.</p>
        <Link className="button" to="/blog/">
          Read the blog
        </Link>
      </header>
    </Layout>
  );
}
