// The llms-txt plugin's options, one error for every bad field.
import { z } from 'zod';
import { parsePluginOptions } from '../pluginOptions.ts';

const WHOLE = 'a whole number of 1 or more, or null';

export const llmsTxtOptionsSchema = z.strictObject({
  /** Globs over page paths, baseUrl included; the default leaves out `<baseUrl>tests/**`. */
  ignorePatterns: z.array(z.string()).optional(),
  /** 'last': llms.txt lists the docs version at the docs root; 'all': every version, each its own section. */
  includeVersions: z.enum(['last', 'all']).default('last'),
  /** Write llms-full.txt: the text of every docs page of the last version, and of every blog post. */
  fullText: z.boolean().default(true),
  /** Write a Markdown copy next to every docs page (every version) and blog post: /docs/cli/ -> /docs/cli.md. */
  markdownPages: z.boolean().default(true),
  /** Most posts llms.txt lists per blog or changelog, newest first; null lists all. */
  maxPosts: z.number({ error: WHOLE }).int({ error: WHOLE }).min(1, { error: WHOLE }).nullable().default(null),
  /** The H1 of llms.txt; default the site title. */
  title: z.string().optional(),
  /** The summary quoted under the H1; default the site tagline. */
  description: z.string().optional(),
});

export type LlmsTxtOptions = z.output<typeof llmsTxtOptionsSchema>;
export type UserLlmsTxtOptions = z.input<typeof llmsTxtOptionsSchema>;

export function validateLlmsTxtOptions(raw: unknown, entry: string): LlmsTxtOptions {
  return parsePluginOptions(llmsTxtOptionsSchema, raw, { plugin: 'llms-txt', entry, knownKeys: () => Object.keys(llmsTxtOptionsSchema.shape) });
}

/** The patterns in force: the given ones, or the site's test area. */
export function ignorePatternsFor(options: LlmsTxtOptions, baseUrl: string): string[] {
  return options.ignorePatterns ?? [`${baseUrl}tests/**`];
}
