// `docsite clear`: removes the build output, the folders a crashed build leaves next to it, and
// .docsite/ (generated code, compiled config and sidebars, server bundles, the dev build).
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { loadConfig } from '../config/loadConfig.ts';
import { DocsiteError } from '../errors.ts';

export interface ClearOptions {
  /** Absolute path of the site folder. */
  siteDir: string;
  /** Config file instead of site.config.ts, relative to siteDir. */
  config?: string;
}

const shown = (p: string) => path.relative(process.cwd(), p) || '.';
const inside = (child: string, parent: string) => child === parent || child.startsWith(parent + path.sep);

/** `build.tmp-123` and `build.old-123-1700000000000`: what `docsite build` leaves when it is killed midway. */
async function buildLeftovers(outDir: string): Promise<string[]> {
  const base = path.basename(outDir).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const pattern = new RegExp(`^${base}\\.(tmp-\\d+|old-\\d+-\\d+)$`);
  const names = await fs.readdir(path.dirname(outDir)).catch(() => [] as string[]);
  return names.filter((n) => pattern.test(n)).sort().map((n) => path.join(path.dirname(outDir), n));
}

export interface ClearResult {
  /** Folders removed, in the order removed. */
  removed: string[];
  outDir: string;
  cacheDir: string;
}

/** Removes what docsite wrote. */
export async function clearSite(o: ClearOptions): Promise<ClearResult> {
  const cacheDir = path.join(path.resolve(o.siteDir), '.docsite');
  // Loading the config writes to .docsite/config: only report .docsite if it was there before.
  const hadCache = existsSync(cacheDir);
  const { siteDir, siteConfig, configPath } = await loadConfig(o.siteDir, { configFile: o.config });
  const outDir = path.resolve(siteDir, siteConfig.outDir);
  const contentDir = path.resolve(siteDir, siteConfig.contentDir);
  if (inside(siteDir, outDir) || inside(contentDir, outDir) || inside(configPath, outDir)) {
    throw new DocsiteError(`Not removing the build output ${shown(outDir)}: it holds the site's own files.`, {
      hint: 'Set outDir in the site config to a folder of its own, such as "build".',
    });
  }
  const removed: string[] = [];
  for (const dir of [outDir, ...(await buildLeftovers(outDir))]) {
    if (!existsSync(dir)) continue;
    await fs.rm(dir, { recursive: true, force: true });
    removed.push(dir);
  }
  await fs.rm(cacheDir, { recursive: true, force: true });
  if (hadCache) removed.push(cacheDir);
  return { removed, outDir, cacheDir };
}

export async function runClear(o: ClearOptions): Promise<void> {
  const { removed, outDir, cacheDir } = await clearSite(o);
  if (removed.length === 0) {
    console.log(`Nothing to remove: there is no ${shown(outDir)}/ and no ${shown(cacheDir)}/.`);
    return;
  }
  console.log('Removed:');
  for (const dir of removed) console.log(`  ${shown(dir)}/`);
}
