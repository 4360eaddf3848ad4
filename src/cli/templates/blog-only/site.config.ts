import { defineConfig } from 'docsite/config';

export default defineConfig({
  title: 'My Blog',
  tagline: 'A blog built with docsite',
  url: 'https://example.com',
  baseUrl: '/',
  favicon: 'img/favicon.svg',
  plugins: ['pages', 'blog'],
  themeConfig: {
    navbar: {
      title: 'My Blog',
      logo: { alt: '', src: '/img/favicon.svg', width: 32, height: 32 },
      items: [{ to: '/blog/', label: 'Blog', position: 'left' }],
    },
    footer: {
      links: [{ title: 'Blog', items: [{ label: 'All posts', to: '/blog/' }] }],
      copyright: 'Built with docsite.',
    },
  },
});
