// The ideal-image plugin: the widths it picks, what sharp makes of a 2000 px photo, option errors,
// and whole builds of the ideal-image fixture (with docsite's numbers; imports with ?ideal and
// Markdown images) and of a copy with a broken image.
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { validateIdealImageOptions } from '../../../src/cli/plugins/idealImage/options.ts';
import { passThroughImage, processImage, responsiveWidths } from '../../../src/cli/plugins/idealImage/processImage.ts';
import { fixture, read, repoRoot, runCli } from '../../helpers/site.ts';

/** docsite's own site: quality 70, widths from 640 to 1030 in 2 steps. */
const DOCSITE = { quality: 70, min: 640, max: 1030, steps: 2, disableInDev: true };
/**
 * Bytes each WebP variant of the fixture photo may weigh (the JPEG source is 134 KiB): at 40 KiB the
 * largest loads in under a second at 400 kbit/s (slow 3G), and the 640 px one in half that.
 */
const BUDGET: Record<number, number> = { 640: 20 * 1024, 1030: 40 * 1024 };
const photo = path.join(fixture('ideal-image'), 'content/docs/harbour.jpg');

const widths = suite('responsiveWidths');

widths('spreads the steps evenly from min to max, both included', () => {
  assert.equal(responsiveWidths(2000, DOCSITE), [640, 1030]);
  assert.equal(responsiveWidths(2000, { min: 640, max: 1600, steps: 4 }), [640, 960, 1280, 1600]);
  assert.equal(responsiveWidths(2000, { min: 640, max: 1030, steps: 1 }), [1030]);
});

widths('never enlarges: a narrower source gives its own width instead of the larger steps', () => {
  assert.equal(responsiveWidths(800, DOCSITE), [640, 800]);
  assert.equal(responsiveWidths(300, DOCSITE), [300]);
});

widths.run();

const options = suite('validateIdealImageOptions');

options('defaults: quality 85, four widths from 640 to 1600, originals in dev', () => {
  assert.equal(validateIdealImageOptions({}, 'plugins[0] ("ideal-image", id "default")'), { quality: 85, min: 640, max: 1600, steps: 4, disableInDev: true });
});

options('reports bad numbers, unknown names and a min above max', () => {
  try {
    validateIdealImageOptions({ quality: 0, step: 2 }, 'plugins[1] ("ideal-image", id "default")');
    assert.unreachable('should throw');
  } catch (error: any) {
    assert.is(error.title, 'plugins[1] ("ideal-image", id "default"): 2 invalid ideal-image plugin options.');
    assert.equal(error.details, ['- quality: found 0; expected a number from 1 to 100.', '- step: unknown option; did you mean "steps"?']);
  }
  try {
    validateIdealImageOptions({ min: 1200, max: 1030 }, 'plugins[1] ("ideal-image", id "default")');
    assert.unreachable('should throw');
  } catch (error: any) {
    assert.equal(error.details, ['- min: found 1200; expected min to be at most max.']);
  }
});

options.run();

const process = suite('processImage');
const url = (fileName: string) => `/base/${fileName}`;

process('makes a WebP per width, each under its byte budget, named by its content hash', async () => {
  const { data, files } = await processImage(photo, fs.readFileSync(photo), DOCSITE, url);
  assert.equal(files.map((f) => f.fileName.replace(/\.[0-9a-f]{10}\./, '.HASH.')), ['assets/ideal-img/harbour.640.HASH.webp', 'assets/ideal-img/harbour.1030.HASH.webp']);
  for (const [i, width] of [640, 1030].entries()) {
    const meta = await sharp(files[i].data).metadata();
    assert.equal([meta.format, meta.width, meta.height], ['webp', width, Math.round((width * 1250) / 2000)]);
    assert.ok(files[i].data.length < BUDGET[width], `${width} px: ${files[i].data.length} bytes`);
  }
  assert.is(data.src, url(files[1].fileName));
  assert.is(data.srcSet, `${url(files[0].fileName)} 640w, ${url(files[1].fileName)} 1030w`);
  assert.equal([data.width, data.height], [1030, 644]);
  assert.equal(data.images.map((i) => i.width), [640, 1030]);
});

