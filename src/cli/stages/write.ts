// Stage: the finished output: each page's policy, the link check, the plugins' postBuild, and
// the temporary folder moved into place.
import fs from 'node:fs/promises';
import path from 'node:path';
import { writePolicyFile } from '../server/contentSecurityPolicy.ts';
import { createHotUpdater } from './hotUpdate.ts';
import { reportBrokenLinks } from '../links/linkReport.ts';
import { localeOfPath } from '../../runtime/locales.ts';
import { task, type Reporter } from '../shared/task.ts';
import type { RenderedPage } from '../types.ts';
import type { Bundled } from './bundles.ts';
import type { Compiled } from './compile.ts';
import type { SiteContent } from './content.ts';
import type { Site } from './loadSite.ts';
import type { BuildSession } from './options.ts';
import { swapOutput } from './output.ts';
import type { BuildPlan } from './plan.ts';
import type { Rendered } from './pages.ts';
import type { BuildServices } from './services.ts';

/**
 * What each page loads first, from the bundler's own output: file sizes and, per page, the scripts
 * its HTML loads or preloads. Budgets are checked against this (bytes are deterministic).
 */
async function writeAssetManifest(file: string, files: { fileName: string; size: number }[], pages: RenderedPage[], baseUrl: string): Promise<void> {
  const manifest = {
    files: Object.fromEntries(files.filter((f) => f.fileName.endsWith('.js')).map((f) => [baseUrl + f.fileName, f.size]).sort(([a], [b]) => String(a).localeCompare(String(b)))),
    pages: Object.fromEntries(pages.map((p) => [p.path, p.scripts ?? []])),
  };
  await fs.mkdir(path.dirname(file), { recursive: true });
  await fs.writeFile(file, JSON.stringify(manifest));
}

export async function writeOutput({ context }: Site, content: SiteContent, plan: BuildPlan, services: BuildServices, compiled: Compiled, bundled: Bundled, rendered: Rendered, session: BuildSession, r: Reporter): Promise<void> {
  const { siteConfig } = context;
  const { pages } = rendered;
  const warn = (m: string) => r.write(m);
  // docsite serve grants each page what it asked for, and every other page the strict policy.
  await writePolicyFile(plan.tmpDir, pages);
  await task(r, 'Check links', () =>
    reportBrokenLinks({ pages, manifest: content.manifest, outDir: plan.tmpDir, baseUrl: context.baseUrl, onBrokenLinks: siteConfig.onBrokenLinks, onBrokenAnchors: siteConfig.onBrokenAnchors, warn }),
  );
  await task(r, 'Post-build plugins', async () => {
    // Each locale's plugins see its own output folder, routes and pages, as in a build of that locale alone.
    const bases = content.localeBases;
    for (const l of content.locales) {
      const outDir = path.join(plan.tmpDir, path.relative(context.outDir, l.context.outDir));
      const own = bases ? pages.filter((p) => localeOfPath(p.path, bases) === l.locale) : pages;
      for (const p of l.loaded) await p.plugin.postBuild?.({ outDir, content: p.content, routes: l.routes, pages: own, siteConfig: l.context.siteConfig });
    }
  });
  if (!plan.dev) await fs.rm(plan.serverDir, { recursive: true, force: true });
  await writeAssetManifest(path.join(context.siteDir, '.docsite', 'asset-manifest.json'), bundled.client.files, pages, context.baseUrl);
  await swapOutput(plan.tmpDir, context.outDir);
  if (services.devServer && rendered.renderer) {
    const { client } = bundled;
    session.hot = createHotUpdater({ direct: compiled.direct.direct, compile: compiled.markdown.mdxCompiler, server: services.devServer, renderer: rendered.renderer, outDir: context.outDir, serverDir: plan.serverDir, runtime: client.mdxRuntime, minify: plan.minify });
  }
}
