import { defineConfig } from 'docsite/config';

export default defineConfig({
  title: 'docsite',
  tagline: 'Documentation sites that build in seconds and ship almost no JavaScript',
  url: 'https://docsite.dev',
  baseUrl: '/',
  favicon: 'img/favicon.svg',
  plugins: ['pages', ['pages', { id: 'docs', path: 'docs', routeBasePath: '/docs' }]],
  themeConfig: {
    navbar: {
      title: 'docsite',
      items: [
        { to: '/docs/', label: 'Docs', position: 'left' },
        { href: 'https://github.com/docsite/docsite', label: 'GitHub', position: 'right' },
      ],
    },
    footer: {
      style: 'dark',
      links: [
        { title: 'Learn', items: [{ label: 'Introduction', to: '/docs/' }] },
        { title: 'More', items: [{ label: 'GitHub', href: 'https://github.com/docsite/docsite' }] },
      ],
      copyright: 'Copyright © 2026 the docsite authors. Built with docsite.',
    },
  },
});
