// What the manual says the CLI and plugins do, against what they do. Each fact is read from the
// code or from running it: the commands and their options from createProgram(), what `serve --dir`
// and `dev` serve from the servers themselves, when the search plugin joins from initPlugins, and
// where the llms-txt plugin keeps its Markdown on disk from a build. The pages are then held to
// those facts, sentence by sentence.
//
// The snapshots in versioned_docs are checked where their release behaved the same: CHANGELOG.md
// records no change since 3.3.2 to the commands, `serve --dir`, dev's baseUrl or when search
// joins. No snapshot has the llms-txt page, so that check reads the current docs alone.
//
// DOCS_AT=2b58a28^ runs the same checks on the pages as they were before they were corrected.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { loadConfig } from '../../src/cli/config/loadConfig.ts';
import { validateConfig } from '../../src/cli/config/validateConfig.ts';
import { createLoadContext } from '../../src/cli/shared/context.ts';
import { initPlugins } from '../../src/cli/plugins/index.ts';
import { createProgram } from '../../src/cli/commands/program.ts';
import { cliPath, fixture, runCli } from '../helpers/site.ts';
import { codeSpans, docsVersions, firstParagraph, namesIn, noProblems, pageFiles, readPage, sections, sentences, where, type Page, type Sentence } from './docPages.ts';

const versions = docsVersions();
const commands = createProgram().commands;
const commandNames = commands.map((c) => c.name());
const withoutConfig = commands.filter((c) => !c.options.some((o) => o.long === '--config')).map((c) => c.name());

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'docsite-claims-'));
process.on('exit', () => fs.rmSync(scratch, { recursive: true, force: true }));

/** A command's `## docsite <name>` section. */
function commandSection(page: Page, name: string) {
  return sections(page, 2).find((s) => s.heading.title === `docsite ${name}`) ?? null;
}

/** Every sentence of every page of every version, with its page. */
function allSentences(): { page: Page; sentence: Sentence }[] {
  return versions.flatMap((v) =>
    pageFiles(v.dir).flatMap((rel) => {
      const page = readPage(v.dir, rel)!;
      return sentences(page.lines).map((sentence) => ({ page, sentence }));
    }),
  );
}

// ---------------------------------------------------------------------------------------------
// The commands

const NUMBERS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve'];

/** Problems of the CLI page's first paragraph: it names each command the page has, and counts them right. */
function openingProblems(page: Page, names: string[]): string[] {
  const intro = sections(page, 2)[0];
  const opening = intro ? firstParagraph(intro) : '';
  const named = namesIn(opening);
  const problems = names.filter((c) => !named.has(c) && !named.has(`docsite ${c}`)).map((c) => `${where(page, intro?.heading.n ?? 1)}: the opening paragraph does not name \`${c}\``);
  for (const m of opening.matchAll(/\b(\w+)\s+(?:`docsite`\s+)?commands\b/gi)) {
    const n = NUMBERS.indexOf(m[1].toLowerCase());
    if (n !== -1 && n !== names.length) problems.push(`${page.file}: the opening says "${m[0]}"; the program has ${names.length}`);
  }
  return problems;
}

/**
 * Problems of sentences that say every command takes `--config`: each must name the commands
 * without it, and name as an exception only those.
 */
function configClaimProblems(page: Page, sentence: Sentence, without: string[]): string[] {
  const text = sentence.text;
  if (!codeSpans(text).some((s) => s.startsWith('--config'))) return [];
  if (!/\b(?:every|all|each)\b[^.;]*\bcommands?\b|\ball of them\b/i.test(text)) return [];
  const named = namesIn(text);
  const problems = without.filter((c) => !named.has(c)).map((c) => `${where(page, sentence.line)}: says every command takes --config without naming \`${c}\`, which does not: "${text}"`);
  const exceptions = /\b(?:but|except|other than|apart from)\b(.*)$/i.exec(text)?.[1] ?? '';
  for (const c of namesIn(exceptions)) if (commandNames.includes(c) && !without.includes(c)) problems.push(`${where(page, sentence.line)}: names \`${c}\` as a command without --config, but it has one`);
  return problems;
}

