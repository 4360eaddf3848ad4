// Rollup's output kept across builds: a pass whose options and every file it read last time are
// unchanged (by content) copies its previous output instead of bundling again. Editing a Markdown
// page that is a direct module leaves both passes' inputs as they were, so a one-page change
// costs no bundling. Anything else read or resolved differently (a new file in the content or
// theme folders changes the key) bundles again.
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { hashFile } from '../cache/buildRecord.ts';

interface CacheRecord {
  key: string;
  /** Input file -> sha1 of its content. */
  inputs: Record<string, string>;
  /** Output files, relative to the output folder, stored under files/ in the cache folder. */
  files: string[];
  meta: unknown;
}


async function copyFiles(files: string[], from: string, to: string): Promise<void> {
  await Promise.all(
    files.map(async (f) => {
      await fs.mkdir(path.dirname(path.join(to, f)), { recursive: true });
      await fs.copyFile(path.join(from, f), path.join(to, f));
    }),
  );
}

/** Hash of a folder's file list (names only), for the cache key: a new file may change how imports resolve. */
export async function listingHash(dirs: string[]): Promise<string> {
  const hash = crypto.createHash('sha1');
  for (const dir of dirs) {
    const names = await fs.readdir(dir, { recursive: true }).catch(() => [] as string[]);
    hash.update(dir).update('\0').update(names.map(String).sort().join('\n'));
  }
  return hash.digest('hex');
}

export interface BundleCacheOptions<T> {
  /** This pass's cache folder. */
  dir: string;
  key: string;
  /** Where the pass writes its output. */
  outDir: string;
  run: () => Promise<T>;
  /** Every file the pass read (absolute paths). */
  inputs: (result: T) => string[];
  /** The pass's output files, relative to outDir. */
  outputs: (result: T) => Promise<string[]> | string[];
  /** What to keep of the result (JSON), and how to get it back. */
  save: (result: T) => unknown;
  restore: (meta: unknown, inputs: string[]) => T;
}

export async function withBundleCache<T>(o: BundleCacheOptions<T>): Promise<{ result: T; cached: boolean }> {
  const recordFile = path.join(o.dir, 'record.json');
  const record = await fs
    .readFile(recordFile, 'utf8')
    .then((t) => JSON.parse(t) as CacheRecord)
    .catch(() => null);
  if (record && record.key === o.key) {
    const hashes = await Promise.all(Object.entries(record.inputs).map(async ([f, h]) => (await hashFile(f)) === h));
    if (!hashes.includes(false)) {
      try {
        await copyFiles(record.files, path.join(o.dir, 'files'), o.outDir);
        return { result: o.restore(record.meta, Object.keys(record.inputs)), cached: true };
      } catch {
        // A cache folder damaged by hand: bundle again.
      }
    }
  }
  const result = await o.run();
  await fs.rm(o.dir, { recursive: true, force: true });
  const files = await o.outputs(result);
  await copyFiles(files, o.outDir, path.join(o.dir, 'files'));
  const inputs: Record<string, string> = {};
  for (const f of [...new Set(o.inputs(result).filter((f) => path.isAbsolute(f)))].sort()) inputs[f] = await hashFile(f);
  await fs.writeFile(recordFile, JSON.stringify({ key: o.key, inputs, files, meta: o.save(result) } satisfies CacheRecord));
  return { result, cached: false };
}
