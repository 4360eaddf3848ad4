// `docsite build` run inside a Docusaurus project folder: no site.config.ts, a docusaurus.config.mjs
// with the classic preset, the Docusaurus folder layout. It builds in place with the routes
// Docusaurus writes, prints what it mapped and ignored, and rejects what it cannot honour.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { fixture, hashDir, read, runCli, seedPreviousBuild } from '../helpers/site.ts';

const project = suite('docsite build in a Docusaurus project');
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docsite-docusaurus-'));
const configFile = path.join(dir, 'docusaurus.config.mjs');
fs.cpSync(fixture('docusaurus-project'), dir, { recursive: true, filter: (src) => !/[\\/](build|\.docsite)$/.test(src) });
const originalConfig = read(configFile);

project.after(() => fs.rmSync(dir, { recursive: true, force: true }));

/** Every HTML page of the build, as the URL path it serves. */
function htmlRoutes(outDir: string): string[] {
  return (fs.readdirSync(outDir, { recursive: true }) as string[])
    .filter((f) => f.endsWith('.html'))
    .map((f) => `/${f.split(path.sep).join('/')}`.replace(/index\.html$/, ''))
    .sort();
}

let firstBuild: Awaited<ReturnType<typeof runCli>>;
const built = (route: string) => read(path.join(dir, 'build', route, 'index.html'));

project('builds in place, with the routes Docusaurus writes for the same folder', async () => {
  const r = (firstBuild = await runCli(['build'], { cwd: dir }));
  assert.is(r.code, 0, r.stderr + r.stdout);
  assert.equal(htmlRoutes(path.join(dir, 'build')), [
    '/',
    '/404.html',
    '/about/',
    '/blog/',
    '/blog/2026/02/01/hello/',
    '/blog/2026/03/10/second-post/',
    '/blog/archive/',
    '/blog/authors/',
    '/blog/authors/ada/',
    '/blog/tags/',
    '/blog/tags/news/',
    '/blog/tags/release/',
    '/catalogue/',
    // 1.0 is the last version, served at /docs/; the docs folder is "Next".
    '/docs/guides/first-light/',
    '/docs/intro/',
    '/docs/next/category/guides/',
    '/docs/next/guides/dimming/',
    '/docs/next/guides/first-light/',
    '/docs/next/intro/',
    '/docs/next/reference/options/',
    '/start/',
  ]);
  for (const file of ['blog/rss.xml', 'blog/atom.xml', 'sitemap.xml', 'img/logo.svg']) assert.ok(fs.existsSync(path.join(dir, 'build', file)), `${file} is written`);
  assert.match(read(path.join(dir, 'build/docs/next/intro/index.html')), 'Lantern footer, swizzled');
  assert.match(read(path.join(dir, 'build/index.html')), '<h1>Lantern</h1>');
  const css = (fs.readdirSync(path.join(dir, 'build/assets/css')) as string[]).map((f) => read(path.join(dir, 'build/assets/css', f))).join('');
  assert.match(css, '.lantern-hero', 'src/css/custom.css is loaded');
  assert.not.ok(fs.existsSync(path.join(dir, 'content')), 'nothing is moved or created as a docsite layout');
});