const program = suite('the commands of createProgram(), as the docs name them');

program('the CLI page opening names every command, and counts them right (every version)', () => {
  const problems: string[] = [];
  for (const v of versions) {
    const page = readPage(v.dir, 'cli.mdx');
    if (!page) continue;
    // A snapshot may predate a command: it answers for the commands it has a section for.
    const names = v.name === 'current' ? commandNames : commandNames.filter((c) => commandSection(page, c));
    problems.push(...openingProblems(page, names));
  }
  noProblems(problems, `CLI page opening out of step with src/cli/commands/program.ts (${commandNames.join(', ')})`);
});

program('a sentence saying every command takes --config names the commands that do not (every version)', () => {
  assert.ok(withoutConfig.length < commandNames.length, 'some command takes --config');
  noProblems(
    allSentences().flatMap(({ page, sentence }) => configClaimProblems(page, sentence, withoutConfig)),
    `claims about --config (the commands without it: ${withoutConfig.join(', ') || 'none'})`,
  );
});

program.run();

// ---------------------------------------------------------------------------------------------
// serve --dir and dev, run

interface Running {
  url: URL;
  stop(): Promise<void>;
}

/** Starts `docsite <args>` and resolves once it prints the address it serves. */
function startCli(args: string[]): Promise<Running> {
  const child = spawn(process.execPath, [cliPath, ...args], { env: { ...process.env, NO_COLOR: '1', CI: 'true', DEBUG: '' }, stdio: ['ignore', 'pipe', 'pipe'] });
  const closed = new Promise<void>((resolve) => child.once('close', () => resolve()));
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => fail('printed no address within 20 s'), 20_000);
    function fail(why: string) {
      clearTimeout(timer);
      child.kill();
      reject(new Error(`docsite ${args.join(' ')} ${why}:\n${output}`));
    }
    const read = (d: Buffer) => {
      output += d;
      const url = /(http:\/\/\S+)/.exec(output)?.[1];
      if (!url) return;
      clearTimeout(timer);
      resolve({
        url: new URL(url),
        stop: () => {
          child.kill();
          return closed;
        },
      });
    };
    child.stdout.on('data', read);
    child.stderr.on('data', (d) => (output += d));
    child.once('close', (code) => fail(`ended with code ${code}`));
  });
}

interface Answer {
  status: number;
  location: string | null;
  body: string;
}

async function get(origin: URL, pathname: string): Promise<Answer> {
  const res = await fetch(new URL(pathname, origin), { redirect: 'manual' });
  return { status: res.status, location: res.headers.get('location'), body: await res.text() };
}

/** Where a server answers with the page: under the base URL or at `/`, and whether `/` redirects. */
interface Served {
  underBaseUrl: boolean;
  atRoot: boolean;
  rootRedirects: boolean;
}

async function served(server: Running, baseUrl: string, marker: string): Promise<Served> {
  const [base, root] = [await get(server.url, baseUrl), await get(server.url, '/')];
  return {
    underBaseUrl: base.status === 200 && base.body.includes(marker),
    atRoot: root.status === 200 && root.body.includes(marker),
    rootRedirects: root.status >= 300 && root.status < 400 && new URL(root.location ?? '', server.url).pathname === baseUrl,
  };
}

const MARKER = 'served-folder-marker';
const siteDir = path.join(scratch, 'site');
const folder = path.join(scratch, 'folder');
fs.cpSync(fixture('base-url'), siteDir, { recursive: true });
fs.mkdirSync(folder);
fs.writeFileSync(path.join(folder, 'index.html'), `<!DOCTYPE html><title>${MARKER}</title><p>${MARKER}</p>`);
const { baseUrl } = (await loadConfig(siteDir)).siteConfig;
assert.is.not(baseUrl, '/', 'the base-url fixture is served under a path');

