// When a doc was last changed and by whom: front matter `last_update` first, else git.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { DocFrontMatter } from './docFrontMatter.ts';

export interface LastUpdate {
  /** Milliseconds since the epoch. */
  lastUpdatedAt?: number;
  lastUpdatedBy?: string;
}

/**
 * The last commit of every file of the site's folder, read from one `git log` of its history,
 * newest first: the first commit that lists a file is the one `git log -1 -- <file>` shows. One
 * process, because spawning one per doc would hold the main thread a long time. The log is limited
 * to the site's folder, so a site inside a large repository reads only its own commits' changes.
 * Kept until forgetGitHistory() (each build starts with it); a file outside the folder is asked
 * about on its own.
 */
const histories = new Map<string, Promise<Map<string, LastUpdate> | null>>();
let scope: string | null = null;

/**
 * A new build reads the history again (commits made since the last one count), limited to
 * `siteDir`; without it, to the whole repository.
 */
export function forgetGitHistory(siteDir?: string): void {
  histories.clear();
  scope = siteDir ? realpathOrNull(siteDir) : null;
}

function realpathOrNull(file: string): string | null {
  try {
    return fs.realpathSync(file);
  } catch {
    return null;
  }
}

const inside = (file: string, dir: string) => file === dir || file.startsWith(dir.endsWith(path.sep) ? dir : dir + path.sep);

/** The folder holding the `.git` of the repository `dir` is in, or null. */
function repositoryRoot(dir: string): string | null {
  for (let d = dir; ; d = path.dirname(d)) {
    if (fs.existsSync(path.join(d, '.git'))) return d;
    if (path.dirname(d) === d) return null;
  }
}

/** Parses `git log -z --name-only --format=%x01%ct%x09%an` (paths relative to `root`). */
export function parseGitHistory(out: string, root: string): Map<string, LastUpdate> {
  const files = new Map<string, LastUpdate>();
  for (const commit of out.split('\x01')) {
    const end = commit.indexOf('\0');
    if (end === -1) continue;
    const [time, author] = commit.slice(0, end).split('\t');
    const update: LastUpdate = { lastUpdatedAt: Number(time) * 1000, lastUpdatedBy: author };
    for (const name of commit.slice(end + 1).replace(/^\n/, '').split('\0')) {
      const file = name && path.join(root, name);
      if (file && !files.has(file)) files.set(file, update);
    }
  }
  return files;
}

/** The history of `folder` (inside the repository at `root`): one git process per build. */
function readHistory(root: string, folder: string): Promise<Map<string, LastUpdate> | null> {
  let history = histories.get(folder);
  if (!history) {
    history = new Promise((resolve) => {
      // core.quotePath off and -z: file names exactly as on disk.
      const args = ['-c', 'core.quotePath=false', 'log', '-z', '--name-only', '--no-renames', '--format=%x01%ct%x09%an', '--', path.relative(root, folder) || '.'];
      execFile('git', args, { cwd: root, maxBuffer: 1024 ** 3 }, (error, stdout) => resolve(error ? null : parseGitHistory(stdout, root)));
    });
    histories.set(folder, history);
  }
  return history;
}

/** `git log -1` of one file, for a file outside the site's folder. */
function gitLogOne(file: string): Promise<LastUpdate> {
  return new Promise((resolve) => {
    execFile('git', ['log', '-1', '--format=%ct%x09%an', '--', path.basename(file)], { cwd: path.dirname(file) }, (error, stdout) => {
      const [time, author] = error ? [] : stdout.trim().split('\t');
      resolve(time ? { lastUpdatedAt: Number(time) * 1000, lastUpdatedBy: author } : {});
    });
  });
}

/**
 * The last commit touching `file`; empty when git is missing or the file is not committed. (Like
 * `git log -1 -- <file>` but for a change that only a merge commit made, which lists no files.)
 */
export async function gitLastUpdate(file: string): Promise<LastUpdate> {
  // git names files by their real path in the repository.
  const real = realpathOrNull(file);
  if (!real) return {};
  const root = repositoryRoot(path.dirname(real));
  if (!root) return {};
  if (scope && !inside(real, scope)) return gitLogOne(real);
  // The site's folder when it is in this repository; else the repository (a site inside a submodule).
  const folder = scope && inside(scope, root) ? scope : root;
  return (await readHistory(root, folder))?.get(real) ?? {};
}

/** Combines the front matter and git, keeping only what the options ask to show. */
export async function readLastUpdate(
  file: string,
  frontMatter: DocFrontMatter,
  options: { showLastUpdateTime: boolean; showLastUpdateAuthor: boolean },
  git: (file: string) => Promise<LastUpdate> = gitLastUpdate,
): Promise<LastUpdate> {
  if (!options.showLastUpdateTime && !options.showLastUpdateAuthor) return {};
  const given = frontMatter.last_update ?? {};
  const needGit = (options.showLastUpdateTime && given.date === undefined) || (options.showLastUpdateAuthor && given.author === undefined);
  const fromGit = needGit ? await git(file) : {};
  const date = given.date !== undefined ? new Date(given.date).getTime() : fromGit.lastUpdatedAt;
  return {
    lastUpdatedAt: options.showLastUpdateTime && date !== undefined && !Number.isNaN(date) ? date : undefined,
    lastUpdatedBy: options.showLastUpdateAuthor ? (given.author ?? fromGit.lastUpdatedBy) : undefined,
  };
}
