// The reference pages of docsite's manual against the code they describe: the config reference
// against the config schema, the CLI page against the commander program, the theme configuration
// against the themeConfig schema, each built-in plugin's page against its option schema, and the
// Client API page against the runtime's exports. Everything expected is read from the code.
//
// The current docs describe this code, so they are checked both ways: everything that exists is
// documented, and nothing documented is missing from the code. A snapshot in versioned_docs
// describes an older release, which may lack what came later, so it is checked one way only: it
// names nothing the code lacks (no option has been removed since the oldest snapshot; a removal
// would have to be exempted here, citing its CHANGELOG.md entry). Each snapshot must also agree
// with itself: no page of it names an option, config field or file that its own reference pages do
// not list, since that is how a snapshot drops what its release did not have yet.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { siteConfigSchema } from '../../src/cli/config/schema.ts';
import { DEFAULT_COLORS } from '../../src/cli/plugins/themeClassic.ts';
import { createProgram } from '../../src/cli/commands/program.ts';
import { builtinPluginFiles, builtinPluginOptions, optionPaths, runtimeExports, unwrap, type PluginOptions } from './codeSurface.ts';
import {
  codeNames,
  docsVersions,
  firstParagraph,
  headings,
  headNames,
  namesIn,
  noProblems,
  optionRows,
  pageFiles,
  quotedNames,
  readPage,
  sections,
  tableRows,
  where,
  type DocsVersion,
  type Line,
  type Page,
} from './docPages.ts';

const versions = docsVersions();
const isCurrent = (v: DocsVersion) => v.name === 'current';
const plugins = await builtinPluginOptions();
const pluginFiles = builtinPluginFiles();
const commands = createProgram().commands;

// ---------------------------------------------------------------------------------------------
// The site config reference

/** Dotted paths of the config: top-level keys, and the keys of object-valued top-level fields. */
function schemaPaths(): Set<string> {
  const out = new Set<string>();
  for (const [key, value] of Object.entries(siteConfigSchema.shape)) {
    out.add(key);
    // themeConfig has its own page (the theme configuration reference).
    if (key === 'themeConfig') continue;
    const inner = unwrap(value);
    if (inner?.def?.type === 'object') for (const sub of Object.keys(inner.shape)) out.add(`${key}.${sub}`);
  }
  return out;
}

const configHeadings = (page: Page) =>
  headings(page).flatMap((h) => {
    const m = /^`([\w.]+)`$/.exec(h.title);
    return h.level >= 3 && m ? [{ ...h, path: m[1] }] : [];
  });

const config = suite('config reference page (api/site-config.mdx), every version');

config('documents every config field of the schema (current docs), and no field the schema lacks (every version)', () => {
  const expected = schemaPaths();
  const problems: string[] = [];
  for (const v of versions) {
    const page = readPage(v.dir, 'api/site-config.mdx');
    if (!page) continue;
    const documented = configHeadings(page);
    for (const h of documented) if (!expected.has(h.path)) problems.push(`${where(page, h)}: heading names "${h.path}", which is no field of the config schema`);
    if (isCurrent(v)) for (const p of expected) if (!documented.some((h) => h.path === p)) problems.push(`${page.file}: no heading for the config field "${p}"`);
  }
  noProblems(problems, 'config reference out of step with src/cli/config/schema.ts');
});

config('top-level fields are h3 and nested fields h4 under their parent', () => {
  for (const v of versions) {
    const page = readPage(v.dir, 'api/site-config.mdx');
    if (!page) continue;
    for (const h of configHeadings(page)) assert.is(h.level, h.path.includes('.') ? 4 : 3, `${where(page, h)}: heading level of ${h.path}`);
  }
});

/** The plugin's reference: its own page, or its `### Name` section of the plugins overview. */
function pluginPage(dir: string, name: string): Page | null {
  for (const rel of [`api/plugins/plugin-${name}.mdx`, `api/plugins/plugin-content-${name}.mdx`, `api/themes/theme-${name}.mdx`]) {
    const page = readPage(dir, rel);
    if (page) return page;
  }
  const overview = readPage(dir, 'api/plugins/overview.mdx');
  const section = overview && sections(overview, 3).find((s) => s.heading.level === 3 && s.heading.title.toLowerCase() === name);
  return section ? { file: `${overview.file} (### ${section.heading.title})`, lines: [section.heading, ...section.lines] } : null;
}