const mentionsDir = (s: Sentence) => /(?<!without )`--dir\b/i.test(s.text);
const sendsRootToBase = (s: Sentence) => /`\/`/.test(s.text) && /\bredirect/i.test(s.text);
const noConfigCondition = /\bno config\b|\bwithout (?:a |any )?config\b|\bcannot be (?:loaded|found|read)\b|\bnot found\b/i;

/** Problems of the `docsite serve` section, given what `serve --dir` did with and without a config. */
function serveDirProblems(page: Page, withConfig: Served, withoutConfig: Served): string[] {
  const section = commandSection(page, 'serve');
  if (!section) return [];
  const all = sentences(section.lines);
  const aboutDir = all.filter(mentionsDir);
  const at = where(page, section.heading);
  const problems: string[] = [];
  for (const s of aboutDir) {
    if (withConfig.underBaseUrl && /\b(?:not|never) (?:read|loaded)\b|\bignor/i.test(s.text)) problems.push(`${where(page, s.line)}: says --dir leaves the config unread, yet the folder is served under its baseUrl: "${s.text}"`);
    if (/served at `\/`|serves? (?:it|the folder) at `\/`/.test(s.text) && withConfig.underBaseUrl && !(withoutConfig.atRoot && noConfigCondition.test(s.text))) {
      problems.push(`${where(page, s.line)}: says --dir serves at / without the condition that does it (no config to load): "${s.text}"`);
    }
  }
  const saysBaseUrl = aboutDir.filter((s) => namesIn(s.text).has('baseUrl'));
  if (withConfig.underBaseUrl && saysBaseUrl.length === 0) problems.push(`${at}: no sentence about --dir says the folder is served under the config's \`baseUrl\``);
  if (!withConfig.underBaseUrl) for (const s of saysBaseUrl) problems.push(`${where(page, s.line)}: ties --dir to the config's baseUrl, yet the folder is not served under it: "${s.text}"`);
  if (withConfig.rootRedirects !== all.some(sendsRootToBase)) problems.push(`${at}: ${withConfig.rootRedirects ? 'does not say' : 'says'} that a request for \`/\` is redirected to the baseUrl${withConfig.rootRedirects ? '' : ', and it is not'}`);
  return problems;
}

const dev = /`docsite dev`|\bdev server\b|\bdevelopment server\b/i;
const ignoresBaseUrl = /\bignor\w*\b[^.;]*`baseUrl`|`baseUrl`[^.;]*\bignored\b|\balways serves?\b[^.;]*`\/`|\bserves? (?:the site |it )?at `\/`/i;

/** Problems of what the pages say about dev and baseUrl, given what `docsite dev` served. */
function devProblems(pages: { page: Page; sentence: Sentence }[], cli: Page | null, facts: Served): string[] {
  const problems: string[] = [];
  if (facts.underBaseUrl) {
    for (const { page, sentence } of pages) {
      if (dev.test(sentence.text) && ignoresBaseUrl.test(sentence.text)) problems.push(`${where(page, sentence.line)}: says the dev server ignores baseUrl, yet it serves under it: "${sentence.text}"`);
    }
  }
  const section = cli && commandSection(cli, 'dev');
  if (section) {
    const all = sentences(section.lines);
    const under = all.filter((s) => dev.test(s.text) && /\bserves?\b/.test(s.text) && namesIn(s.text).has('baseUrl') && !ignoresBaseUrl.test(s.text));
    if (facts.underBaseUrl && under.length === 0) problems.push(`${where(cli!, section.heading)}: no sentence says the dev server serves the site under its \`baseUrl\``);
    if (!facts.underBaseUrl) for (const s of under) problems.push(`${where(cli!, s.line)}: says the dev server serves under baseUrl, yet it does not: "${s.text}"`);
    if (facts.rootRedirects !== all.some(sendsRootToBase)) problems.push(`${where(cli!, section.heading)}: ${facts.rootRedirects ? 'does not say' : 'says'} that a request for \`/\` is redirected to the baseUrl${facts.rootRedirects ? '' : ', and it is not'}`);
  }
  return problems;
}

const servers = suite('docsite serve --dir and docsite dev, run on a site under a baseUrl');

