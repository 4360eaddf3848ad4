import { defineConfig, type ReadingTimeParams } from 'docsite/config';

export default defineConfig({
  title: 'docsite',
  tagline: 'Documentation sites that build in seconds and ship little JavaScript',
  url: 'https://docsite.dev',
  baseUrl: '/',
  favicon: 'img/favicon.svg',
  storage: { namespace: '189' },
  markdown: { math: true, mermaid: true },
  clientModules: ['content/tests/clientModuleExample.ts'],
  plugins: [
    'pages',
    // tags.yml is read from each version's folder when it has one: 3.3.2 predates tags files.
    ['docs', { sidebarPath: 'sidebars.ts', lastVersion: 'current', versions: { current: { label: 'Canary 🚧' } }, onInlineTags: 'throw' }],
    [
      'blog',
      {
        path: 'blog',
        routeBasePath: 'blog',
        postsPerPage: 5,
        blogSidebarCount: 'ALL',
        blogSidebarTitle: 'All our posts',
        blogTitle: 'docsite blog',
        feedOptions: { type: 'all' },
        onInlineTags: 'throw',
        tags: 'tags.yml',
      },
    ],
    ['docs', { id: 'community', path: 'community', routeBasePath: 'community', sidebarPath: 'sidebarsCommunity.ts' }],
    ['changelog', { title: 'docsite changelog', description: 'Every release of docsite and what changed in it' }],
    [
      'docs',
      {
        id: 'docs-tests',
        path: 'tests/docs',
        routeBasePath: 'tests/docs',
        sidebarPath: 'sidebarsTests.ts',
        tags: 'tags.yml',
        onInlineTags: 'warn',
        showLastUpdateTime: true,
        showLastUpdateAuthor: true,
        versions: { current: { noIndex: true } },
      },
    ],
    ['pages', { id: 'pages-tests', path: 'tests/pages', routeBasePath: 'tests/pages' }],
    ['feature-requests', { path: 'data/feature-requests.yml' }],
    'debug',
    ['ideal-image', { quality: 70, max: 1030, min: 640, steps: 2, disableInDev: true }],
    // Last: its service worker precaches what every other plugin wrote.
    [
      'pwa',
      {
        offlineModeActivationStrategies: ['appInstalled', 'standalone', 'queryString'],
        injectManifestConfig: { globIgnores: ['tests/**'] },
        manifest: {
          name: 'docsite',
          short_name: 'docsite',
          description: 'Documentation sites that build in seconds and ship little JavaScript',
          start_url: '/',
          display: 'standalone',
          background_color: '#ffffff',
          theme_color: '#2e8555',
          icons: [{ src: 'img/favicon.svg', sizes: 'any', type: 'image/svg+xml' }],
        },
        pwaHead: [
          { tagName: 'link', rel: 'manifest', href: 'manifest.json' },
          { tagName: 'meta', name: 'theme-color', content: 'rgb(37, 194, 160)' },
          { tagName: 'meta', name: 'apple-mobile-web-app-capable', content: 'yes' },
          { tagName: 'meta', name: 'apple-mobile-web-app-status-bar-style', content: '#000' },
          { tagName: 'link', rel: 'apple-touch-icon', href: 'img/favicon.svg' },
          { tagName: 'link', rel: 'mask-icon', href: 'img/favicon.svg', color: 'rgb(62, 204, 94)' },
          { tagName: 'meta', name: 'msapplication-TileImage', content: 'img/favicon.svg' },
          { tagName: 'meta', name: 'msapplication-TileColor', content: '#000' },
        ],
      },
    ],
    ['sitemap', { ignorePatterns: ['/tests/blog/**', '/tests/pages/**'] }],
    'llms-txt',
    [
      'client-redirects',
      {
        fromExtensions: ['html'],
        redirects: [
          { from: ['/docs/support', '/docs/next/support'], to: '/community/support/' },
          { from: ['/docs/team', '/docs/next/team'], to: '/community/team/' },
          { from: ['/docs/resources', '/docs/next/resources'], to: '/community/resources/' },
          { from: '/home/', to: '/' },
        ],
      },
    ],
    [
      'blog',
      {
        id: 'blog-tests',
        path: 'tests/blog',
        routeBasePath: 'tests/blog',
        postsPerPage: 3,
        tags: 'tags.yml',
        onInlineTags: 'warn',
        // The test blog reads at 5 words a minute, and a post can hide its reading time.
        readingTime: ({ content, frontMatter, defaultReadingTime }: ReadingTimeParams) =>
          frontMatter.hide_reading_time ? undefined : defaultReadingTime({ content, options: { wordsPerMinute: 5 } }),
        feedOptions: { type: 'all', title: 'docsite tests blog' },
      },
    ],
  ],
  themeConfig: {
    colorMode: { defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: true },
    docs: { sidebar: { hideable: true, autoCollapseCategories: true } },
    announcementBar: {
      id: 'announcementBar-v3.4',
      content: '🎉 <b><a href="/blog/releases/3.4/">docsite 3.4 is out!</a></b> 🥳',
    },
    navbar: {
      title: 'docsite',
      hideOnScroll: true,
      logo: { alt: '', src: '/img/favicon.svg', width: 32, height: 32 },
      items: [
        { type: 'doc', docId: 'introduction', label: 'Docs', position: 'left' },
        { type: 'docSidebar', sidebarId: 'api', label: 'API', position: 'left' },
        { to: '/blog/', label: 'Blog', position: 'left' },
        { to: '/showcase/', label: 'Showcase', position: 'left' },
        { to: '/community/support/', label: 'Community', position: 'left', activeBaseRegex: '/community/' },
        { type: 'doc', docId: 'index', docsPluginId: 'docs-tests', label: 'Tests', position: 'left' },
        { type: 'custom-tests-navbar-item', content: '😉', position: 'left' },
        {
          type: 'docsVersionDropdown',
          position: 'right',
          dropdownActiveClassDisabled: true,
          dropdownItemsAfter: [{ type: 'html', value: '<hr class="dropdown-separator">' }, { to: '/versions/', label: 'All versions' }],
        },
        { type: 'localeDropdown', position: 'right' },
        { href: 'https://github.com/docsite/docsite', label: 'GitHub', position: 'right' },
        { type: 'search', position: 'right' },
      ],
    },
    footer: {
      style: 'dark',
      links: [
        { title: 'Learn', items: [{ label: 'Introduction', to: '/docs/' }, { label: 'Installation', to: '/docs/installation/' }] },
        { title: 'Reference', items: [{ label: 'CLI', to: '/docs/cli/' }, { label: 'Configuration', to: '/docs/configuration/' }] },
        { title: 'More', items: [{ label: 'Blog', to: '/blog/' }, { label: 'Changelog', to: '/changelog/' }, { label: 'Feature requests', to: '/feature-requests/' }, { label: 'GitHub', href: 'https://github.com/docsite/docsite' }] },
      ],
      copyright: 'Copyright © 2026 the docsite authors. Built with docsite.',
    },
  },
});
