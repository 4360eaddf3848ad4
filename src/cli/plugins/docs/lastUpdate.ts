// When a doc was last changed and by whom: front matter `last_update` first, else git.
import { execFile } from 'node:child_process';
import path from 'node:path';
import type { DocFrontMatter } from './docFrontMatter.ts';

export interface LastUpdate {
  /** Milliseconds since the epoch. */
  lastUpdatedAt?: number;
  lastUpdatedBy?: string;
}

// A few git processes at a time: a site has hundreds of docs per version.
const MAX_GIT = 8;
let running = 0;
const waiting: (() => void)[] = [];

async function limited<T>(task: () => Promise<T>): Promise<T> {
  // A finishing task hands its slot straight to the next waiting one.
  if (running >= MAX_GIT) await new Promise<void>((resolve) => waiting.push(resolve));
  else running++;
  try {
    return await task();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else running--;
  }
}

/** The last commit touching `file`; empty when git is missing or the file is not committed. */
export function gitLastUpdate(file: string): Promise<LastUpdate> {
  return limited(() => gitLog(file));
}

function gitLog(file: string): Promise<LastUpdate> {
  return new Promise((resolve) => {
    execFile('git', ['log', '-1', '--format=%ct%x09%an', '--', path.basename(file)], { cwd: path.dirname(file) }, (error, stdout) => {
      const [time, author] = error ? [] : stdout.trim().split('\t');
      resolve(time ? { lastUpdatedAt: Number(time) * 1000, lastUpdatedBy: author } : {});
    });
  });
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
