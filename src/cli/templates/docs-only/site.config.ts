import { defineConfig } from 'docsite/config';

export default defineConfig({
  title: 'My Site',
  tagline: 'Documentation built with docsite',
  url: 'https://example.com',
  baseUrl: '/',
  favicon: 'img/favicon.svg',
  plugins: [
    'pages',
    [
      'docs',
      {
        sidebarPath: 'sidebars.ts',
        // The docs you edit stay at /docs/; each `docsite docs:version <name>` snapshot is served at /docs/<name>/.
        lastVersion: 'current',
      },
    ],
  ],
  themeConfig: {
    navbar: {
      title: 'My Site',
      logo: { alt: '', src: '/img/favicon.svg', width: 32, height: 32 },
      items: [{ type: 'doc', docId: 'getting-started/intro', label: 'Docs', position: 'left' }],
    },
    footer: {
      links: [
        { title: 'Docs', items: [{ label: 'Introduction', to: '/docs/' }, { label: 'Versioning', to: '/docs/guides/versioning/' }] },
      ],
      copyright: 'Built with docsite.',
    },
  },
});
