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
    'blog',
  ],
  themeConfig: {
    navbar: {
      title: 'My Site',
      logo: { alt: '', src: '/img/favicon.svg', width: 32, height: 32 },
      items: [
        { type: 'doc', docId: 'getting-started/intro', label: 'Docs', position: 'left' },
        { to: '/blog/', label: 'Blog', position: 'left' },
      ],
    },
    footer: {
      links: [
        { title: 'Docs', items: [{ label: 'Introduction', to: '/docs/' }, { label: 'Versioning', to: '/docs/guides/versioning/' }] },
        { title: 'More', items: [{ label: 'Blog', to: '/blog/' }] },
      ],
      copyright: 'Built with docsite.',
    },
  },
});