process('adds a tiny placeholder as an inline data URL', async () => {
  const { data } = await processImage(photo, fs.readFileSync(photo), DOCSITE, url);
  assert.match(data.placeholder!, /^data:image\/webp;base64,[A-Za-z0-9+/=]+$/);
  assert.ok(data.placeholder!.length < 400, `${data.placeholder!.length} characters`);
  const meta = await sharp(Buffer.from(data.placeholder!.split(',')[1], 'base64')).metadata();
  assert.is(meta.width, 16);
});

process('the same bytes give the same names (stable across builds)', async () => {
  const a = await processImage(photo, fs.readFileSync(photo), DOCSITE, url);
  const b = await processImage(photo, fs.readFileSync(photo), DOCSITE, url);
  assert.equal(a.data, b.data);
});

process('in dev, keeps the original file with its size', async () => {
  const input = fs.readFileSync(photo);
  const { data, files } = await passThroughImage(photo, input, url);
  assert.equal(files.length, 1);
  assert.match(files[0].fileName, /^assets\/ideal-img\/harbour\.[0-9a-f]{10}\.jpg$/);
  assert.is(files[0].data, input);
  assert.equal([data.width, data.height, data.placeholder], [2000, 1250, undefined]);
});

process.run();

const built = suite('ideal-image fixture build');
const out = path.join(fixture('ideal-image'), 'build-ideal-image-test');

built.before(async () => {
  const r = await runCli(['build', 'test/fixtures/ideal-image', '--out-dir', 'build-ideal-image-test']);
  assert.is(r.code, 0, r.stdout + r.stderr);
});

built.after(() => fs.rmSync(out, { recursive: true, force: true }));

built('writes 640 and 1030 px variants of the 2000 px photo into assets/ideal-img/, within budget', () => {
  const files = fs.readdirSync(path.join(out, 'assets/ideal-img')).sort();
  const variants = files.filter((f) => f.startsWith('harbour.'));
  assert.equal(variants.map((f) => f.replace(/\.[0-9a-f]{10}\./, '.HASH.')).sort(), ['harbour.1030.HASH.webp', 'harbour.640.HASH.webp']);
  for (const f of variants) {
    const width = Number(f.split('.')[1]);
    assert.ok(fs.statSync(path.join(out, 'assets/ideal-img', f)).size < BUDGET[width], f);
  }
  assert.equal(files.filter((f) => f.startsWith('badge.')).map((f) => f.replace(/\.[0-9a-f]{10}\./, '.HASH.')), ['badge.300.HASH.webp']);
});

