// The whole-build cache: a record of everything the last build read (config, content, the files
// the bundles loaded, docsite itself, the git commit) by content hash, and of what it wrote. When
// every input and the output folder are as recorded, `docsite build` has nothing to do and says so.
// Anything the record cannot vouch for (a changed byte, a new file in a content folder, a touched
// output file, other build options) means a full build: stale output is never kept.
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Where the record of the last build of a site is kept. */
export const buildRecordFile = (siteDir: string) => path.join(siteDir, '.docsite', 'cache', 'last-build.json');

/** What an up-to-date record must have been made with: these options, this docsite, this commit. */
export async function incrementalKey(outDir: string, siteDir: string, minify: boolean | undefined): Promise<string> {
  const frameworkDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
  const parts = { outDir, minify: minify ?? true, nodeEnv: process.env.NODE_ENV ?? '', docsite: await frameworkHash(frameworkDir), git: await gitHead(siteDir) };
  return crypto.createHash('sha1').update(JSON.stringify(parts)).digest('hex');
}

export interface BuildRecord {
  /** Build options, docsite's version and source, the git commit. */
  key: string;
  /** Input file -> sha1 of its content ('' when it did not exist). */
  files: Record<string, string>;
  /** Watched folder -> hash of its file list (a new or removed file changes it). */
  dirs: Record<string, string>;
  /** Hash of the output folder's file names, sizes and modification times. */
  output: string;
  summary: { routes: number; htmlPages: number; jsBytes: number; cssBytes: number };
}

const IGNORED_DIRS = new Set(['node_modules', '.git', '.docsite']);

/** sha1 of a file's content; '' when it does not exist. */
export async function hashFile(file: string): Promise<string> {
  try {
    return crypto.createHash('sha1').update(await fs.readFile(file)).digest('hex');
  } catch {
    return '';
  }
}

/** Every file below `dir` (relative paths, sorted), skipping dependency, VCS and cache folders and `skip`. */
async function listFiles(dir: string, skip: ReadonlySet<string>): Promise<string[]> {
  const out: string[] = [];
  const walk = async (d: string): Promise<void> => {
    let entries;
    try {
      entries = await fs.readdir(d, { withFileTypes: true });
    } catch {
      return;
    }
    const subdirs: string[] = [];
    for (const e of entries) {
      const full = path.join(d, e.name);
      if (e.isDirectory()) {
        if (!IGNORED_DIRS.has(e.name) && !skip.has(full)) subdirs.push(full);
      } else out.push(path.relative(dir, full));
    }
    await Promise.all(subdirs.map(walk));
  };
  await walk(dir);
  return out.sort();
}

async function hashDir(dir: string, skip: ReadonlySet<string>): Promise<string> {
  return crypto.createHash('sha1').update((await listFiles(dir, skip)).join('\n')).digest('hex');
}

/** Names, sizes and times of every output file: a file edited, added or removed by hand changes it. */
export async function hashOutput(outDir: string): Promise<string> {
  const hash = crypto.createHash('sha1');
  const files = await listFiles(outDir, new Set());
  const stats = await Promise.all(files.map((f) => fs.stat(path.join(outDir, f))));
  files.forEach((f, i) => hash.update(`${f}\0${stats[i].size}\0${stats[i].mtimeMs}\n`));
  return hash.digest('hex');
}

/** The commit a git checkout holding `dir` is at ('' outside git): docs dates come from it. */
export async function gitHead(dir: string): Promise<string> {
  for (let d = path.resolve(dir); ; d = path.dirname(d)) {
    const head = await fs.readFile(path.join(d, '.git', 'HEAD'), 'utf8').catch(() => null);
    if (head !== null) {
      const ref = /^ref: (.+)$/m.exec(head)?.[1];
      if (!ref) return head.trim();
      const direct = await fs.readFile(path.join(d, '.git', ref), 'utf8').catch(() => null);
      if (direct !== null) return direct.trim();
      const packed = await fs.readFile(path.join(d, '.git', 'packed-refs'), 'utf8').catch(() => '');
      return new RegExp(`^(\\w+) ${ref.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`, 'm').exec(packed)?.[1] ?? head.trim();
    }
    if (path.dirname(d) === d) return '';
  }
}

/** Hash of docsite's own source and installed packages: a new docsite (or a local edit) rebuilds. */
export async function frameworkHash(frameworkDir: string): Promise<string> {
  const hash = crypto.createHash('sha1');
  const files = (await listFiles(path.join(frameworkDir, 'src'), new Set())).map((f) => path.join(frameworkDir, 'src', f));
  const all = [path.join(frameworkDir, 'package.json'), path.join(frameworkDir, 'node_modules/.package-lock.json'), ...files];
  const hashes = await Promise.all(all.map(hashFile));
  all.forEach((f, i) => hash.update(f).update(hashes[i]));
  return hash.digest('hex');
}

export async function createBuildRecord(o: { key: string; files: string[]; dirs: string[]; skipDirs: string[]; outDir: string; summary: BuildRecord['summary'] }): Promise<BuildRecord> {
  const skip = new Set(o.skipDirs);
  const dirs: Record<string, string> = {};
  const inDirs: string[] = [];
  for (const d of [...new Set(o.dirs)].sort()) {
    const list = await listFiles(d, skip);
    dirs[d] = crypto.createHash('sha1').update(list.join('\n')).digest('hex');
    inDirs.push(...list.map((f) => path.join(d, f)));
  }
  const names = [...new Set([...o.files, ...inDirs])].sort();
  const hashes = await Promise.all(names.map(hashFile));
  const files: Record<string, string> = Object.fromEntries(names.map((f, i) => [f, hashes[i]]));
  return { key: o.key, files, dirs, output: await hashOutput(o.outDir), summary: o.summary };
}

/** True when `record` still describes the inputs and the output folder exactly. */
export async function isUpToDate(record: BuildRecord, o: { key: string; skipDirs: string[]; outDir: string }): Promise<boolean> {
  if (record.key !== o.key) return false;
  const skip = new Set(o.skipDirs);
  const [dirs, files, output] = await Promise.all([
    Promise.all(Object.entries(record.dirs).map(async ([dir, hash]) => (await hashDir(dir, skip)) === hash)),
    Promise.all(Object.entries(record.files).map(async ([file, hash]) => (await hashFile(file)) === hash)),
    hashOutput(o.outDir),
  ]);
  return !dirs.includes(false) && !files.includes(false) && output === record.output;
}

export async function readBuildRecord(file: string): Promise<BuildRecord | null> {
  try {
    return JSON.parse(await fs.readFile(file, 'utf8')) as BuildRecord;
  } catch {
    return null;
  }
}

export async function writeBuildRecord(file: string, record: BuildRecord | null): Promise<void> {
  if (record === null) return void (await fs.rm(file, { force: true }));
  await fs.mkdir(path.dirname(file), { recursive: true });
  await fs.writeFile(file, JSON.stringify(record));
}