servers('the serve section says what serve --dir does with and without a config (every version)', async () => {
  const serveArgs = (dir: string) => ['serve', dir, '--dir', folder, '--port', '0', '--host', '127.0.0.1'];
  const withConfig = await startCli(serveArgs(siteDir));
  const a = await served(withConfig, baseUrl, MARKER).finally(() => withConfig.stop());
  // The folder itself as the site folder: there is no config to load.
  const alone = await startCli(serveArgs(folder));
  const b = await served(alone, baseUrl, MARKER).finally(() => alone.stop());
  const problems: string[] = [];
  for (const v of versions) {
    const page = readPage(v.dir, 'cli.mdx');
    if (page) problems.push(...serveDirProblems(page, a, b));
  }
  noProblems(problems, `docsite serve --dir: with a config ${JSON.stringify(a)}, without one ${JSON.stringify(b)}`);
});

servers('no page says the dev server ignores baseUrl, and the dev section says it serves under it (every version)', async () => {
  const server = await startCli(['dev', siteDir, '--port', '0', '--host', '127.0.0.1']);
  const facts = await served(server, baseUrl, 'Under a base URL').finally(() => server.stop());
  const problems = devProblems(allSentences(), null, facts);
  for (const v of versions) problems.push(...devProblems([], readPage(v.dir, 'cli.mdx'), facts));
  noProblems(problems, `docsite dev: ${JSON.stringify(facts)}`);
});

servers.run();

// ---------------------------------------------------------------------------------------------
// When the search plugin joins

interface Trigger {
  what: string;
  themeConfig: Record<string, unknown>;
  /** The name a sentence gives it in a code span. */
  name: string;
}

/** What may bring the search plugin without the site listing it, and the names a page gives it by. */
const SEARCH_TRIGGERS: Trigger[] = [
  { what: 'a navbar `search` item', themeConfig: { navbar: { items: [{ type: 'search' }] } }, name: 'search' },
  { what: '`themeConfig.algolia`', themeConfig: { algolia: { appId: 'APP', apiKey: 'search-only', indexName: 'docs' } }, name: 'algolia' },
];

async function loadsSearch(themeConfig: Record<string, unknown>): Promise<boolean> {
  const siteConfig = validateConfig({ title: 'Search probe', url: 'https://search.example.com', baseUrl: '/', plugins: ['pages'], themeConfig }, path.join(scratch, 'site.config.ts'));
  const plugins = await initPlugins(createLoadContext(scratch, siteConfig));
  return plugins.some((p) => p.name === 'search');
}

const aboutSearchPlugin = (s: Sentence) => /\bsearch plugin\b|`'search'`/i.test(s.text);
const unconditional = /\balways\b|\bautomatically\b|\beven when (?:it is )?not listed\b|\bunless (?:the config |the site |you )?lists? it\b|\bunless listed\b|\blike the classic theme\b|\balongside the theme\b/i;

/** Problems of the sentences about the search plugin, given the triggers that bring it. */
function searchProblems(pages: { page: Page; sentence: Sentence }[], siteConfigPage: Page | null, loadedUnlisted: boolean, triggers: Trigger[]): string[] {
  const problems: string[] = [];
  const namesEvery = (s: Sentence) => triggers.every((t) => namesIn(s.text).has(t.name));
  const bring = triggers.map((t) => t.what).join(' or ');
  if (!loadedUnlisted) {
    for (const { page, sentence } of pages) {
      if (aboutSearchPlugin(sentence) && unconditional.test(sentence.text) && !namesEvery(sentence)) problems.push(`${where(page, sentence.line)}: says the search plugin is loaded for every site; only ${bring} brings it: "${sentence.text}"`);
    }
  }
  if (siteConfigPage) {
    const fields = sections(siteConfigPage, 3).filter((s) => s.heading.title === '`plugins`' || s.heading.title === '`themes`');
    const said = fields.flatMap((f) => sentences(f.lines)).filter((s) => aboutSearchPlugin(s) && /\b(?:load|join|add|come)/i.test(s.text));
    if (said.length === 0) problems.push(`${siteConfigPage.file}: the plugins and themes fields do not say when the search plugin is loaded`);
    for (const s of said) {
      if (loadedUnlisted ? !/\balways\b/.test(s.text) : !namesEvery(s)) problems.push(`${where(siteConfigPage, s.line)}: ${loadedUnlisted ? 'the search plugin is always loaded' : `does not name what brings the search plugin (${bring})`}: "${s.text}"`);
    }
  }
  return problems;
}

