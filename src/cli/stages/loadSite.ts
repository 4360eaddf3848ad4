// Stage: the config, and the context every plugin is made with.
import { loadConfig, reportDocusaurusMapping, type LoadedConfig } from '../config/loadConfig.ts';
import { createLoadContext } from '../shared/context.ts';
import { task, type Reporter } from '../shared/task.ts';
import type { LoadContext } from '../types.ts';
import type { BuildOptions } from './options.ts';
import { siteCacheDir } from './plan.ts';

export interface Site {
  config: LoadedConfig;
  context: LoadContext;
}

export async function loadSite(options: BuildOptions, r: Reporter): Promise<Site> {
  const checked = options.dev ? undefined : options.checked;
  const config = await task(r, 'Load config', async () => checked?.config ?? loadConfig(options.siteDir, { configFile: options.configFile }));
  reportDocusaurusMapping(config, (m) => r.write(m));
  const context = createLoadContext(config.siteDir, config.siteConfig, { outDir: options.outDir, isDev: options.dev, cacheDir: siteCacheDir(config.siteDir, options) });
  return { config, context };
}
