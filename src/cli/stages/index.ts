// `docsite build`: the stages in order. Output goes to a temporary folder that replaces the
// previous build only when every stage succeeded; the plan decides which workers and caches run.
import fs from 'node:fs/promises';
import { initPlugins } from '../plugins/index.ts';
import { createReporter, task } from '../shared/task.ts';
import { writeBundles } from './bundles.ts';
import { compileAndBundle, prepareMarkdown } from './compile.ts';
import { loadContent } from './content.ts';
import { loadSite } from './loadSite.ts';
import { createBuildSession, type BuildOptions, type BuildResult, type BuildSession } from './options.ts';
import { prepareOutput } from './output.ts';
import { renderSite } from './pages.ts';
import { makePlan } from './plan.ts';
import { recordBuild, summarize } from './record.ts';
import { startServices } from './services.ts';
import { writeOutput } from './write.ts';

export { createBuildSession, type BuildOptions, type BuildResult, type BuildSession } from './options.ts';
export { RENDER_HELPER_MIN_PAGES } from './plan.ts';

export async function build(options: BuildOptions, session: BuildSession = createBuildSession()): Promise<BuildResult> {
  const started = performance.now();
  const r = options.reporter ?? createReporter();
  // The last build's updater renders with its bundle, which this build replaces.
  await session.hot?.close();
  session.hot = undefined;

  const site = await loadSite(options, r);
  const plan = await makePlan(options, site.config, site.context, options.dev ? undefined : options.checked);
  const plugins = await task(r, 'Load plugins', () => initPlugins(site.locales[0].context));
  // The bundle worker starts now, to load rollup while the content loads.
  const services = startServices(plan, options, site.config, site.context, plugins);
  const content = await loadContent(site, plugins, services, r);
  const markdown = await prepareMarkdown(site, content, plan, services, session);
  await services.guard(() => fs.rm(plan.tmpDir, { recursive: true, force: true }));
  try {
    await prepareOutput(site.context, plan, site.locales.map((l) => l.context.outDir));
    const compiled = await compileAndBundle(site, content, plan, services, markdown, session, r);
    const bundled = await writeBundles(site, content, plan, services, compiled, session, r);
    const rendered = await renderSite(site, content, plan, services, compiled, bundled, session, r);
    await writeOutput(site, content, plan, services, compiled, bundled, rendered, session, r);
    await recordBuild(site, content, plan, bundled, rendered, r);
    return summarize(site, content, bundled, rendered, started, r);
  } catch (error) {
    await services.cleanup(session);
    throw error;
  }
}