built('renders a lazy img with srcset, sizes, width and height and a placeholder', () => {
  const html = read(path.join(out, 'docs/photos/index.html'));
  const img = /<img [^>]*alt="Circles over a blue gradient"[^>]*>/.exec(html)?.[0] ?? '';
  const attr = (name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(img)?.[1];
  assert.match(attr('srcSet')!, /^\/assets\/ideal-img\/harbour\.640\.[0-9a-f]{10}\.webp 640w, \/assets\/ideal-img\/harbour\.1030\.[0-9a-f]{10}\.webp 1030w$/);
  assert.match(attr('src')!, /^\/assets\/ideal-img\/harbour\.1030\.[0-9a-f]{10}\.webp$/);
  assert.is(attr('sizes'), '(min-width: 1030px) 1030px, 100vw');
  assert.equal([attr('width'), attr('height'), attr('loading'), attr('decoding'), attr('class')], ['1030', '644', 'lazy', 'async', 'ideal-image']);
  assert.match(attr('style')!, /^background-image:url\(&quot;data:image\/webp;base64,/);
  // Every URL in the page's srcset is a file of the build.
  for (const u of attr('srcSet')!.split(', ').map((s) => s.split(' ')[0])) assert.ok(fs.existsSync(path.join(out, u)), u);
});

built('an image narrower than min keeps its own width; extra props reach the img', () => {
  const html = read(path.join(out, 'docs/photos/index.html'));
  const img = /<img [^>]*alt="A small badge"[^>]*>/.exec(html)?.[0] ?? '';
  assert.match(img, /srcSet="\/assets\/ideal-img\/badge\.300\.[0-9a-f]{10}\.webp 300w"/);
  assert.match(img, 'width="300" height="120"');
  assert.match(img, 'class="ideal-image badge"');
});

built('a Markdown image becomes IdealImage: 640 and 1030 px WebP at quality 70, within budget, sized, lazy, with a placeholder', async () => {
  const html = read(path.join(out, 'docs/markdown/index.html'));
  const img = /<img [^>]*alt="The harbour at dusk"[^>]*>/.exec(html)?.[0] ?? '';
  const attr = (name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(img)?.[1];
  assert.match(attr('srcSet')!, /^\/assets\/ideal-img\/harbour\.640\.[0-9a-f]{10}\.webp 640w, \/assets\/ideal-img\/harbour\.1030\.[0-9a-f]{10}\.webp 1030w$/);
  assert.equal([attr('width'), attr('height'), attr('loading'), attr('title'), attr('class')], ['1030', '644', 'lazy', 'Harbour', 'ideal-image']);
  assert.match(attr('style')!, /^background-image:url\(&quot;data:image\/webp;base64,[A-Za-z0-9+/=]+&quot;\)$/);
  for (const [url, w] of attr('srcSet')!.split(', ').map((s) => s.split(' '))) {
    const width = parseInt(w, 10);
    const file = fs.readFileSync(path.join(out, url));
    const meta = await sharp(file).metadata();
    assert.equal([meta.format, meta.width], ['webp', width]);
    assert.ok(file.length < BUDGET[width], `${width} px: ${file.length} bytes`);
    // Quality 70: the same bytes as sharp's own encoding at 70, and not those at the default 85.
    const at = (quality: number) => sharp(fs.readFileSync(photo)).rotate().resize({ width }).webp({ quality }).toBuffer();
    assert.ok(file.equals(await at(70)), `${width} px is WebP at quality 70`);
    assert.not.ok(file.equals(await at(85)));
  }
});

built('a narrower Markdown image keeps its own width; an SVG stays a plain lazy img of its hashed copy', () => {
  const html = read(path.join(out, 'docs/markdown/index.html'));
  const badge = /<img [^>]*alt="A small badge"[^>]*>/.exec(html)?.[0] ?? '';
  assert.match(badge, /srcSet="\/assets\/ideal-img\/badge\.300\.[0-9a-f]{10}\.webp 300w"/);
  assert.match(badge, 'width="300" height="120"');
  const svg = /<img [^>]*alt="A vector shape"[^>]*>/.exec(html)?.[0] ?? '';
  assert.match(svg, /^<img loading="lazy" decoding="async" class="markdown-image" src="\/assets\/images\/shape\.[0-9a-f]{10}\.svg" alt="A vector shape"\/>$/);
  assert.ok(fs.existsSync(path.join(out, /src="([^"]+)"/.exec(svg)![1])));
});

built.run();

const broken = suite('an image that cannot be decoded');
const copy = path.join(repoRoot, 'test/fixtures', `.tmp-ideal-image-broken-${globalThis.process.pid}`);

broken.after(() => fs.rmSync(copy, { recursive: true, force: true }));

broken('fails the build with one error naming the file', async () => {
  fs.cpSync(fixture('ideal-image'), copy, { recursive: true, filter: (src) => !src.includes('.docsite') && !/build-/.test(src) });
  fs.writeFileSync(path.join(copy, 'content/docs/broken.png'), 'this is not a PNG');
  fs.writeFileSync(path.join(copy, 'content/docs/broken.mdx'), "import Image from '@theme/IdealImage';\nimport broken from './broken.png?ideal';\n\n<Image img={broken} alt=\"Broken\" />\n");
  const rel = path.relative(repoRoot, copy);
  const r = await runCli(['build', rel]);
  assert.is(r.code, 1);
  const output = r.stdout + r.stderr;
  assert.match(output, `[ERROR] ${rel}/content/docs/broken.png: ideal-image cannot use this image: it could not be decoded (Input buffer contains unsupported image format).`);
  assert.match(output, '  Hint: Imports ending in ?ideal need a complete JPEG, PNG, WebP, AVIF, GIF or TIFF file. Replace the file, or put it in the static folder and link it by URL.');
  assert.not.ok(fs.existsSync(path.join(copy, 'build')), 'no output');
});

broken.run();