config('the plugins and themes fields name each built-in plugin the version documents, and no other', () => {
  const builtin = [...pluginFiles.keys()];
  const problems: string[] = [];
  for (const v of versions) {
    const page = readPage(v.dir, 'api/site-config.mdx');
    if (!page) continue;
    const fields = sections(page, 3).filter((s) => s.heading.title === '`plugins`' || s.heading.title === '`themes`');
    const named = new Set(fields.flatMap((s) => s.lines.flatMap((l) => quotedNames(l.text))));
    const list = fields.flatMap((s) => s.lines).filter((l) => /built-in plugin/.test(l.text));
    for (const l of list) for (const n of quotedNames(l.text)) if (!builtin.includes(n)) problems.push(`${where(page, l)}: '${n}' is no built-in plugin`);
    for (const n of builtin) if (pluginPage(v.dir, n) && !named.has(n)) problems.push(`${page.file}: the plugins and themes fields do not name the built-in '${n}'`);
  }
  noProblems(problems, 'built-in plugin names out of step with src/cli/plugins/index.ts');
});

config('the plugins overview lists each built-in plugin the version has a reference for, and no other', () => {
  const problems: string[] = [];
  for (const v of versions) {
    const page = readPage(v.dir, 'api/plugins/overview.mdx');
    if (!page) continue;
    const section = sections(page, 2).find((s) => /built-in plugins/i.test(s.heading.title));
    if (!section) {
      problems.push(`${page.file}: no "Built-in plugins" section`);
      continue;
    }
    const listed = new Map(tableRows(section.lines).flatMap((r) => quotedNames(r.cells[0]).map((n) => [n, r] as const)));
    for (const [n, r] of listed) if (!pluginFiles.has(n)) problems.push(`${where(page, r)}: '${n}' is no built-in plugin`);
    for (const n of pluginFiles.keys()) {
      const ref = pluginPage(v.dir, n);
      if (ref && !ref.file.includes('/themes/') && !listed.has(n)) problems.push(`${page.file}: the table does not list '${n}' (${ref.file})`);
    }
  }
  noProblems(problems, 'plugins overview out of step with src/cli/plugins/index.ts');
});

config.run();

// ---------------------------------------------------------------------------------------------
// The CLI page

const cli = suite('CLI page (cli.mdx), every version');

/** The page split at `## docsite <command>` headings: command -> section lines. */
function cliSections(page: Page): Map<string, Line[]> {
  const out = new Map<string, Line[]>();
  for (const s of sections(page, 2)) {
    const m = /^docsite ([\w:-]+)$/.exec(s.heading.title);
    if (m) out.set(m[1], s.lines);
  }
  return out;
}

const flagsOf = (c: (typeof commands)[number]) => c.options.map((o) => o.long!).filter(Boolean);

cli('has a section for every command (current docs), and no section for a command that does not exist', () => {
  const names = commands.map((c) => c.name());
  const problems: string[] = [];
  for (const v of versions) {
    const page = readPage(v.dir, 'cli.mdx');
    if (!page) continue;
    const documented = [...cliSections(page).keys()];
    for (const s of documented) if (!names.includes(s)) problems.push(`${page.file}: section "docsite ${s}" for no command`);
    if (isCurrent(v)) for (const c of names) if (!documented.includes(c)) problems.push(`${page.file}: no section "## docsite ${c}"`);
  }
  noProblems(problems, 'CLI page out of step with src/cli/commands/program.ts');
});

