// The docs plugin's options: defaults, and one error listing every invalid field.
import { z } from 'zod';
import { DocsiteError } from '../../errors.ts';
import { nearestNames } from '../../suggest.ts';

export interface EditUrlParams {
  /** Version name, "current" for the docs folder. */
  version: string;
  /** Version folder relative to the site folder, posix ("docs", "versioned_docs/version-1.0.0"). */
  versionDocsDirPath: string;
  /** Doc path relative to the version folder, posix. */
  docPath: string;
  permalink: string;
}
export type EditUrlFunction = (params: EditUrlParams) => string | undefined;
export type NumberPrefixParser = (fileName: string) => { filename: string; numberPrefix?: number };

const fn = <T>(what: string) => z.custom<T>((v) => typeof v === 'function', { error: what });

const versionOptions = z.strictObject({
  label: z.string().optional(),
  path: z.string().optional(),
  banner: z.enum(['none', 'unreleased', 'unmaintained']).optional(),
  badge: z.boolean().optional(),
  className: z.string().optional(),
  noIndex: z.boolean().optional(),
});

export const docsOptionsSchema = z.strictObject({
  id: z.string().regex(/^[\w-]+$/, { error: 'letters, digits, "_" and "-" only' }).default('default'),
  path: z.string().default('docs'),
  routeBasePath: z.string().default('docs'),
  sidebarPath: z.union([z.string(), z.literal(false)]).optional(),
  includeCurrentVersion: z.boolean().default(true),
  lastVersion: z.string().optional(),
  onlyIncludeVersions: z.array(z.string()).min(1).optional(),
  disableVersioning: z.boolean().default(false),
  versions: z.record(z.string(), versionOptions).default({}),
  editUrl: z.union([z.string(), fn<EditUrlFunction>('a function')]).optional(),
  editCurrentVersion: z.boolean().default(false),
  showLastUpdateTime: z.boolean().default(false),
  showLastUpdateAuthor: z.boolean().default(false),
  breadcrumbs: z.boolean().default(true),
  numberPrefixParser: z.union([z.boolean(), fn<NumberPrefixParser>('a function')]).default(true),
  sidebarCollapsible: z.boolean().default(true),
  sidebarCollapsed: z.boolean().default(true),
  tags: z.union([z.string(), z.literal(false), z.null()]).optional(),
  onInlineTags: z.enum(['ignore', 'log', 'warn', 'throw']).default('warn'),
});

export type DocsOptions = z.output<typeof docsOptionsSchema>;
export type UserDocsOptions = z.input<typeof docsOptionsSchema>;

const TYPE_NAMES: Record<string, string> = { string: 'a string', boolean: 'a boolean', number: 'a number', object: 'an object', array: 'a list', record: 'an object' };

function expected(issue: z.core.$ZodRawIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      return TYPE_NAMES[issue.expected] ?? `a ${issue.expected}`;
    case 'invalid_value':
      return `one of ${issue.values.map((v) => JSON.stringify(v)).join(', ')}`;
    case 'invalid_union':
      return [...new Set(issue.errors.flatMap((b) => b.filter((i) => i.path.length === 0).map((i) => i.message)))].join(' or ') || 'another shape';
    case 'too_small':
      return 'a non-empty list';
    default:
      return issue.message ?? 'another value';
  }
}

function valueAt(raw: unknown, path: PropertyKey[]): unknown {
  return path.reduce<unknown>((v, k) => (v && typeof v === 'object' ? (v as any)[k as any] : undefined), raw);
}

const shown = (v: unknown) => (typeof v === 'function' ? 'a function' : v === undefined ? 'nothing' : JSON.stringify(v)?.slice(0, 60));

/**
 * Validates and defaults the options. `entry` names the plugin in the config, e.g.
 * `plugins[1] ("docs", id "community")`, so the error says which instance is wrong.
 */
export function validateDocsOptions(raw: unknown, entry: string): DocsOptions {
  const result = docsOptionsSchema.safeParse(raw ?? {}, { error: expected });
  if (result.success) return normalize(result.data);
  const known = Object.keys(docsOptionsSchema.shape);
  const details = result.error.issues.flatMap((issue) => {
    if (issue.code === 'unrecognized_keys') {
      return issue.keys.map((key) => {
        const near = nearestNames(key, known);
        return `- ${[...issue.path, key].join('.')}: unknown option${near.length ? `; did you mean ${near.map((n) => `"${n}"`).join(' or ')}?` : '.'}`;
      });
    }
    const at = issue.path.join('.');
    return [`- ${at}: found ${shown(valueAt(raw, issue.path))}; expected ${issue.message}.`];
  });
  throw new DocsiteError(`${entry}: ${details.length} invalid docs plugin option${details.length === 1 ? '' : 's'}.`, {
    details,
    hint: 'Fix these options in the docs plugin entry of site.config.ts.',
  });
}

function normalize(o: DocsOptions): DocsOptions {
  // Route base paths are written with or without slashes; keep them bare ("docs", "" for the root).
  return { ...o, routeBasePath: o.routeBasePath.replace(/^\/+|\/+$/g, '') };
}

/** How the config refers to this plugin instance, found by the identity of its options object. */
export function describeEntry(plugins: readonly unknown[], options: unknown, id: string): string {
  const index = plugins.findIndex((p) => Array.isArray(p) && p[1] === options);
  return `${index === -1 ? 'plugins' : `plugins[${index}]`} ("docs", id "${id}")`;
}
