// The reference pages of docsite's manual against the code they describe: the config reference
// against the config schema, the CLI page against the commander program. Both directions: every
// option documented exists, and every option that exists is documented.
import fs from 'node:fs';
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { siteConfigSchema } from '../../src/cli/config/schema.ts';
import { createProgram } from '../../src/cli/program.ts';
import { repoRoot } from '../helpers/site.ts';

const docs = path.join(repoRoot, 'content/docs');
const read = (rel: string) => fs.readFileSync(path.join(docs, rel), 'utf8');

/** Drops fenced code blocks, so examples do not count as headings or documented flags. */
const prose = (text: string) => text.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1\s*$/gm, '');

/** The object schema inside optional/default/prefault/pipe wrappers, if there is one. */
function objectShape(schema: any): Record<string, unknown> | undefined {
  for (let s = schema, depth = 0; s && depth < 10; depth++) {
    if (s.def?.type === 'object') return s.shape;
    s = s.def?.innerType ?? s.def?.in ?? s.def?.schema;
  }
  return undefined;
}

/** Dotted paths of the config: top-level keys, and the keys of object-valued top-level fields. */
function schemaPaths(): Set<string> {
  const out = new Set<string>();
  for (const [key, value] of Object.entries(siteConfigSchema.shape)) {
    out.add(key);
    // themeConfig has its own page (the theme configuration reference).
    if (key === 'themeConfig') continue;
    for (const sub of Object.keys(objectShape(value) ?? {})) out.add(`${key}.${sub}`);
  }
  return out;
}

const config = suite('config reference page (api/site-config.mdx)');

config('documents every config field of the schema, and nothing else', () => {
  const text = prose(read('api/site-config.mdx'));
  const documented = new Set([...text.matchAll(/^#{3,4} `([\w.]+)`\s*$/gm)].map((m) => m[1]));
  const expected = schemaPaths();
  const missing = [...expected].filter((p) => !documented.has(p));
  const invented = [...documented].filter((p) => !expected.has(p));
  assert.equal(missing, [], `fields of the schema without a heading: ${missing.join(', ')}`);
  assert.equal(invented, [], `headings naming no field of the schema: ${invented.join(', ')}`);
});

config('top-level fields are h3 and nested fields h4 under their parent', () => {
  const text = prose(read('api/site-config.mdx'));
  for (const m of text.matchAll(/^(#{3,4}) `([\w.]+)`\s*$/gm)) {
    assert.is(m[1].length, m[2].includes('.') ? 4 : 3, `heading level of ${m[2]}`);
  }
});

config.run();

const cli = suite('CLI page (cli.mdx)');

/** The page split at `## docsite <command>` headings: command -> section text. */
function cliSections(): Map<string, string> {
  const text = prose(read('cli.mdx'));
  const sections = new Map<string, string>();
  const parts = text.split(/^## /m).slice(1);
  for (const part of parts) {
    const m = /^docsite ([\w:-]+)\s*\n/.exec(part);
    if (m) sections.set(m[1], part);
  }
  return sections;
}

cli('has a section for every command, and no section for a command that does not exist', () => {
  const commands = createProgram().commands.map((c) => c.name());
  const sections = [...cliSections().keys()];
  assert.equal(commands.filter((c) => !sections.includes(c)), [], 'commands without a section');
  assert.equal(sections.filter((s) => !commands.includes(s)), [], 'sections for no command');
});

cli('every option of every command is documented in its section, and every flag there exists', () => {
  const sections = cliSections();
  for (const command of createProgram().commands) {
    const section = sections.get(command.name()) ?? '';
    const flags = command.options.map((o) => o.long!).filter(Boolean);
    for (const flag of flags) assert.ok(new RegExp(`(\`|, )${flag}\\b`).test(section), `docsite ${command.name()} ${flag} is not documented`);
    // Flags written in the section's option table or prose must be real options of that command.
    const written = new Set([...section.matchAll(/(?:`|, )(--[a-z][\w-]*)/g)].map((m) => m[1]));
    const known = new Set([...flags, '--help', '--version']);
    const unknown = [...written].filter((f) => !known.has(f));
    assert.equal(unknown, [], `docsite ${command.name()} documents flags it does not have`);
  }
});

cli.run();
