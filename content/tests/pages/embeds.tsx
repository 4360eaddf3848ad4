import Layout from '@theme/Layout';
import { useColorMode } from 'docsite/runtime';

const frames = [
  { src: '/tests/pages/', title: 'The test pages index', note: 'A Markdown page of this site, with its own navbar and footer.' },
  { src: '/tests/docs/tests/links/target/', title: 'A test doc', note: 'A doc page: sidebar, table of contents and previous/next links, squeezed into a narrow frame.' },
  { src: '/tests/pages/tabs-tests/?package-manager=yarn', title: 'Tabs chosen by the query string', note: 'The query string of the frame URL selects the Yarn tab inside the frame.' },
];

/** Inside Layout: the colour mode provider is part of the layout. */
function CurrentMode() {
  const { colorMode } = useColorMode();
  return <strong>{colorMode}</strong>;
}

export default function Embeds() {
  return (
    <Layout title="Embeds" description="Pages of this site shown inside iframes on the same origin.">
      <div className="container container--page markdown">
        <h1>Embeds</h1>
        <p>
          Each frame below loads a page of this site. The frames are on the same origin as this page, so they share its storage: the
          colour mode, the choices of synced tabs and the dismissed announcement bar. Switch the colour mode with the navbar toggle of this
          page and every frame should follow within a moment, because each one listens for changes to the stored mode. This page is in{' '}
          <CurrentMode /> mode right now.
        </p>
        <p>
          docsite has no URL parameter that forces a colour mode on one page, so a frame cannot be shown in dark mode while its parent is
          light. Each frame is a complete page, navbar included, and it works on its own: links inside a frame navigate the frame, not this
          page.
        </p>
        {frames.map((f) => (
          <section key={f.src}>
            <h2>{f.title}</h2>
            <p>
              {f.note} Source: <code>{f.src}</code>
            </p>
            <iframe src={f.src} title={f.title} loading="lazy" style={{ width: '100%', height: '24rem', border: '1px solid currentColor', borderRadius: '0.5rem' }} />
          </section>
        ))}
      </div>
    </Layout>
  );
}
