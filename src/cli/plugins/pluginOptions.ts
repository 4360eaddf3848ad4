// Option validation shared by the built-in plugins: zod parse, one error listing every bad option.
import type { z } from 'zod';
import { DocsiteError } from '../errors.ts';
import { nearestNames } from '../shared/suggest.ts';

const TYPE_NAMES: Record<string, string> = { string: 'a string', boolean: 'a boolean', number: 'a number', object: 'an object', array: 'a list', record: 'an object' };

/** The readable "expected ..." half of a problem, used as zod's message for every issue. */
function expected(issue: z.core.$ZodRawIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      return TYPE_NAMES[issue.expected] ?? `a ${issue.expected}`;
    case 'invalid_value':
      return `one of ${issue.values.map((v) => JSON.stringify(v)).join(', ')}`;
    case 'invalid_union':
      return [...new Set(issue.errors.flatMap((b) => b.filter((i) => i.path.length === 0).map((i) => i.message)))].join(' or ') || 'another shape';
    case 'too_small':
      return issue.origin === 'array' ? 'a non-empty list' : `a number of ${issue.minimum} or more`;
    default:
      return issue.message ?? 'another value';
  }
}

const valueAt = (raw: unknown, path: PropertyKey[]) => path.reduce<unknown>((v, k) => (v && typeof v === 'object' ? (v as any)[k as any] : undefined), raw);
const shown = (v: unknown) => (typeof v === 'function' ? 'a function' : v === undefined ? 'nothing' : JSON.stringify(v)?.slice(0, 60));

export interface ParseOptions {
  /** The plugin's name as users write it: "docs", "blog". */
  plugin: string;
  /** How the config refers to this instance, from describeEntry. */
  entry: string;
  /** Option names valid at a path, for "did you mean". */
  knownKeys: (path: PropertyKey[]) => string[];
}

/** Parses a plugin's options, or throws one DocsiteError listing every bad or unknown option. */
export function parsePluginOptions<S extends z.ZodType>(schema: S, raw: unknown, o: ParseOptions): z.output<S> {
  const result = schema.safeParse(raw ?? {}, { error: expected });
  if (result.success) return result.data;
  const details = result.error.issues.flatMap((issue) => {
    if (issue.code === 'unrecognized_keys') {
      return issue.keys.map((key) => {
        const near = nearestNames(key, o.knownKeys(issue.path));
        return `- ${[...issue.path, key].join('.')}: unknown option${near.length ? `; did you mean ${near.map((n) => `"${n}"`).join(' or ')}?` : '.'}`;
      });
    }
    return [`- ${issue.path.join('.')}: found ${shown(valueAt(raw, issue.path))}; expected ${issue.message}.`];
  });
  throw new DocsiteError(`${o.entry}: ${details.length} invalid ${o.plugin} plugin option${details.length === 1 ? '' : 's'}.`, {
    details,
    hint: `Fix these options in the ${o.plugin} plugin entry of site.config.ts.`,
  });
}

/** How the config refers to a plugin instance, found by the identity of its options object. */
export function describeEntry(plugins: readonly unknown[], options: unknown, plugin: string, id: string): string {
  const index = plugins.findIndex((p) => Array.isArray(p) && p[1] === options);
  return `${index === -1 ? 'plugins' : `plugins[${index}]`} ("${plugin}", id "${id}")`;
}
