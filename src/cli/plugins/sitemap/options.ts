// The sitemap plugin's options: Docusaurus-compatible names and defaults, one error for every bad field.
import { z } from 'zod';
import { parsePluginOptions } from '../pluginOptions.ts';

export const CHANGEFREQ = ['always', 'hourly', 'daily', 'weekly', 'monthly', 'yearly', 'never'] as const;

export const sitemapOptionsSchema = z.strictObject({
  /** Dates as `2024-05-01` ('date') or with the time ('datetime'); null leaves lastmod out. */
  lastmod: z.enum(['date', 'datetime'], { error: '"date", "datetime" or null' }).nullable().default(null),
  changefreq: z.enum(CHANGEFREQ, { error: `one of ${CHANGEFREQ.map((c) => `"${c}"`).join(', ')}, or null` }).nullable().default('weekly'),
  priority: z.number({ error: 'a number from 0 to 1, or null' }).min(0, { error: 'a number from 0 to 1, or null' }).max(1, { error: 'a number from 0 to 1, or null' }).nullable().default(0.5),
  /** Globs matched against page paths, baseUrl included: `*` stays within a segment, `**` crosses them. */
  ignorePatterns: z.array(z.string()).default([]),
  /** A file name at the root of the build; sitemaps list only URLs at or below their own folder. */
  filename: z.string().regex(/^[\w.-]+\.xml$/, { error: 'a file name ending in .xml, such as "sitemap.xml"' }).default('sitemap.xml'),
});

export type SitemapOptions = z.output<typeof sitemapOptionsSchema>;
export type UserSitemapOptions = z.input<typeof sitemapOptionsSchema>;

export function validateSitemapOptions(raw: unknown, entry: string): SitemapOptions {
  return parsePluginOptions(sitemapOptionsSchema, raw, { plugin: 'sitemap', entry, knownKeys: () => Object.keys(sitemapOptionsSchema.shape) });
}
