import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { renderDocument, renderTag, type DocumentInput } from '../../src/cli/stages/html.ts';
import type { ClientSiteConfig, PageData } from '../../src/runtime/types.ts';

const tag = suite('renderTag');

tag('returns a string tag as it is', () => {
  assert.is(renderTag('<meta name="x" content="y">'), '<meta name="x" content="y">');
});

tag('renders void tags without a closing tag', () => {
  assert.is(renderTag({ tagName: 'meta', attributes: { name: 'theme-color', content: '#fff' } }), '<meta name="theme-color" content="#fff">');
  assert.is(renderTag({ tagName: 'link', attributes: { rel: 'preconnect', href: 'https://cdn.example.com' } }), '<link rel="preconnect" href="https://cdn.example.com">');
});

tag('renders other tags with their inner HTML and a closing tag', () => {
  assert.is(renderTag({ tagName: 'script', attributes: { src: '/a.js' } }), '<script src="/a.js"></script>');
  assert.is(renderTag({ tagName: 'style', innerHTML: 'body{margin:0}' }), '<style>body{margin:0}</style>');
});

tag('writes true attributes bare and leaves false attributes out', () => {
  assert.is(renderTag({ tagName: 'script', attributes: { src: '/a.js', async: true, defer: false } }), '<script src="/a.js" async></script>');
});

tag('escapes quotes and angle brackets in attribute values', () => {
  assert.is(
    renderTag({ tagName: 'meta', attributes: { name: 'description', content: `"quoted" <b>bold</b> & 'single'` } }),
    '<meta name="description" content="&quot;quoted&quot; &lt;b&gt;bold&lt;/b&gt; &amp; &#39;single&#39;">',
  );
});

tag.run();

const doc = suite('renderDocument');

const site: ClientSiteConfig = {
  title: 'Docsite',
  titleDelimiter: '|',
  tagline: '',
  url: 'https://docsite.dev',
  baseUrl: '/',
  trailingSlash: true,
  noIndex: false,
  i18n: {
    defaultLocale: 'en',
    currentLocale: 'en',
    locales: ['en'],
    localeConfigs: { en: { label: 'English', direction: 'ltr', htmlLang: 'en', calendar: 'gregory', path: 'en' } },
  },
  themeConfig: {},
  customFields: {},
  storage: { type: 'localStorage', namespace: false },
  baseUrlIssueBanner: true,
};

const pageData: PageData = {
  path: '/about/',
  chain: [{ path: '/about/', component: 'content-pages-about-123abc' }],
  chunks: { 'content-pages-about-123abc': { js: '/assets/about.js' } },
  shards: [{ prefix: '/', url: '/assets/routes-root.json' }],
};

function input(overrides: Partial<DocumentInput> = {}): DocumentInput {
  return {
    site,
    appHtml: '<main>About</main>',
    pageHead: '<title>About | Docsite</title>',
    pageData,
    entry: '/assets/entry.js',
    preloads: [],
    stylesheet: '/assets/style.css',
    headTags: '',
    preBodyTags: '',
    postBodyTags: '',
    baseUrlBanner: false,
    noIndex: false,
    docsiteVersion: '3.4.0',
    ...overrides,
  };
}

/** The text of the page data script, as the browser would read it. */
function dataScriptText(html: string): string {
  const open = '<script id="__DOCSITE_DATA__" type="application/json">';
  const start = html.indexOf(open) + open.length;
  return html.slice(start, html.indexOf('</script>', start));
}

doc('renders the whole document for a plain page', () => {
  assert.is(
    renderDocument(input()),
    [
      '<!DOCTYPE html>',
      '<html lang="en" dir="ltr">',
      '<head>',
      '<meta charset="UTF-8">',
      '<meta name="viewport" content="width=device-width, initial-scale=1.0">',
      '<meta name="generator" content="docsite v3.4.0">',
      '<title>About | Docsite</title>',
      '<link rel="stylesheet" href="/assets/style.css">',
      '<script type="module" src="/assets/entry.js"></script>',
      '</head>',
      '<body>',
      '<div id="__docsite"><main>About</main></div>',
      `<script id="__DOCSITE_DATA__" type="application/json">${JSON.stringify(pageData)}</script>`,
      '</body>',
      '</html>',
    ].join('\n'),
  );
});