const search = suite('when the search plugin joins a site, through initPlugins');

search('the docs name what brings the search plugin, and no page says it always comes (every version)', async () => {
  const loadedUnlisted = await loadsSearch({});
  const triggers: Trigger[] = [];
  for (const t of SEARCH_TRIGGERS) if (await loadsSearch(t.themeConfig)) triggers.push(t);
  assert.ok(loadedUnlisted || triggers.length > 0, `none of ${SEARCH_TRIGGERS.map((t) => t.what).join(', ')} brings the search plugin: update SEARCH_TRIGGERS`);
  const problems = searchProblems(allSentences(), null, loadedUnlisted, triggers);
  for (const v of versions) problems.push(...searchProblems([], readPage(v.dir, 'api/site-config.mdx'), loadedUnlisted, triggers));
  noProblems(problems, `the search plugin: loaded for a site without a trigger: ${loadedUnlisted}; brought by ${triggers.map((t) => t.what).join(', ')}`);
});

search.run();

// ---------------------------------------------------------------------------------------------
// The llms-txt plugin's disk cache

/** The files under a site folder, outside its build output, that hold a text as a JSON string. */
function filesHolding(dir: string, text: string, skip: string): string[] {
  const needle = JSON.stringify(text).slice(1, -1);
  return (fs.readdirSync(dir, { recursive: true }) as string[])
    .filter((f) => !f.startsWith(skip) && fs.statSync(path.join(dir, f)).isFile())
    .filter((f) => fs.readFileSync(path.join(dir, f), 'utf8').includes(needle))
    .map((f) => f.split(path.sep).join('/'))
    .sort();
}

/** Problems of the llms-txt page: it names where the Markdown is kept on disk, in a sentence about the cache. */
function llmsCacheProblems(page: Page | null, cacheFiles: string[]): string[] {
  if (!page) return [];
  const said = sentences(page.lines).filter((s) => /\bcache/i.test(s.text));
  return cacheFiles.filter((f) => !said.some((s) => codeSpans(s.text).includes(f))).map((f) => `${page.file}: no sentence about the cache names \`${f}\`, where a build leaves the cleaned Markdown for the next one`);
}

const llms = suite('the llms-txt plugin keeps its Markdown on disk');

llms('the plugin page names the file a build leaves the cleaned Markdown in (current docs)', async () => {
  const site = path.join(scratch, 'llms-site');
  fs.cpSync(fixture('llms-txt'), site, { recursive: true, filter: (from) => !/[/\\](\.docsite|build[^/\\]*)$/.test(from) });
  const result = await runCli(['build', site]);
  assert.is(result.code, 0, result.stderr);
  // A page's Markdown copy, the plugin's output: the cache is the file that holds its text.
  const copies = (fs.readdirSync(path.join(site, 'build'), { recursive: true }) as string[]).filter((f) => f.endsWith('.md')).map((f) => fs.readFileSync(path.join(site, 'build', f), 'utf8'));
  const body = copies.map((c) => c.replace(/^# .*\n\n/, '').trimEnd()).sort((x, y) => y.length - x.length)[0];
  assert.ok(body, 'the build wrote Markdown copies');
  const cacheFiles = filesHolding(site, body, 'build');
  assert.ok(cacheFiles.length > 0, 'a file outside build/ holds the cleaned Markdown');
  // Snapshots: none has the llms-txt page (the reader returns null).
  noProblems(
    versions.flatMap((v) => llmsCacheProblems(readPage(v.dir, 'api/plugins/plugin-llms-txt.mdx'), cacheFiles)),
    `llms-txt page and the cleaned Markdown on disk (${cacheFiles.join(', ')})`,
  );
});

llms.run();
