// No injection through content: titles, descriptions, author names, tags, the site title and
// tagline and the announcement id of test/fixtures/injection hold a script breakout, an attribute
// breakout, an entity and a CDATA terminator. Every generated file keeps them as text; only the
// three raw-HTML settings (html navbar item, announcement content, footer html item) become markup.
import fs from 'node:fs';
import path from 'node:path';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { fixture, read, runCli } from '../helpers/site.ts';

const SCRIPT = '</script><script>alert(1)</script>';
const ATTRIBUTE = `"'><img src=x onerror=alert(1)>`;
const site = fixture('injection');
const out = path.join(site, 'build-injection');
const injection = suite('content and config strings in the built site');

injection.before(async () => {
  const r = await runCli(['build', 'test/fixtures/injection', '--out-dir', 'build-injection']);
  assert.is(r.code, 0, r.stdout + r.stderr);
});
injection.after(() => fs.rmSync(out, { recursive: true, force: true }));

function files(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? files(path.join(dir, e.name)) : [path.join(dir, e.name)]));
}
const outputs = (ext: RegExp) => files(out).filter((f) => ext.test(f));
const rel = (f: string) => path.relative(out, f);

const decode = (s: string) =>
  s.replace(/&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|apos);/gi, (_, e: string) =>
    e[0] === '#' ? String.fromCodePoint(e[1] === 'x' || e[1] === 'X' ? parseInt(e.slice(2), 16) : Number(e.slice(1))) : ({ amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" } as Record<string, string>)[e.toLowerCase()],
  );

interface Tag {
  name: string;
  attributes: [string, string][];
}
interface ScriptElement {
  attributes: Record<string, string>;
  body: string;
}

/**
 * Reads markup the way a browser's tokenizer does as far as injection matters: tags with their
 * attributes (quoted or not), and script elements whose text runs to the first "</script".
 */
function tokenize(html: string): { tags: Tag[]; scripts: ScriptElement[]; text: string } {
  const tags: Tag[] = [];
  const scripts: ScriptElement[] = [];
  let text = '';
  let i = 0;
  while (i < html.length) {
    const lt = html.indexOf('<', i);
    if (lt === -1) {
      text += html.slice(i);
      break;
    }
    text += html.slice(i, lt);
    if (html.startsWith('<!--', lt)) {
      i = html.indexOf('-->', lt) + 3;
      continue;
    }
    const open = /^<\/?([a-zA-Z][\w-]*)/.exec(html.slice(lt));
    if (!open) {
      text += '<';
      i = lt + 1;
      continue;
    }
    let j = lt + open[0].length;
    const attributes: [string, string][] = [];
    const attr = /\s*([^\s"'>/=]+)(?:\s*=\s*("[^"]*"|'[^']*'|[^\s>]+))?|\s*\/|\s+/y;
    while (j < html.length && html[j] !== '>') {
      attr.lastIndex = j;
      const m = attr.exec(html);
      if (!m || m[0] === '') {
        j++;
        continue;
      }
      if (m[1]) attributes.push([m[1].toLowerCase(), decode((m[2] ?? '').replace(/^["']|["']$/g, ''))]);
      j = attr.lastIndex;
    }
    const name = open[1].toLowerCase();
    const closing = open[0][1] === '/';
    tags.push({ name: closing ? `/${name}` : name, attributes });
    i = j + 1;
    if (name === 'script' && !closing) {
      const end = html.toLowerCase().indexOf('</script', i);
      scripts.push({ attributes: Object.fromEntries(attributes), body: html.slice(i, end) });
      i = end;
    }
  }
  return { tags, scripts, text: decode(text) };
}

/** Every string of a JSON value, for checking that the payloads came through as data. */
const strings = (v: unknown): string[] => (typeof v === 'string' ? [v] : v && typeof v === 'object' ? Object.values(v).flatMap(strings) : []);

/** What would run if this markup were opened: event attributes, an injected <img src=x>, alert(1) as script code. */
function executableInjections(html: string): string[] {
  const { tags, scripts } = tokenize(html);
  const found: string[] = [];
  for (const tag of tags) {
    for (const [name] of tag.attributes) if (/^on/.test(name)) found.push(`<${tag.name} ${name}>`);
    if (tag.name === 'img' && tag.attributes.some(([n, v]) => n === 'src' && v === 'x')) found.push('<img src=x>');
  }
  // In an inline script the payload may only sit inside a string literal, as data.
  for (const s of scripts) if (/alert\(1\)/.test(s.body.replace(/"(?:[^"\\\n]|\\.)*"/g, '""'))) found.push('alert(1) as script code');
  return found;
}

injection('the check finds a script breakout and an attribute breakout, and passes their escaped forms', () => {
  assert.equal(executableInjections(`<script type="application/json">{"t":"${SCRIPT}"}</script>`), ['alert(1) as script code']);
  assert.equal(executableInjections(`<meta content="${ATTRIBUTE}">`), ['<img onerror>', '<img src=x>']);
  assert.equal(executableInjections(`<script>var o=${JSON.stringify({ t: SCRIPT.replace(/</g, '\\u003c') })}</script><meta content="&quot;&#39;&gt;&lt;img src=x onerror=alert(1)&gt;">`), []);
});

injection('no HTML file has an injected element, event attribute or script', () => {
  const pages = outputs(/\.html$/);
  assert.ok(pages.length >= 10, `${pages.length} pages`);
  for (const file of pages) assert.equal(executableInjections(read(file)), [], rel(file));
});

injection('JSON in script elements is valid and gives back the strings exactly as written', () => {
  let payloads = 0;
  for (const file of outputs(/\.html$/)) {
    for (const s of tokenize(read(file)).scripts.filter((x) => /json/.test(x.attributes.type ?? ''))) {
      let value: unknown;
      try {
        value = JSON.parse(s.body);
      } catch (error) {
        assert.unreachable(`${rel(file)}: invalid JSON in <script type="${s.attributes.type}">: ${(error as Error).message}`);
      }
      payloads += strings(value).filter((v) => v.includes(SCRIPT) || v.includes(ATTRIBUTE)).length;
    }
  }
  // The route data holds the doc's tags and the post's title, authors and tags; the JSON-LD the post's too.
  assert.ok(payloads > 0, 'the payloads are in the embedded JSON as data');
});

injection('titles, descriptions, tags and author names read exactly as written', () => {
  const doc = read(path.join(out, 'docs/intro/index.html'));
  const { tags, text } = tokenize(doc);
  const title = /<title>(.*?)<\/title>/s.exec(doc)![1];
  assert.is(decode(title), `Doc ${SCRIPT} &amp; ]]> | Site ${SCRIPT} ${ATTRIBUTE} &amp; ]]>`);
  const description = tags.find((t) => t.name === 'meta' && t.attributes.some(([n, v]) => n === 'name' && v === 'description'))!;
  assert.equal(description.attributes.find(([n]) => n === 'content')![1], `${ATTRIBUTE} doc description &amp; ]]>`);
  for (const tag of [SCRIPT, ATTRIBUTE, '&amp; ]]>']) assert.ok(text.includes(tag), `the doc shows the tag ${tag}`);
  const post = tokenize(read(path.join(out, 'blog/2024/01/31/post/index.html'))).text;
  for (const s of [`Post ${SCRIPT} &amp; ]]>`, `Team ${SCRIPT} &amp; ]]>`, `${ATTRIBUTE} title`, `${ATTRIBUTE} guest`]) assert.ok(post.includes(s), `the post shows ${s}`);
  const home = tokenize(read(path.join(out, 'index.html'))).text;
  for (const s of [`Navbar ${SCRIPT} ${ATTRIBUTE}`, `Column ${SCRIPT} ${ATTRIBUTE}`]) assert.ok(home.includes(s), `the home page shows ${s}`);
});

injection('only the raw-HTML settings become markup: html navbar item, announcement content, footer html item', () => {
  const { tags } = tokenize(read(path.join(out, 'index.html')));
  const raw = tags.filter((t) => /^raw-/.test(Object.fromEntries(t.attributes).class ?? '')).map((t) => `${t.name}.${Object.fromEntries(t.attributes).class}`);
  assert.equal(raw.sort(), ['b.raw-announcement', 'b.raw-footer', 'b.raw-navbar']);
});

injection('the announcement id stays a string in the colour-mode script', () => {
  const scripts = tokenize(read(path.join(out, 'index.html'))).scripts.filter((s) => !s.attributes.type && !s.attributes.src);
  const options = scripts.map((s) => /var o=(\{.*?\}),d=/s.exec(s.body)?.[1]).find(Boolean);
  assert.ok(options, 'the colour-mode script is inline');
  assert.is(JSON.parse(options!).announcement.id, `announcement ${SCRIPT} ${ATTRIBUTE}`);
});

injection('feeds and the sitemap are well-formed XML and JSON that give back the titles as written', () => {
  const xmlFiles = outputs(/\.xml$/);
  assert.equal(xmlFiles.map(rel).sort(), ['blog/atom.xml', 'blog/rss.xml', 'sitemap.xml']);
  for (const file of xmlFiles) assert.is(XMLValidator.validate(read(file)), true, `${rel(file)} is well-formed`);
  const parser = new XMLParser({ ignoreAttributes: false, processEntities: true, htmlEntities: false });
  // An RSS title is plain text; an RSS description, an Atom title (type="html") and summary are HTML.
  const rss = parser.parse(read(path.join(out, 'blog/rss.xml')));
  assert.is(rss.rss.channel.item.title, `Post ${SCRIPT} &amp; ]]>`);
  assert.is(decode(rss.rss.channel.item.description), `${ATTRIBUTE} post description &amp; ]]>`);
  const atom = parser.parse(read(path.join(out, 'blog/atom.xml')));
  assert.is(decode(atom.feed.entry.title['#text']), `Post ${SCRIPT} &amp; ]]>`);
  assert.is(decode(atom.feed.entry.summary['#text']), `${ATTRIBUTE} post description &amp; ]]>`);
  const json = JSON.parse(read(path.join(out, 'blog/feed.json')));
  assert.is(json.items[0].title, `Post ${SCRIPT} &amp; ]]>`);
  assert.equal(
    json.items[0].authors.map((a: { name: string }) => a.name),
    [`Team ${SCRIPT} &amp; ]]>`, `${ATTRIBUTE} guest`],
  );
});

injection('every other generated text file is valid: route shards and search data parse as JSON', () => {
  for (const file of outputs(/\.json$/)) JSON.parse(read(file));
});

injection.run();