doc('takes lang and dir from the default locale config', () => {
  const rtl: ClientSiteConfig = {
    ...site,
    i18n: {
      defaultLocale: 'ar',
      currentLocale: 'ar',
      locales: ['ar'],
      localeConfigs: { ar: { label: 'العربية', direction: 'rtl', htmlLang: 'ar-EG', calendar: 'gregory', path: 'ar' } },
    },
  };
  assert.ok(renderDocument(input({ site: rtl })).includes('<html lang="ar-EG" dir="rtl">'));
});

doc('falls back to the locale name and ltr when the locale has no config', () => {
  const bare: ClientSiteConfig = { ...site, i18n: { defaultLocale: 'fr', currentLocale: 'fr', locales: ['fr'], localeConfigs: {} } };
  assert.ok(renderDocument(input({ site: bare })).includes('<html lang="fr" dir="ltr">'));
});

doc('adds the noindex robots meta only when the page or the site asks for it', () => {
  const robots = '<meta name="robots" content="noindex, nofollow">';
  assert.not.ok(renderDocument(input()).includes('name="robots"'));
  assert.ok(renderDocument(input({ noIndex: true })).includes(robots));
  assert.ok(renderDocument(input({ site: { ...site, noIndex: true } })).includes(robots));
});

doc('joins a relative favicon to the baseUrl', () => {
  const docs = { ...site, baseUrl: '/docs/' };
  assert.ok(renderDocument(input({ site: { ...docs, favicon: 'img/favicon.ico' } })).includes('<link rel="icon" href="/docs/img/favicon.ico">'));
  assert.ok(renderDocument(input({ site: { ...docs, favicon: '/img/favicon.ico' } })).includes('<link rel="icon" href="/docs/img/favicon.ico">'));
});

doc('keeps an absolute favicon URL as it is', () => {
  const html = renderDocument(input({ site: { ...site, baseUrl: '/docs/', favicon: 'https://cdn.example.com/icon.png' } }));
  assert.ok(html.includes('<link rel="icon" href="https://cdn.example.com/icon.png">'));
});

doc('leaves the favicon link out when there is no favicon', () => {
  assert.not.ok(renderDocument(input()).includes('rel="icon"'));
});

doc('keeps the page data script closed when a title contains </script>', () => {
  const title = '</script><script>alert(1)</script>';
  const hostile: PageData = { ...pageData, chain: [{ path: '/about/', component: 'c', props: { title } }] };
  const html = renderDocument(input({ pageData: hostile }));
  assert.not.ok(html.includes('<script>alert(1)'));
  assert.equal(JSON.parse(dataScriptText(html)), hostile);
});

doc('adds the base URL banner only when asked', () => {
  assert.not.ok(renderDocument(input()).includes('__docsite-base-url-issue-banner-container'));
  const html = renderDocument(input({ baseUrlBanner: true, site: { ...site, baseUrl: '/docs/' } }));
  assert.ok(html.includes('<div id="__docsite-base-url-issue-banner-container"></div><script>'));
  assert.ok(html.includes('Current configured baseUrl = <b>/docs/</b>'));
  assert.ok(html.indexOf('__docsite-base-url-issue-banner-container') < html.indexOf('<div id="__docsite">'));
});

doc('adds a modulepreload link for every preload, after the entry script', () => {
  const html = renderDocument(input({ preloads: ['/assets/a.js', '/assets/b.js?v=1&x=2'] }));
  assert.ok(
    html.includes(
      [
        '<script type="module" src="/assets/entry.js"></script>',
        '<link rel="modulepreload" href="/assets/a.js">',
        '<link rel="modulepreload" href="/assets/b.js?v=1&amp;x=2">',
      ].join('\n'),
    ),
  );
});

doc('puts head, pre-body and post-body tags in their places', () => {
  const html = renderDocument(input({ headTags: '<meta name="h">', preBodyTags: '<noscript>pre</noscript>', postBodyTags: '<script src="/post.js"></script>' }));
  assert.ok(html.includes('<meta name="h">\n</head>'));
  assert.ok(html.includes('<body>\n<noscript>pre</noscript>\n<div id="__docsite">'));
  assert.ok(html.includes('</script>\n<script src="/post.js"></script>\n</body>'));
});

doc('leaves the stylesheet link out when there is no stylesheet', () => {
  assert.not.ok(renderDocument(input({ stylesheet: null })).includes('rel="stylesheet"'));
});

doc.run();
