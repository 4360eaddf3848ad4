// A cache folder's entries in one JSON file: key -> value. Creating a file is slow on some disks,
// and a build has entries for every page: a pack writes them all at once. It holds the entries of
// the last build only, so it never outgrows the site.
import fs from 'node:fs/promises';
import path from 'node:path';

/** The entries stored in `file`; none when it is missing or unreadable (a cache never fails a build). */
export async function readPack<T>(file: string): Promise<Map<string, T>> {
  try {
    const data = JSON.parse(await fs.readFile(file, 'utf8'));
    return data && typeof data === 'object' && !Array.isArray(data) ? new Map(Object.entries(data as Record<string, T>)) : new Map();
  } catch {
    return new Map();
  }
}

/**
 * Stores `entries` as `file`, written under a temporary name and renamed: no reader sees half of
 * it. The folder holds packs only: what else is in it (the file per entry that docsite 3.4.0 and
 * older kept) is removed.
 */
export async function writePack<T>(file: string, entries: ReadonlyMap<string, T>): Promise<void> {
  const dir = path.dirname(file);
  await fs.mkdir(dir, { recursive: true });
  const tmp = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  await fs.writeFile(tmp, JSON.stringify(Object.fromEntries([...entries].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))));
  await fs.rename(tmp, file);
  const loose = (await fs.readdir(dir)).filter((name) => !name.endsWith('.json') && !name.endsWith('.tmp'));
  await Promise.all(loose.map((name) => fs.rm(path.join(dir, name), { recursive: true, force: true })));
}

/** True when both hold the same keys (the values under a key never differ: keys are content hashes). */
export function sameKeys(a: ReadonlyMap<string, unknown>, b: ReadonlyMap<string, unknown>): boolean {
  return a.size === b.size && [...a.keys()].every((k) => b.has(k));
}
