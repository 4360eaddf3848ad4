// The client-redirects plugin's options: Docusaurus-compatible names, one error for every bad field.
import { z } from 'zod';
import { parsePluginOptions } from '../pluginOptions.ts';

export type CreateRedirectsFunction = (existingPath: string) => string[] | string | null | undefined;

const ABSOLUTE_URL = /^([a-z][a-z0-9+.-]*:)?\/\//i;
export const isAbsoluteUrl = (to: string) => ABSOLUTE_URL.test(to);

const sitePath = z.string().regex(/^\/[^?#]*$/, { error: 'a path starting with "/", without query or hash' });
const extension = z.string().regex(/^[a-zA-Z0-9]+$/, { error: 'an extension without the dot, such as "html"' });

const redirect = z.strictObject({
  from: z.union([sitePath, z.array(sitePath).min(1)], { error: 'a path starting with "/", or a non-empty list of them' }),
  to: z.string().refine((to) => to.startsWith('/') || isAbsoluteUrl(to), { error: 'a path starting with "/", or a full URL' }),
});

export const clientRedirectsOptionsSchema = z.strictObject({
  /** Paths without the baseUrl: `from` gets a redirect page, `to` is a page of the site or a full URL. */
  redirects: z.array(redirect).default([]),
  /** `/docs/cli.html` (extension "html") redirects to the existing `/docs/cli/`. */
  fromExtensions: z.array(extension).default([]),
  /** `/download` redirects to the existing `/download.html` (extension "html"). */
  toExtensions: z.array(extension).default([]),
  /** Called with each existing path (no baseUrl); returns the old paths that should redirect to it. */
  createRedirects: z.custom<CreateRedirectsFunction>((v) => typeof v === 'function', { error: 'a function' }).optional(),
});

export type ClientRedirectsOptions = z.output<typeof clientRedirectsOptionsSchema>;
export type UserClientRedirectsOptions = z.input<typeof clientRedirectsOptionsSchema>;

export function validateClientRedirectsOptions(raw: unknown, entry: string): ClientRedirectsOptions {
  return parsePluginOptions(clientRedirectsOptionsSchema, raw, {
    plugin: 'client-redirects',
    entry,
    knownKeys: (p) => (p.length ? ['from', 'to'] : Object.keys(clientRedirectsOptionsSchema.shape)),
  });
}
