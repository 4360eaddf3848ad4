// The search plugin's options. With themeConfig.algolia set, Algolia's own settings (search page
// path, contextual search) come from there instead.
import { z } from 'zod';
import { parsePluginOptions } from '../pluginOptions.ts';

export const searchOptionsSchema = z.strictObject({
  /** Path of the search page below baseUrl; false for none. */
  searchPagePath: z.union([z.string().min(1), z.literal(false)]).default('search'),
  /** Restrict results to the docs version being read (and everything that is not versioned docs). */
  contextualSearch: z.boolean().default(true),
  /** Where the modal's "Let us know." link goes when a query finds nothing; `{query}` is replaced. */
  missingResultsUrl: z.string().optional(),
});

export type SearchOptions = z.output<typeof searchOptionsSchema>;
export type UserSearchOptions = z.input<typeof searchOptionsSchema>;

export function validateSearchOptions(raw: unknown, entry: string): SearchOptions {
  return parsePluginOptions(searchOptionsSchema, raw, { plugin: 'search', entry, knownKeys: () => Object.keys(searchOptionsSchema.shape) });
}
