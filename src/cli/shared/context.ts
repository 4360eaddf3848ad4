// Builds the LoadContext every plugin receives, from the loaded config and CLI options.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SiteConfig } from '../config/schema.ts';
import type { LoadContext } from '../types.ts';

/** The framework's root folder (where package.json and src/ live). */
export const frameworkDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export function createLoadContext(siteDir: string, siteConfig: SiteConfig, options: { outDir?: string; isDev?: boolean; cacheDir?: string } = {}): LoadContext {
  return {
    siteDir,
    siteConfig,
    contentDir: path.resolve(siteDir, siteConfig.contentDir),
    generatedDir: path.join(siteDir, '.docsite', options.isDev ? 'dev-generated' : 'generated'),
    frameworkDir,
    baseUrl: siteConfig.baseUrl,
    outDir: path.resolve(siteDir, options.outDir ?? siteConfig.outDir),
    isDev: Boolean(options.isDev),
    cacheDir: options.cacheDir,
  };
}
