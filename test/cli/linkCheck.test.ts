// Broken links and anchors fail the build, found on the rendered pages, with their source lines.
import fs from 'node:fs';
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { checkLinks } from '../../src/cli/links/checkLinks.ts';
import type { RenderedPage } from '../../src/cli/types.ts';
import { fixture, hashDir, runCli, seedPreviousBuild } from '../helpers/site.ts';

const unit = suite('checkLinks');
const page = (p: Partial<RenderedPage> & { path: string }): RenderedPage => ({ file: '', title: '', links: [], anchors: [], noIndex: false, ...p });
const routes = new Set(['/', '/a/', '/b/']);
const input = (pages: RenderedPage[], baseUrl = '/') => ({ pages, baseUrl, isRoute: (p: string) => routes.has(p.replace(/\/?$/, '/')), isFile: (p: string) => p === '/img/x.png' });

unit('accepts routes with or without trailing slash, files, external and mail links', () => {
  const pages = [page({ path: '/', links: ['/a/', '/b', '/img/x.png', 'https://x.test/', 'mailto:a@b.c', '//cdn.test/x.js'] }), page({ path: '/a/' }), page({ path: '/b/' })];
  assert.equal(checkLinks(input(pages)), []);
});
unit('reports links to nothing, and anchors missing on the target or the same page', () => {
  const pages = [page({ path: '/', links: ['/nope/', '/a/#here', '/a/#gone', '#top', '#missing'], anchors: ['top'] }), page({ path: '/a/', anchors: ['here'] })];
  assert.equal(checkLinks(input(pages)).map((b) => `${b.kind} ${b.link}`), ['link /nope/', 'anchor /a/#gone', 'anchor #missing']);
});
unit('resolves relative links against the page and ignores paths outside the baseUrl', () => {
  const pages = [page({ path: '/docs/a/', links: ['../b/', 'c/', '/other-app/'] })];
  const r = checkLinks({ pages, baseUrl: '/docs/', isRoute: (p) => p === '/docs/b/', isFile: () => false });
  assert.equal(r.map((b) => b.link), ['c/']);
});
unit('a link repeated on many pages (resolved once) and encoded anchors are judged on each page as written', () => {
  // The same site-absolute link is resolved once for all pages; `#id` links on the page itself take
  // a shortcut past URL parsing that must give the same id, encoded or not.
  const pages = [
    page({ path: '/', links: ['/a/#here', '/a/#gone', '#caf%C3%A9', '#a%20b', '#x[1]', '#caf\u00e9', '#no pe'], anchors: ['café', 'a b', 'x[1]'] }),
    page({ path: '/a/', links: ['/a/#here', '/a/#gone', '/', '#here'], anchors: ['here'] }),
    page({ path: '/b/', links: ['/a/#gone', '../a/#here', '#'] }),
  ];
  assert.equal(
    checkLinks(input(pages)).map((b) => `${b.page} ${b.kind} ${b.link}`),
    ['/ anchor /a/#gone', '/ anchor #no pe', '/a/ anchor /a/#gone', '/b/ anchor /a/#gone'],
  );
});
unit.run();

const build = suite('docsite build link checking');

build('a broken link and anchor fail the build with file:line, and a link broken everywhere gets the layout hint', async () => {
  const out = path.join(fixture('links-broken'), 'build');
  const before = seedPreviousBuild(out);
  const r = await runCli(['build', 'test/fixtures/links-broken']);
  assert.is(r.code, 1);
  const src = 'test/fixtures/links-broken/content/pages/index.md';
  assert.is(
    r.stderr.slice(r.stderr.indexOf('[ERROR]')).trimEnd(),
    [
      '[ERROR] Broken links found on 6 pages. Broken anchors found on 1 page.',
      '  - /no-such-footer-page/ is broken on 6 pages: it is probably in the layout (navbar, footer or sidebar), so fix it in site.config.ts or the theme.',
      `  - On / (${src}):`,
      `      -> /missing-page/ (${src}:5)`,
      '  Broken anchors found on 1 page.',
      `  - On / (${src}):`,
      `      -> /about/#nope (${src}:7)`,
      '  Hint: Fix or remove these links: an internal link must lead to a page or file of this site. To only warn, set onBrokenLinks: "warn" in the site config.',
    ].join('\n'),
  );
  assert.is(hashDir(out), before, 'the previous build is intact');
  fs.rmSync(out, { recursive: true, force: true });
});

build('valid links pass: ids from custom components, static files, relative links, no trailing slash', async () => {
  const r = await runCli(['build', 'test/fixtures/links-valid', '--out-dir', 'build-linkcheck']);
  assert.is(r.code, 0, r.stderr);
  assert.match(r.stdout, /✔ Check links/);
  fs.rmSync(path.join(fixture('links-valid'), 'build-linkcheck'), { recursive: true, force: true });
});

build.run();
