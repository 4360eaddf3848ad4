import Layout from '@theme/Layout';

const layers = [
  { z: 1, note: 'far below the navbar' },
  { z: 90, note: 'the level of the back-to-top button' },
  { z: 99, note: 'just below the navbar (100)' },
  { z: 100, note: 'the same level as the navbar: later in the document, so it paints over it' },
  { z: 101, note: 'above the navbar, below the mobile menu (200) and dropdown menus (300)' },
];

export default function ZIndexTests() {
  return (
    <Layout title="Z-index tests" description="Positioned content with z-index values around the theme's stacking levels.">
      <div className="container container--page markdown">
        <h1>Z-index tests</h1>
        <p>
          The theme stacks its floating parts with fixed <code>z-index</code> values: the back-to-top button at 90, the sticky navbar at
          100, the mobile menu backdrop at 150, the mobile menu at 200, dropdown menus at 300, and the skip link and loading bar at 1000.
          Page content that positions itself can end up above or below those parts. Each box below is a sticky element with the z-index
          it names; scroll down slowly and watch which ones pass under the navbar and which cover it.
        </p>
        <p>
          This site hides its navbar while you scroll down (<code>hideOnScroll</code> in the navbar config). After each box has reached
          the top, scroll up a little to bring the navbar back over it.
        </p>
        <p>What you should see as the boxes reach the top of the window:</p>
        <ul>
          <li>boxes at 1, 90 and 99 slide under the navbar;</li>
          <li>the boxes at 100 and 101 stay on top of it;</li>
          <li>a navbar dropdown opened over any box stays on top of all of them.</li>
        </ul>
        {layers.map(({ z, note }) => (
          <div key={z} style={{ height: '14rem' }}>
            <div
              style={{
                position: 'sticky',
                top: '1rem',
                zIndex: z,
                padding: '0.75rem',
                borderRadius: '0.5rem',
                background: `hsl(${(z * 47) % 360} 70% 45%)`,
                color: 'white',
              }}
            >
              <strong>z-index {z}</strong>: {note}
            </div>
          </div>
        ))}
        <div style={{ height: '60vh' }} aria-hidden="true" />
      </div>
    </Layout>
  );
}
