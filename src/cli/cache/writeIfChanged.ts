// The build's generated files (data files, generated modules, changelog entries) are written
// through this one helper.
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Writes `content` to `file` unless it holds that already, so watchers do not loop and mtimes stay
 * put; through a temporary file and a rename, so a reader (the bundler, another build) never sees
 * half a file. Synchronous: these are small files, and fs/promises spends more on its round trips
 * than the writes take. `madeDirs` holds the folders the caller made already.
 */
export function writeIfChanged(file: string, content: string, madeDirs?: Set<string>): boolean {
  try {
    if (readFileSync(file, 'utf8') === content) return false;
  } catch {}
  const dir = path.dirname(file);
  if (!madeDirs?.has(dir)) {
    mkdirSync(dir, { recursive: true });
    madeDirs?.add(dir);
  }
  const tmp = `${file}.${process.pid}.tmp`;
  writeFileSync(tmp, content);
  renameSync(tmp, file);
  return true;
}
