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
 * The last commit of every file of a repository, read from one `git log` of its whole history,
 * newest first: the first commit that lists a file is the one `git log -1 -- <file>` shows. The
 * website asked git once per doc (420 processes): spawning them alone held the main thread for a
 * quarter of a second. Kept per repository until forgetGitHistory() (each build starts with it).
 */
const histories = new Map<string, Promise<Map<string, LastUpdate> | null>>();

/** A new build reads the history again: commits made since the last one count. */
export function forgetGitHistory(): void {
  histories.clear();
}

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

function readHistory(root: string): Promise<Map<string, LastUpdate> | null> {
  let history = histories.get(root);
  if (!history) {
    history = new Promise((resolve) => {
      // core.quotePath off and -z: file names exactly as on disk.
      execFile('git', ['-c', 'core.quotePath=false', 'log', '-z', '--name-only', '--no-renames', '--format=%x01%ct%x09%an'], { cwd: root, maxBuffer: 1024 ** 3 }, (error, stdout) => resolve(error ? null : parseGitHistory(stdout, root)));
    });
    histories.set(root, history);
  }
  return history;
}

/**
 * The last commit touching `file`; empty when git is missing or the file is not committed. (Like
 * `git log -1 -- <file>` but for a change that only a merge commit made, which lists no files.)
 */
export async function gitLastUpdate(file: string): Promise<LastUpdate> {
  // git names files by their real path in the repository.
  let real: string;
  try {
    real = fs.realpathSync(file);
  } catch {
    return {};
  }
  const root = repositoryRoot(path.dirname(real));
  const history = root ? await readHistory(root) : null;
  return history?.get(real) ?? {};
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
