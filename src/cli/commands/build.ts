// `docsite build`: first a cheap check against the record of the last build (buildRecord.ts), made
// before the bundler, the Markdown pipeline and the plugins are even imported; then the build.
import path from 'node:path';
import type { BuildOptions } from '../stages/index.ts';
import { buildRecordFile, frameworkHash, incrementalKey, isUpToDate, readBuildRecord } from '../cache/buildRecord.ts';
import { loadConfig, reportDocusaurusMapping } from '../config/loadConfig.ts';
import { createLoadContext, frameworkDir } from '../shared/context.ts';
import { formatMs } from '../shared/task.ts';

export async function runBuild(options: BuildOptions): Promise<void> {
  const started = performance.now();
  if (options.incremental) {
    const config = await loadConfig(options.siteDir, { configFile: options.configFile });
    const context = createLoadContext(config.siteDir, config.siteConfig, { outDir: options.outDir });
    const record = await readBuildRecord(buildRecordFile(context.siteDir));
    const framework = await frameworkHash(frameworkDir);
    const key = await incrementalKey(context.outDir, context.siteDir, options.minify, framework);
    if (record && (await isUpToDate(record, { key, skipDirs: [context.outDir], outDir: context.outDir }))) {
      reportDocusaurusMapping(config);
      const out = path.relative(process.cwd(), context.outDir) || '.';
      console.log(`Nothing changed since the last build: ${out}/ is up to date (${record.summary.routes} routes, ${record.summary.htmlPages} HTML pages; checked in ${formatMs(performance.now() - started)}). Run with --no-cache to build anyway.`);
      return;
    }
    // The build goes on with what this check loaded and hashed, so a cold build does not redo it.
    const { build } = await import('../stages/index.ts');
    await build({ ...options, checked: { config, recordKey: key, framework } });
    return;
  }
  const { build } = await import('../stages/index.ts');
  await build(options);
}
