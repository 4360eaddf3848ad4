// The output folder: written in a temporary folder beside outDir, which replaces the previous
// build only once every stage succeeded.
import fs from 'node:fs/promises';
import path from 'node:path';
import { copyKatexAssets } from '../mdx/math.ts';
import type { LoadContext } from '../types.ts';
import type { BuildPlan } from './plan.ts';

async function copyStatic(context: LoadContext, outDir: string): Promise<void> {
  for (const dir of context.siteConfig.staticDirectories) {
    const from = path.resolve(context.contentDir, dir);
    try {
      await fs.cp(from, outDir, { recursive: true });
    } catch (e: any) {
      if (e.code !== 'ENOENT') throw e;
    }
  }
}

/**
 * An empty temporary folder with the static files in it, and in each other locale's folder too
 * (`localeOutDirs`), as Docusaurus writes them: a locale's pages resolve /img/x.png under its own base.
 */
export async function prepareOutput(context: LoadContext, plan: BuildPlan, localeOutDirs: string[] = [context.outDir]): Promise<void> {
  await fs.rm(plan.tmpDir, { recursive: true, force: true });
  await fs.mkdir(plan.tmpDir, { recursive: true });
  for (const dir of localeOutDirs) await copyStatic(context, path.join(plan.tmpDir, path.relative(context.outDir, dir)));
  if (context.siteConfig.markdown.math) await copyKatexAssets(plan.tmpDir);
}

/** Moves the finished build into place; the old output is removed only after the move. */
export async function swapOutput(tmpDir: string, outDir: string): Promise<void> {
  const old = `${outDir}.old-${process.pid}-${Date.now()}`;
  let hadOld = true;
  try {
    await fs.rename(outDir, old);
  } catch (e: any) {
    if (e.code !== 'ENOENT') throw e;
    hadOld = false;
  }
  await fs.rename(tmpDir, outDir);
  if (hadOld) await fs.rm(old, { recursive: true, force: true });
}
