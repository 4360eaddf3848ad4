// Whole builds of the markdown-images fixture (baseUrl /sub/, no ideal-image): local images and
// file links in Markdown, and imports in MDX, become hashed copies in build/assets/ with the same
// bytes, and the pages point at them under the baseUrl; a changed image gets a new name on rebuild.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { build, createBuildSession } from '../../src/cli/stages/index.ts';
import { fixture, read, repoRoot, runCli } from '../helpers/site.ts';

const site = fixture('markdown-images');
const out = path.join(site, 'build-markdown-images-test');
const source = (rel: string) => path.join(site, 'content/docs', rel);
const hash = (file: string) => crypto.createHash('sha256').update(fs.readFileSync(file)).digest('hex').slice(0, 10);
const diagramUrl = () => `/sub/assets/images/diagram.${hash(source('img/diagram.png'))}.png`;
const reportUrl = () => `/sub/assets/files/report.${hash(source('files/report.pdf'))}.pdf`;
/** Every img and a tag of a built page, as written. */
const tags = (page: string) => [...read(path.join(out, page)).matchAll(/<(?:img|a) [^>]*>/g)].map((m) => m[0]);
const inBuild = (url: string) => path.join(out, url.replace(/^\/sub\//, '').replace(/#.*$/, ''));

const built = suite('markdown-images fixture build');
let output = '';

built.before(async () => {
  const started = performance.now();
  const r = await runCli(['build', 'test/fixtures/markdown-images', '--out-dir', 'build-markdown-images-test']);
  output = r.stdout + r.stderr;
  assert.is(r.code, 0, output);
  if (process.env.DEBUG_TIMING) console.log(`build: ${Math.round(performance.now() - started)} ms`);
});

built.after(() => fs.rmSync(out, { recursive: true, force: true }));

built('prints no warning', () => {
  assert.not.match(output, /\[WARNING\]|\[bundle\]/);
});

built('a Markdown image becomes a lazy img of a hashed copy with the same bytes, under the baseUrl, alt and title kept', () => {
  const img = tags('docs/intro/index.html').find((t) => t.includes('alt="A diagram"'));
  assert.is(img, `<img loading="lazy" decoding="async" class="markdown-image" src="${diagramUrl()}" alt="A diagram" title="The diagram"/>`);
  assert.ok(fs.readFileSync(inBuild(diagramUrl())).equals(fs.readFileSync(source('img/diagram.png'))), 'identical bytes');
});

built('an image by reference, by @site/ path, from a subfolder and with a percent-encoded name', () => {
  assert.ok(tags('docs/intro/index.html').some((t) => t.includes(`src="${diagramUrl()}" alt="By reference"`)));
  assert.ok(tags('docs/guides/imports/index.html').some((t) => t.includes(`src="${diagramUrl()}" alt="From a subfolder"`)));
  const svg = `/sub/assets/images/two-words.${hash(source('img/two words.svg'))}.svg`;
  assert.ok(tags('docs/intro/index.html').some((t) => t.includes(`src="${svg}" alt="Two words"`)));
  assert.ok(fs.existsSync(inBuild(svg)));
});

built('a site-absolute image gets the baseUrl', () => {
  assert.ok(tags('docs/intro/index.html').some((t) => t.includes('src="/sub/img/logo.svg" alt="The logo"')));
  assert.ok(fs.existsSync(path.join(out, 'img/logo.svg')));
});

built('a Markdown link to a PDF leads to its hashed copy, #hash kept', () => {
  const links = tags('docs/intro/index.html');
  assert.ok(links.includes(`<a href="${reportUrl()}" title="One page">`), links.join('\n'));
  assert.ok(links.includes(`<a href="${reportUrl()}#page=2">`));
  assert.ok(fs.readFileSync(inBuild(reportUrl())).equals(fs.readFileSync(source('files/report.pdf'))));
});

built('importing an image or a PDF in MDX gives the same URLs', () => {
  const t = tags('docs/guides/imports/index.html');
  assert.ok(t.includes(`<img src="${diagramUrl()}" alt="Imported in MDX"/>`), t.join('\n'));
  assert.ok(t.includes(`<a href="${reportUrl()}">`));
});

built('copies go only to assets/images and assets/files, one per file', () => {
  const list = (dir: string) => fs.readdirSync(path.join(out, 'assets', dir)).sort();
  assert.equal(list('images'), [`diagram.${hash(source('img/diagram.png'))}.png`, `two-words.${hash(source('img/two words.svg'))}.svg`]);
  assert.equal(list('files'), [`report.${hash(source('files/report.pdf'))}.pdf`]);
});

built.run();

const rebuild = suite('rebuilding in one session (docsite dev)');
const copy = path.join(repoRoot, 'test/fixtures', `.tmp-markdown-images-${process.pid}`);

rebuild.after(() => fs.rmSync(copy, { recursive: true, force: true }));

rebuild('a changed image gets a new name and the unchanged page points at it', async () => {
  fs.cpSync(site, copy, { recursive: true, filter: (f) => !/build|\.docsite/.test(path.basename(f)) });
  const session = createBuildSession();
  const reporter = { write: () => {}, status: () => {} };
  const image = path.join(copy, 'content/docs/img/diagram.png');
  const page = () => read(path.join(copy, 'build/docs/intro/index.html'));
  await build({ siteDir: copy, reporter }, session);
  assert.match(page(), `src="/sub/assets/images/diagram.${hash(image)}.png"`);
  fs.appendFileSync(image, Buffer.from([0])); // trailing bytes: still a PNG, now with another hash
  await build({ siteDir: copy, reporter }, session);
  assert.match(page(), `src="/sub/assets/images/diagram.${hash(image)}.png"`);
  assert.ok(fs.existsSync(path.join(copy, `build/assets/images/diagram.${hash(image)}.png`)));
});

rebuild.run();
