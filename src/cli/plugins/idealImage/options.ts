// The ideal-image plugin's options: which widths to produce, at what quality, and whether dev builds resize.
import { z } from 'zod';
import { parsePluginOptions } from '../pluginOptions.ts';

const width = (what: string) => z.number({ error: `a width in pixels` }).int({ error: `a whole number of pixels (${what})` }).positive({ error: `a width in pixels` });

export const idealImageOptionsSchema = z
  .strictObject({
    /** WebP quality of the resized images, 1 to 100. */
    quality: z.number({ error: 'a number from 1 to 100' }).int({ error: 'a whole number from 1 to 100' }).min(1, { error: 'a number from 1 to 100' }).max(100, { error: 'a number from 1 to 100' }).default(85),
    /** Width of the smallest image. */
    min: width('min').default(640),
    /** Width of the largest image; a narrower source is never enlarged. */
    max: width('max').default(1600),
    /** How many widths from min to max, both included. */
    steps: z.number({ error: 'a whole number of 1 or more' }).int({ error: 'a whole number of 1 or more' }).min(1, { error: 'a whole number of 1 or more' }).default(4),
    /** In `docsite dev`, use the original file instead of resizing (faster rebuilds). */
    disableInDev: z.boolean().default(true),
  })
  .refine((o) => o.min <= o.max, { message: 'min to be at most max', path: ['min'] });

export type IdealImageOptions = z.output<typeof idealImageOptionsSchema>;
export type UserIdealImageOptions = z.input<typeof idealImageOptionsSchema>;

export function validateIdealImageOptions(raw: unknown, entry: string): IdealImageOptions {
  return parsePluginOptions(idealImageOptionsSchema, raw, { plugin: 'ideal-image', entry, knownKeys: () => Object.keys(idealImageOptionsSchema.shape) });
}
