// shiki's JavaScript engine turns every Oniguruma pattern of a grammar into a JavaScript RegExp
// (oniguruma-to-es) when the grammar first matches: a visible part of a cold compile, for the same
// patterns every build. The translations depend on the installed
// packages and Node alone, so they are kept per install, like the vendor bundles: in
// node_modules/.cache/docsite-shiki/, one file per set of installed packages and Node version.
// A pattern is translated once, then rebuilt from its source, flags and emulation options.
import crypto from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { EmulatedRegExp } from 'oniguruma-to-es';
import { defaultJavaScriptRegexConstructor } from 'shiki/engine/javascript';
import { readPack, writePack } from '../cache/cachePack.ts';

/** A translation: the RegExp's source and flags, and the options of an EmulatedRegExp. */
type Entry = [source: string, flags: string, options?: Record<string, unknown>];

export interface RegexStore {
  /** shiki's regexConstructor: the translation of `pattern`, from the store when it has it. */
  construct(pattern: string): RegExp;
  /** Writes the store when it learned patterns since it was read; a cache that cannot be written is skipped. */
  save(): Promise<void>;
  /** Patterns translated by this process (not read from the file). */
  readonly translated: number;
}

const FILE_PREFIX = 'regexps-';

/** What the translations depend on: the installed packages (their lock) and the JavaScript engine. */
export function regexCacheKey(frameworkDir: string): string {
  let lock = '';
  try {
    lock = fs.readFileSync(path.join(frameworkDir, 'node_modules/.package-lock.json'), 'utf8');
  } catch {
    // No lock (an unusual install): Node's version still separates the files.
  }
  return crypto.createHash('sha256').update(lock).update('\0').update(process.version).digest('hex').slice(0, 16);
}

const isEntry = (e: unknown): e is Entry => Array.isArray(e) && typeof e[0] === 'string' && typeof e[1] === 'string';

/** A store kept in `dir` under `key` (a pack: see cachePack.ts), or in memory only when `dir` is null. */
export async function loadRegexStore(dir: string | null, key: string): Promise<RegexStore> {
  const file = dir && path.join(dir, `${FILE_PREFIX}${key}.json`);
  const entries = file ? await readPack<unknown>(file) : new Map<string, unknown>();
  return createRegexStore(file, new Map([...entries].filter((e): e is [string, Entry] => isEntry(e[1]))));
}

/** A store over `entries`, saved to `file` (null: in memory only). */
export function createRegexStore(file: string | null, entries = new Map<string, Entry>()): RegexStore {
  let translated = 0;
  let dirty = false;
  return {
    construct(pattern) {
      const hit = entries.get(pattern);
      if (hit) return hit[2] ? new EmulatedRegExp(hit[0], hit[1], hit[2]) : new RegExp(hit[0], hit[1]);
      // The engine's own constructor, with the options the engine passes (it throws for a
      // pattern it cannot translate; such a pattern is not stored).
      const re = defaultJavaScriptRegexConstructor(pattern, { target: undefined });
      entries.set(pattern, re instanceof EmulatedRegExp ? [re.source, re.flags, re.rawOptions as Record<string, unknown>] : [re.source, re.flags]);
      translated++;
      dirty = true;
      return re;
    },
    async save() {
      if (!file || !dirty) return;
      try {
        await writePack(file, entries);
        // Files of other installs or Node versions are stale.
        const dir = path.dirname(file);
        for (const f of await fsp.readdir(dir)) if (f.startsWith(FILE_PREFIX) && f !== path.basename(file) && !f.endsWith('.tmp')) await fsp.rm(path.join(dir, f), { force: true });
        dirty = false;
      } catch {
        // A read-only install: the next build translates again.
      }
    },
    get translated() {
      return translated;
    },
  };
}
