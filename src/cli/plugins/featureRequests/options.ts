// The feature-requests plugin's options: one error listing every bad or unknown option.
import { z } from 'zod';
import { parsePluginOptions } from '../pluginOptions.ts';

export const featureRequestsOptionsSchema = z.strictObject({
  id: z.string().regex(/^[\w-]+$/, { error: 'letters, digits, "_" and "-" only' }).default('default'),
  /** The data file, relative to the content folder; default feature-requests.yml, .yaml or .json, whichever exists. */
  path: z.string().min(1).optional(),
  /** Where the board lives below baseUrl; every path under it renders the board. */
  routeBasePath: z.string().min(1).default('feature-requests'),
  /** The board's heading and page title. */
  title: z.string().default('Feature requests'),
  /** One sentence under the heading, also the page's meta description. */
  description: z.string().default('Ideas for the project, with their status and how many readers asked for them.'),
});

export type FeatureRequestsOptions = z.output<typeof featureRequestsOptionsSchema>;
export type UserFeatureRequestsOptions = z.input<typeof featureRequestsOptionsSchema>;

export function validateFeatureRequestsOptions(raw: unknown, entry: string): FeatureRequestsOptions {
  return parsePluginOptions(featureRequestsOptionsSchema, raw, { plugin: 'feature-requests', entry, knownKeys: () => Object.keys(featureRequestsOptionsSchema.shape) });
}