cli('every option of every command is documented in its section (current docs), and every flag there exists', () => {
  const problems: string[] = [];
  for (const v of versions) {
    const page = readPage(v.dir, 'cli.mdx');
    if (!page) continue;
    const bySection = cliSections(page);
    for (const command of commands) {
      const lines = bySection.get(command.name());
      if (!lines) continue;
      const text = lines.map((l) => l.text).join('\n');
      const flags = flagsOf(command);
      if (isCurrent(v)) for (const flag of flags) if (!new RegExp(`(\`|, )${flag}\\b`).test(text)) problems.push(`${page.file}: docsite ${command.name()} ${flag} is not documented`);
      // Flags written in the section's option table or prose must be real options of that command.
      const known = new Set([...flags, '--help', '--version']);
      for (const l of lines) for (const m of l.text.matchAll(/(?:`|, )(--[a-z][\w-]*)/g)) if (!known.has(m[1])) problems.push(`${where(page, l)}: docsite ${command.name()} has no ${m[1]}`);
    }
  }
  noProblems(problems, 'CLI flags out of step with src/cli/commands/program.ts');
});

cli('the opening names every command the page has a section for', () => {
  const problems: string[] = [];
  for (const v of versions) {
    const page = readPage(v.dir, 'cli.mdx');
    if (!page) continue;
    const opening = sections(page, 2)[0]?.lines.map((l) => l.text).join(' ') ?? '';
    const named = namesIn(opening);
    for (const c of cliSections(page).keys()) if (!named.has(c) && !named.has(`docsite ${c}`)) problems.push(`${page.file}: the opening does not name \`${c}\``);
  }
  noProblems(problems, 'CLI page opening');
});

cli('a flag said to be taken by every command is an option of every command', () => {
  const problems: string[] = [];
  for (const v of versions) {
    for (const rel of pageFiles(v.dir)) {
      const page = readPage(v.dir, rel)!;
      // A sentence may run over lines; look at each line with the next one.
      page.lines.forEach((l, i) => {
        const text = `${l.text} ${page.lines[i + 1]?.text ?? ''}`;
        for (const m of text.matchAll(/`(--[a-z][\w-]*)[^`]*`[^.]*?\b(?:every|all|each) commands?\b/g)) {
          if (m.index! > l.text.length) continue;
          const without = commands.filter((c) => !flagsOf(c).includes(m[1])).map((c) => c.name());
          if (without.length) problems.push(`${where(page, l)}: says every command takes ${m[1]}; ${without.join(', ')} do${without.length === 1 ? 'es' : ''} not`);
        }
      });
    }
  }
  noProblems(problems, 'claims about every command');
});

cli.run();

// ---------------------------------------------------------------------------------------------
// Theme configuration

/** Option paths of themeConfig: the schema's, and the colours the classic theme reads outside it. */
const themePaths = [...optionPaths((siteConfigSchema.shape as any).themeConfig), ...Object.keys(DEFAULT_COLORS).map((k) => ['colors', k])];

interface Unit {
  /** The themeConfig key (or dotted path) this part of the page is about. */
  key: string;
  line: Line;
  lines: Line[];
}

/**
 * The parts of the theme configuration page, each about one themeConfig key: a `##` section whose
 * opening sentence starts with the key, or a table row whose first cell is a top-level key.
 */
function themeUnits(page: Page): Unit[] {
  const topLevel = new Set(themePaths.map((p) => p[0]));
  const units: Unit[] = [];
  for (const s of sections(page, 2)) {
    const key = /^`([\w.]+)`/.exec(firstParagraph(s).trim())?.[1];
    if (key && topLevel.has(key.split('.')[0])) units.push({ key, line: s.heading, lines: s.lines });
  }
  for (const r of tableRows(page.lines)) {
    const key = [...headNames(r.cells[0])][0];
    if (key && topLevel.has(key)) units.push({ key, line: r, lines: [r] });
  }
  return units;
}

const theme = suite('theme configuration page (api/themes/theme-configuration.mdx), every version');

theme('documents every themeConfig leaf (current docs) in the part of the page about its key', () => {
  const page = readPage(versions[0].dir, 'api/themes/theme-configuration.mdx');
  assert.ok(page, 'content/docs/api/themes/theme-configuration.mdx is missing');
  const units = themeUnits(page!);
  const missing = themePaths.filter((p) => {
    const about = units.filter((u) => {
      const key = u.key.split('.');
      return key.every((k, i) => p[i] === k);
    });
    if (about.length === 0) return true;
    const leaf = p.at(-1)!;
    return p.length > 1 && !about.some((u) => u.lines.some((l) => namesIn(l.text).has(leaf) || new RegExp(`^#+ .*\`${leaf}\``).test(l.text)));
  });
  noProblems(
    missing.map((p) => `${page!.file}: themeConfig.${p.join('.')} is not documented (a "## " section opening with \`${p[0]}\`, naming \`${p.at(-1)}\`)`),
    'themeConfig fields without documentation',
  );
});

theme('names in its option tables only fields that exist under the key of their part (every version)', () => {
  const problems: string[] = [];
  for (const v of versions) {
    const page = readPage(v.dir, 'api/themes/theme-configuration.mdx');
    if (!page) continue;
    for (const u of themeUnits(page)) {
      const prefix = u.key.split('.');
      // A key below the unit's, or a dotted path from it: `theme.light` under `mermaid`.
      const below = themePaths.filter((p) => prefix.every((k, i) => p[i] === k)).map((p) => p.slice(prefix.length));
      const under = new Set([...below.flat(), ...below.flatMap((p) => p.map((_, i) => p.slice(0, i + 1).join('.')))]);
      for (const r of optionRows(u.lines)) {
        for (const name of headNames(r.cells[0])) if (!under.has(name)) problems.push(`${where(page, r)}: themeConfig.${u.key} has no field "${name}"`);
      }
    }
  }
  noProblems(problems, 'theme configuration names fields the schema lacks');
});

theme.run();

// ---------------------------------------------------------------------------------------------
// Built-in plugins

/** Names a plugin page gives options: first cells of its option tables, and code in headings. */
function pluginDocumented(page: Page): { rows: ReturnType<typeof optionRows>; names: Set<string> } {
  const rows = optionRows(page.lines);
  const names = new Set([...rows.flatMap((r) => [...headNames(r.cells[0])]), ...headings(page).flatMap((h) => [...namesIn(h.title)])]);
  return { rows, names };
}

function undocumentedOptions(plugin: PluginOptions, page: Page): string[] {
  const { rows, names } = pluginDocumented(page);
  return plugin.paths
    .filter((p) => {
      const leaf = p.at(-1)!;
      if (p.length === 1) return !names.has(leaf);
      // A nested option: its own row or heading, or named in the row of the option holding it.
      const parent = p.at(-2)!;
      const ownEntry = names.has(leaf) && names.has(parent);
      const inParentRow = rows.some((r) => headNames(r.cells[0]).has(parent) && r.cells.some((c) => namesIn(c).has(leaf)));
      return !ownEntry && !inParentRow;
    })
    .map((p) => p.join('.'));
}

const plugin = suite('built-in plugin pages (api/plugins/, api/themes/), every version');

plugin('every built-in plugin has a reference in the current docs', () => {
  noProblems(
    plugins.filter((p) => !pluginPage(versions[0].dir, p.name)).map((p) => `"${p.name}": no api/plugins/plugin-${p.name}.mdx, plugin-content-${p.name}.mdx, api/themes/theme-${p.name}.mdx or "### ${p.name}" in api/plugins/overview.mdx`),
    'plugins without a reference',
  );
});

plugin('each option has a heading or a table row on its plugin page (current docs)', () => {
  const problems: string[] = [];
  for (const p of plugins) {
    const page = pluginPage(versions[0].dir, p.name);
    if (page) for (const o of undocumentedOptions(p, page)) problems.push(`${page.file}: option "${o}" of the ${p.name} plugin is not documented`);
  }
  noProblems(problems, 'plugin options without documentation');
});

plugin('no plugin page names an option its plugin does not have (every version)', () => {
  const problems: string[] = [];
  for (const v of versions) {
    for (const p of plugins) {
      const page = pluginPage(v.dir, p.name);
      if (!page) continue;
      // A key, or a dotted path from the top: `injectManifestConfig.globPatterns`.
      const known = new Set([...p.paths.flat(), ...p.paths.flatMap((path) => path.map((_, i) => path.slice(0, i + 1).join('.')))]);
      const options = sections(page, 2).find((s) => s.heading.title === 'Options');
      const named = [
        ...optionRows(page.lines).map((r) => ({ line: r as Line, names: headNames(r.cells[0]) })),
        ...headings({ ...page, lines: options?.lines ?? [] }).map((h) => ({ line: h as Line, names: namesIn(h.title) })),
      ];
      for (const { line, names } of named) for (const n of names) if (!known.has(n)) problems.push(`${where(page, line)}: the ${p.name} plugin has no option "${n}"`);
    }
  }
  noProblems(problems, 'plugin pages name options that do not exist');
});

plugin.run();

// ---------------------------------------------------------------------------------------------
// The Client API page

const exported = new Set(runtimeExports());
const client = suite('Client API page (client-api.mdx), every version');

client('names every export of src/runtime/index.ts (current docs)', () => {
  const page = readPage(versions[0].dir, 'client-api.mdx')!;
  const named = new Set(page.lines.flatMap((l) => [...namesIn(l.text)]));
  noProblems(
    [...exported].filter((n) => !named.has(n)).map((n) => `${page.file}: the runtime export "${n}" is not documented`),
    'runtime exports without documentation',
  );
});

client('documents no export the runtime does not have (every version)', () => {
  const problems: string[] = [];
  for (const v of versions) {
    const page = readPage(v.dir, 'client-api.mdx');
    if (!page) continue;
    const rows = tableRows(page.lines).filter((r) => r.header[0] === 'Export');
    const named = [...rows.map((r) => ({ line: r as Line, names: headNames(r.cells[0]) })), ...headings(page).filter((h) => h.level === 3).map((h) => ({ line: h as Line, names: namesIn(h.title) }))];
    for (const { line, names } of named) for (const n of names) if (!exported.has(n)) problems.push(`${where(page, line)}: "${n}" is not exported by the runtime`);
  }
  noProblems(problems, 'Client API page names exports that do not exist');
});

client.run();

// ---------------------------------------------------------------------------------------------
// Each version agrees with itself

/** File names in the first cells of a page's tables: the files a plugin reads, such as tags.yml. */
const fileNames = (page: Page | null) => new Set((page ? tableRows(page.lines) : []).flatMap((r) => r.cells[0].match(/[\w-]+\.(?:ya?ml|json)\b/g) ?? []));

/** Names a version's reference pages give their own rows or headings. */
function referenceNames(v: DocsVersion): Set<string> {
  const rels = pageFiles(v.dir).filter((f) => /^api\/(plugins|themes)\//.test(f) || ['api/site-config.mdx', 'api/misc/front-matter.mdx', 'client-api.mdx'].includes(f));
  const out = new Set<string>();
  for (const rel of rels) {
    const page = readPage(v.dir, rel)!;
    for (const r of tableRows(page.lines)) for (const n of headNames(r.cells[0])) out.add(n);
    // An option table's other cells may give the fields of an option: `{ from, to }`.
    for (const r of optionRows(page.lines)) for (const c of r.cells) for (const n of namesIn(c)) out.add(n);
    for (const h of headings(page)) for (const n of namesIn(h.title)) out.add(n);
  }
  return out;
}

/**
 * What the code has and the version's reference pages do not list: config fields (and their
 * parts), options of the plugins whose page the version has, and the files those pages once read.
 */
function unlisted(v: DocsVersion): Set<string> {
  const listed = referenceNames(v);
  const candidates = new Set<string>();
  for (const p of schemaPaths()) [p, ...p.split('.')].forEach((n) => candidates.add(n));
  for (const p of plugins) {
    const page = pluginPage(v.dir, p.name);
    if (!page) continue;
    p.paths.flat().forEach((n) => candidates.add(n));
    const have = fileNames(page);
    for (const f of fileNames(pluginPage(versions[0].dir, p.name))) if (!have.has(f)) candidates.add(f);
  }
  return new Set([...candidates].filter((n) => !listed.has(n)));
}

const agree = suite('each version of the docs agrees with its own reference pages');

agree('no page names a config field, plugin option or plugin file that the version does not list', () => {
  const problems: string[] = [];
  for (const v of versions) {
    const missing = unlisted(v);
    for (const rel of pageFiles(v.dir)) {
      const page = readPage(v.dir, rel)!;
      for (const l of page.lines) {
        const found = [...namesIn(l.text, codeNames)].filter((n) => missing.has(n));
        if (found.length) problems.push(`${where(page, l)}: ${found.map((n) => `\`${n}\``).join(', ')} (not in the ${v.name} reference pages)`);
      }
    }
  }
  noProblems(problems, 'pages name what their version does not have');
});

agree.run();
