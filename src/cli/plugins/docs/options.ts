// The docs plugin's options: defaults, and one error listing every invalid field.
import { z } from 'zod';
import { parsePluginOptions } from '../pluginOptions.ts';

export interface EditUrlParams {
  /** Version name, "current" for the docs folder. */
  version: string;
  /** Version folder relative to the site folder, posix ("docs", "versioned_docs/version-1.0.0"). */
  versionDocsDirPath: string;
  /** Doc path relative to the version folder, posix. */
  docPath: string;
  permalink: string;
  /** The locale being built (as Docusaurus passes it), so one function can point each locale at its files. */
  locale?: string;
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
  /** A string editUrl points a translated doc at its translation (i18n/<locale>/...) instead of the default file. */
  editLocalizedFiles: z.boolean().default(false),
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

/**
 * Validates and defaults the options. `entry` names the plugin in the config, e.g.
 * `plugins[1] ("docs", id "community")`, so the error says which instance is wrong.
 */
export function validateDocsOptions(raw: unknown, entry: string): DocsOptions {
  return normalize(parsePluginOptions(docsOptionsSchema, raw, { plugin: 'docs', entry, knownKeys: () => Object.keys(docsOptionsSchema.shape) }));
}

function normalize(o: DocsOptions): DocsOptions {
  // Route base paths are written with or without slashes; keep them bare ("docs", "" for the root).
  return { ...o, routeBasePath: o.routeBasePath.replace(/^\/+|\/+$/g, '') };
}