project('blog: files next to a post resolve in its excerpt as on its page; authors take socials; an unknown author field warns', () => {
  const images = (route: string) => [...built(route).matchAll(/<img [^>]*class="markdown-image" src="([^"]+)" alt="([^"]+)"/g)].map((m) => `${m[2]} ${m[1].replace(/\.[0-9a-f]{10}\./, '.#.')}`);
  assert.equal(images('blog'), ['The 1.0 lamp, switched on /assets/images/lamp-on.#.svg']);
  assert.equal(images('blog/2026/03/10/second-post'), ['The 1.0 lamp, switched on /assets/images/lamp-on.#.svg', 'The 1.0 lamp, dimmed /assets/images/lamp-dim.#.svg']);
  for (const route of ['blog', 'blog/2026/03/10/second-post']) {
    const notes = /<a href="(\/assets\/files\/wiring\.[0-9a-f]{10}\.txt)">wiring notes<\/a>/.exec(built(route));
    assert.ok(notes && fs.existsSync(path.join(dir, 'build', notes[1])), `${route} links the text file next to the post`);
  }
  const socials = [...new Set([...built('blog/2026/03/10/second-post').matchAll(/<a href="(https:\/\/[^"]+)" target="_blank"/g)].map((m) => m[1]))];
  assert.equal(socials.sort(), ['https://bsky.app/profile/rowan.example.com', 'https://github.com/ada-lumen', 'https://github.com/rowanwick', 'https://twitter.com/rowanwick', 'https://www.linkedin.com/in/rowan-wick/', 'https://x.com/adalumen']);
  assert.match(firstBuild.stderr, '[WARNING] blog/authors.yml: The authors file has 1 field docsite does not read:\n  - ada.favourite_bulb: unknown field, ignored.');
});

/** The links of the page's inline table of contents, as "id text". */
const inlineToc = (page: string) => [...(/<nav class="toc-inline"[\s\S]*?<\/nav>/.exec(page)?.[0] ?? '').matchAll(/<a href="#([^"]+)"[^>]*>([^<]+)<\/a>/g)].map((m) => `${m[1]} ${m[2]}`);

project('theme components render with the props a Docusaurus doc gives them', () => {
  const page = built('docs/next/guides/dimming');
  assert.equal(inlineToc(page), ['full-to-half From full to half', 'from-half-to-off From half to off'], 'minHeadingLevel and maxHeadingLevel 3: the h3s only');
  assert.match(page, /<li role="tab"[^>]*aria-selected="true"[^>]*>Study<\/li>/);
  assert.match(page, /<div class="code-block language-js code-block--line-numbers" style="[^"]+" data-language="js"><div class="code-block__title">dim\.js<\/div>/);
  assert.match(page, /<span class="code-block__line code-block__line--highlighted">lamp\.<span style="[^"]+">dim<\/span>/, 'the string child is highlighted, magic comment applied');
  assert.match(page, /<span class="code-block__line code-block-burnt-out">lamp\.<span style="[^"]+">on<\/span>/, 'a magic comment of the site marks its line with its class');
  assert.not.match(page, 'burnt-out-next-line');
  assert.match(page, '<pre class="mermaid-diagram__source">graph LR\n  Full --&gt; Half --&gt; Off</pre>');
  assert.match(page, '<img src="/img/logo.svg" alt="The Lantern logo, dimmed" loading="lazy" decoding="async" class="ideal-image"/>');
  const cards = [...page.matchAll(/<a class="doc-card" href="([^"]+)"><h2 class="doc-card__title" title="[^"]+"><span aria-hidden="true">(\S+)<\/span> <!-- -->([^<]+)<\/h2><p class="doc-card__description" title="[^"]*">([^<]+)<\/p>/g)].map((m) => m.slice(1).join(' | '));
  assert.equal(cards, [
    '/docs/next/reference/options/ | 📄️ | Options | Every brightness setting.',
    '/docs/next/guides/first-light/ | 📄️ | First light | Switch one lamp on and measure what it reaches.',
    '/docs/next/intro/ | 📄️ | Meet Lantern | Lantern turns a list of lamps into a lighting plan. Start with the first guide, then take the dimming steps.',
  ]);
  assert.match(built('docs/next/intro'), '<a href="/docs/next/guides/dimming/#steps">dimming steps</a>');
  assert.match(page, '<h2 id="steps" class="anchor">Steps<a href="#steps"');
});

project('a JS page renders an imported Markdown file with MDXContent and lists its headings from the toc it exports', () => {
  const page = built('catalogue');
  assert.equal(inlineToc(page), ['desk Desk lamps', 'floor-lamps Floor lamps']);
  assert.match(page, '<div class="markdown"><h2 id="desk" class="anchor">Desk lamps<a href="#desk"');
  assert.match(page, '<p id="rendered-by">docusaurus-plugin-content-pages</p>', 'useRouteContext names the pages plugin');
});

project('prints once what it mapped and what it ignored, with why', async () => {
  const r = await runCli(['build', '--no-cache'], { cwd: dir });
  assert.is(r.code, 0, r.stderr + r.stdout);
  const out = r.stdout;
  assert.is(out.split('as a Docusaurus project:').length - 1, 1, out);
  const mapped = out.indexOf('  mapped:');
  const ignored = out.indexOf('  ignored:');
  assert.ok(mapped !== -1 && ignored > mapped, out);
  assert.match(out, '    presets[0] classic.docs -> docs plugin (docs/)');
  assert.match(out, '    presets[0] classic.pages -> pages plugin (src/pages/)');
  assert.match(out, '    presets[0] classic.theme.customCss -> clientModules: src/css/custom.css');
  assert.match(out, '    themes[0] @docusaurus/theme-mermaid -> diagrams are built in');
  assert.match(out, '    webpack: docsite bundles with rollup and runs no webpack configuration');
  assert.match(out, '    plugins[0] docusaurus-plugin-sass: not a plugin docsite has built in');
  assert.ok(out.indexOf('plugins[0] docusaurus-plugin-sass') > ignored, 'an unknown plugin is listed under ignored');
});

async function failingBuild(config: string, file = configFile): Promise<{ stderr: string }> {
  const original = read(file);
  fs.writeFileSync(file, config);
  const outDir = path.join(dir, 'build');
  const before = seedPreviousBuild(outDir);
  try {
    const r = await runCli(['build', '--no-cache'], { cwd: dir });
    assert.is(r.code, 1, r.stdout);
    assert.is(hashDir(outDir), before, 'the previous build/ is left as it was');
    assert.not.match(r.stderr, /\n\s+at /, 'no stack trace');
    return { stderr: r.stderr };
  } finally {
    fs.writeFileSync(file, original);
  }
}

project('a preset option docsite cannot honour fails with its file:line and what to write instead', async () => {
  const config = originalConfig.replace('          showReadingTime: true,\n', '          showReadingTime: true,\n          blogListComponent: "@site/src/BlogList",\n');
  const line = config.split('\n').findIndex((l) => l.includes('blogListComponent')) + 1;
  const { stderr } = await failingBuild(config);
  assert.match(stderr, `[ERROR] docusaurus.config.mjs:${line}: docusaurus.config.mjs uses 1 Docusaurus construct docsite does not support.`);
  assert.match(stderr, `- docusaurus.config.mjs:${line}: presets[0] classic.blog.blogListComponent: docsite cannot swap the blog plugin's page component. Remove blogListComponent and override the component in src/theme/ instead`);
});

project('every unsupported construct is listed at once', async () => {
  const config = originalConfig
    .replace("  future: {", "  ssrTemplate: '<html></html>',\n  future: {")
    .replace("        theme: {", "        gtag: { trackingID: 'G-1' },\n        theme: {");
  const { stderr } = await failingBuild(config);
  assert.match(stderr, 'uses 2 Docusaurus constructs docsite does not support.');
  assert.match(stderr, /ssrTemplate: docsite writes its own HTML template\. Remove ssrTemplate; put extra tags in headTags, scripts or stylesheets\./);
  assert.match(stderr, /presets\[0\] classic\.gtag: docsite has no gtag plugin\. Remove it and load the tag with the scripts or headTags fields/);
});

project('a config that throws names the file and leaves the previous build alone', async () => {
  const { stderr } = await failingBuild(`throw new Error('no lamps configured');\n${originalConfig}`);
  assert.match(stderr, '[ERROR] docusaurus.config.mjs: docusaurus.config.mjs threw while loading: no lamps configured');
});

project('an error above a post\'s truncate marker names the post\'s own file and line, not the excerpt docsite generates', async () => {
  const post = path.join(dir, 'blog/2026-03-10-second-post/index.md');
  const text = read(post).replace('./lamp-on.svg', './lamp-off.svg');
  const line = text.split('\n').findIndex((l) => l.includes('lamp-off')) + 1;
  const { stderr } = await failingBuild(text, post);
  assert.match(stderr, `[ERROR] blog/2026-03-10-second-post/index.md:${line}:1: Markdown image `);
  assert.not.match(stderr, '.docsite');
});

project.run();
