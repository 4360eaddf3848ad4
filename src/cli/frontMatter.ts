// Reads the YAML front matter block of a Markdown file, with errors that point at the line.
import { parse, YAMLParseError } from 'yaml';
import { DocsiteError } from './errors.ts';

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
    data = parse(match[1]) ?? {};
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

/**
 * Front matter the content plugins parsed, by its YAML text, for the Markdown compile, which
 * exports it from each page (remark-mdx-frontmatter) and would parse the same YAML again (0.3 ms
 * a page). Copies, so nothing a plugin does to its own object reaches the compiled page. Each
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
