// Reads the YAML front matter block of a Markdown file, with errors that point at the line.
import { parse, YAMLParseError } from 'yaml';
import { DocsiteError } from '../errors.ts';

export interface ParsedFrontMatter {
  frontMatter: Record<string, unknown>;
  /** The source without the front matter block. */
  body: string;
  /** Lines the block takes, so body line numbers can be mapped back. */
  lineOffset: number;
}

const FENCE = /^---[ \t]*\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/;

export function parseFrontMatter(source: string, file: string): ParsedFrontMatter {
  const match = FENCE.exec(source);
  if (!match) return { frontMatter: {}, body: source, lineOffset: 0 };
  let data: unknown;
  try {
    data = simpleYaml(match[1]) ?? parse(match[1]) ?? {};
    remember(match[1], data);
  } catch (error) {
    const e = error as YAMLParseError;
    const pos = e.linePos?.[0];
    throw new DocsiteError(`Invalid YAML front matter: ${e.message.split('\n')[0].replace(/ at line \d+, column \d+:?$/, '')}`, {
      location: { file, line: pos ? pos.line + 1 : 1, column: pos?.col },
      hint: 'Fix the YAML between the two --- lines at the top of the file (quote values that contain ": " or start with special characters).',
      cause: error,
    });
  }
  if (typeof data !== 'object' || Array.isArray(data)) {
    throw new DocsiteError('Front matter must be a YAML mapping of keys to values.', {
      location: { file, line: 2 },
      hint: 'Write it as "key: value" lines between the --- fences.',
    });
  }
  const lineOffset = match[0].split('\n').length - 1;
  return { frontMatter: data as Record<string, unknown>, body: source.slice(match[0].length), lineOffset };
}

const SIMPLE_LINE = /^([A-Za-z_][\w-]*):[ \t]+(.*?)[ \t]*$/;
/** Plain scalars YAML 1.2's core schema reads as something other than a string. */
const NOT_STRINGS = new Set(['null', 'Null', 'NULL', 'true', 'True', 'TRUE', 'false', 'False', 'FALSE']);

/**
 * The mapping that `yaml`'s parse gives, for front matter of the common shape only: one `key: value`
 * line per key, each value a quoted string without escapes, an integer, true or false, or a plain
 * string of words and simple punctuation; null for anything else (the caller parses it with
 * `yaml`). Load content parses every page's front matter, and `yaml`'s full parser is slow for this
 * common shape. A test compares both on every front matter of the website and the fixtures.
 */
export function simpleYaml(text: string): Record<string, unknown> | null {
  const out: Record<string, unknown> = {};
  for (const line of text.split('\n')) {
    const m = SIMPLE_LINE.exec(line);
    if (!m || Object.hasOwn(out, m[1]) || m[1] === '__proto__') return null;
    const value = m[2];
    if (/^"[^"\\]*"$/.test(value) || /^'[^']*'$/.test(value)) out[m[1]] = value.slice(1, -1);
    else if (/^(?:0|-?[1-9]\d{0,14})$/.test(value)) out[m[1]] = Number(value);
    else if (value === 'true' || value === 'false') out[m[1]] = value === 'true';
    else if (/^[A-Za-z][\w ,.()'/!?-]*$/.test(value) && !/ #|[ \t]$/.test(value) && !NOT_STRINGS.has(value)) out[m[1]] = value;
    else return null;
  }
  return out;
}

/**
 * Front matter the content plugins parsed, by its YAML text, for the Markdown compile, which
 * exports it from each page (remark-mdx-frontmatter) and would parse the same YAML again, once more
 * per page. Copies, so nothing a plugin does to its own object reaches the compiled page. Each
 * entry is taken once; at most MAX_PARSED are kept.
 */
const parsed = new Map<string, unknown>();
const MAX_PARSED = 20_000;

function remember(yaml: string, data: unknown): void {
  if (parsed.size < MAX_PARSED) parsed.set(yaml, structuredClone(data));
}

/** YAML as `yaml`'s parse reads it, from what parseFrontMatter parsed when it can. */
export function parseYamlOnce(yaml: string): unknown {
  if (parsed.has(yaml)) {
    const data = parsed.get(yaml);
    parsed.delete(yaml);
    return data;
  }
  return parse(yaml);
}

const FORMATS = ['md', 'mdx', 'detect'] as const;

/**
 * The format a file asks for in its front matter, as Docusaurus reads it (`mdx: {format: md}`), or
 * undefined. The YAML is parsed only when the block has an `mdx` key.
 */
export function frontMatterFormat(source: string, file: string): (typeof FORMATS)[number] | undefined {
  const match = FENCE.exec(source);
  if (!match || !/^mdx[ \t]*:/m.test(match[1])) return undefined;
  const { frontMatter } = parseFrontMatter(source, file);
  const format = (frontMatter.mdx as { format?: unknown } | null | undefined)?.format;
  if (format === undefined) return undefined;
  if (typeof format === 'string' && (FORMATS as readonly string[]).includes(format)) return format as (typeof FORMATS)[number];
  const line = match[1].split('\n').findIndex((l) => /^\s+format[ \t]*:/.test(l));
  throw new DocsiteError(`"mdx.format" is ${JSON.stringify(format)}; expected "md", "mdx" or "detect".`, {
    location: { file, line: line === -1 ? 2 : line + 2 },
    hint: 'Write md (plain Markdown), mdx, or detect (by the file extension), or remove the key to follow markdown.format.',
  });
}
