// The whole-build cache: a record of everything the last build read (config, content, the files
// the bundles loaded, docsite itself, the git commit) by content hash, and of what it wrote. When
// every input and the output folder are as recorded, `docsite build` has nothing to do and says so.
// Anything the record cannot vouch for (a changed byte, a new file in a content folder, a touched
// output file, other build options) means a full build: stale output is never kept.
//
// Files are read, listed and stat'ed synchronously: these are many small operations, one after the
// other, with nothing else for the thread to do meanwhile. Through fs/promises each would also cost
// a thread-pool round trip and promises, several times the work itself.
import crypto from 'node:crypto';
import { readdirSync, readFileSync, statSync, type Dirent } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Where the record of the last build of a site is kept. */
export const buildRecordFile = (siteDir: string) => path.join(siteDir, '.docsite', 'cache', 'last-build.json');

/**
 * What an up-to-date record must have been made with: these options, this docsite, this commit.
 * `framework`: frameworkHash of docsite's folder, when the caller has it already.
 */
export async function incrementalKey(outDir: string, siteDir: string, minify: boolean | undefined, framework?: string): Promise<string> {
  const frameworkDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
  const parts = { outDir, minify: minify ?? true, nodeEnv: process.env.NODE_ENV ?? '', docsite: framework ?? (await frameworkHash(frameworkDir)), git: await gitHead(siteDir) };
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
  return hashFileNow(file);
}

function hashFileNow(file: string): string {
  try {
    return crypto.createHash('sha1').update(readFileSync(file)).digest('hex');
  } catch {
    return '';
  }
}

/** Every file below `dir` (relative paths, sorted), skipping dependency, VCS and cache folders and `skip`. */
function listFiles(dir: string, skip: ReadonlySet<string>): string[] {
  const out: string[] = [];
  const walk = (d: string): void => {
    let entries: Dirent[];
    try {
      entries = readdirSync(d, { withFileTypes: true });
    } catch {
      return;
    }
    for (const e of entries) {
      const full = path.join(d, e.name);
      if (e.isDirectory()) {
        if (!IGNORED_DIRS.has(e.name) && !skip.has(full)) walk(full);
      } else out.push(path.relative(dir, full));
    }
  };
  walk(dir);
  return out.sort();
}

function hashDir(dir: string, skip: ReadonlySet<string>): string {
  return crypto.createHash('sha1').update(listFiles(dir, skip).join('\n')).digest('hex');
}

/** Names, sizes and times of every output file: a file edited, added or removed by hand changes it. */
export async function hashOutput(outDir: string): Promise<string> {
  const hash = crypto.createHash('sha1');
  for (const f of listFiles(outDir, new Set())) {
    const stat = statSync(path.join(outDir, f));
    hash.update(`${f}\0${stat.size}\0${stat.mtimeMs}\n`);
  }
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
  const files = listFiles(path.join(frameworkDir, 'src'), new Set()).map((f) => path.join(frameworkDir, 'src', f));
  for (const f of [path.join(frameworkDir, 'package.json'), path.join(frameworkDir, 'node_modules/.package-lock.json'), ...files]) hash.update(f).update(hashFileNow(f));
  return hash.digest('hex');
}

/** The input side of a record: every file of `dirs` (but `skipDirs`) and every one of `files` by content hash, each folder by its listing. */
export function hashInputs(o: { files: string[]; dirs: string[]; skipDirs: string[] }): Pick<BuildRecord, 'files' | 'dirs'> {
  const skip = new Set(o.skipDirs);
  const dirs: Record<string, string> = {};
  const inDirs: string[] = [];
  for (const d of [...new Set(o.dirs)].sort()) {
    const list = listFiles(d, skip);
    dirs[d] = crypto.createHash('sha1').update(list.join('\n')).digest('hex');
    inDirs.push(...list.map((f) => path.join(d, f)));
  }
  const names = [...new Set([...o.files, ...inDirs])].sort();
  const files: Record<string, string> = Object.fromEntries(names.map((f) => [f, hashFileNow(f)]));
  return { files, dirs };
}

/** The record of a build: its inputs (hashInputs, taken once the build has read them) and the output folder as it is now. */
export async function createBuildRecord(o: { key: string; inputs: Pick<BuildRecord, 'files' | 'dirs'>; outDir: string; summary: BuildRecord['summary'] }): Promise<BuildRecord> {
  return { key: o.key, files: o.inputs.files, dirs: o.inputs.dirs, output: await hashOutput(o.outDir), summary: o.summary };
}

/** True when `record` still describes the inputs and the output folder exactly. */
export async function isUpToDate(record: BuildRecord, o: { key: string; skipDirs: string[]; outDir: string }): Promise<boolean> {
  if (record.key !== o.key) return false;
  const skip = new Set(o.skipDirs);
  // The first difference decides.
  return Object.entries(record.dirs).every(([dir, hash]) => hashDir(dir, skip) === hash) && Object.entries(record.files).every(([file, hash]) => hashFileNow(file) === hash) && (await hashOutput(o.outDir)) === record.output;
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
