// Stage: the build's record (what an incremental build compares with) and its summary line.
import path from 'node:path';
import { createBuildRecord, writeBuildRecord } from '../cache/buildRecord.ts';
import { formatMs, task, type Reporter } from '../shared/task.ts';
import type { Bundled } from './bundles.ts';
import type { SiteContent } from './content.ts';
import type { Site } from './loadSite.ts';
import type { BuildResult } from './options.ts';
import type { BuildPlan } from './plan.ts';
import type { Rendered } from './pages.ts';

const bytesOf = (files: { fileName: string; size: number }[], ext: string) => files.filter((f) => f.fileName.endsWith(ext)).reduce((a, f) => a + f.size, 0);

export async function recordBuild({ context }: Site, content: SiteContent, plan: BuildPlan, bundled: Bundled, rendered: Rendered, r: Reporter): Promise<void> {
  if (!plan.recordKey) return;
  const { files } = bundled.client;
  const summary = { routes: content.manifest.routes.length, htmlPages: rendered.pages.length, jsBytes: bytesOf(files, '.js'), cssBytes: bytesOf(files, '.css') };
  const key = plan.recordKey;
  await task(r, 'Record the build', async () => writeBuildRecord(plan.recordFile, await createBuildRecord({ key, inputs: await (rendered.recordedInputs ?? rendered.hashRecordedInputs()), outDir: context.outDir, summary })));
}

/** The result build() returns, and the line that says what was built. */
export function summarize(site: Site, content: SiteContent, bundled: Bundled, rendered: Rendered, started: number, r: Reporter): BuildResult {
  const { context, config } = site;
  const { files } = bundled.client;
  const jsBytes = bytesOf(files, '.js');
  const cssBytes = bytesOf(files, '.css');
  const seconds = (performance.now() - started) / 1000;
  const stats = { routes: content.manifest.routes.length, htmlPages: rendered.pages.length, jsBytes, cssBytes, seconds };
  r.write(
    `Built ${stats.routes} routes into ${path.relative(process.cwd(), context.outDir) || '.'}/: ${stats.htmlPages} HTML pages, ${(jsBytes / 1024).toFixed(1)} KiB JS, ${(cssBytes / 1024).toFixed(1)} KiB CSS in ${formatMs(seconds * 1000)}.`,
  );
  return { outDir: context.outDir, config, context, manifest: content.manifest, pages: rendered.pages, watchPaths: rendered.watched, stats };
}
