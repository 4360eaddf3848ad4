// The tags of docsite's manual as its content declares them, per docs version: what the
// website's build must turn into tag pages, read straight from the files.
import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { repoRoot } from './site.ts';

export interface ManualVersion {
  /** "current" or the name in versions.json. */
  name: string;
  dir: string;
  /** Where the version is served: the current docs are the last version, at /docs/. */
  routeBase: string;
}

export interface VersionTags {
  /** The version's tags.yml as written, or null when the version has none. */
  tagsFile: Record<string, { label?: string; permalink?: string; description?: string } | null> | null;
  /** Doc file (relative to the version folder) -> its front matter tags. */
  docs: Map<string, unknown[]>;
}

const contentDir = path.join(repoRoot, 'content');

/** The current docs and every version of versions.json. */
export function manualVersions(): ManualVersion[] {
  const out: ManualVersion[] = [{ name: 'current', dir: path.join(contentDir, 'docs'), routeBase: '/docs/' }];
  const file = path.join(contentDir, 'versions.json');
  for (const v of JSON.parse(fs.readFileSync(file, 'utf8')) as string[]) {
    out.push({ name: v, dir: path.join(contentDir, 'versioned_docs', `version-${v}`), routeBase: `/docs/${v}/` });
  }
  return out;
}

/** Doc files of a version folder: .md/.mdx, leaving out partials (a path part starting with "_"). */
export function docFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true })
    .map(String)
    .filter((f) => /\.mdx?$/.test(f) && !f.split(path.sep).some((s) => s.startsWith('_')))
    .sort();
}

/** The tags file and each doc's `tags` front matter of one version folder. */
export function versionTags(dir: string): VersionTags {
  const tagsPath = path.join(dir, 'tags.yml');
  const tagsFile = fs.existsSync(tagsPath) ? (parse(fs.readFileSync(tagsPath, 'utf8')) ?? {}) : null;
  const docs = new Map<string, unknown[]>();
  for (const rel of docFiles(dir)) {
    const fm = /^---\n([\s\S]*?)\n---\n/.exec(fs.readFileSync(path.join(dir, rel), 'utf8'));
    const tags = fm ? (parse(fm[1])?.tags ?? []) : [];
    docs.set(rel, Array.isArray(tags) ? tags : [tags]);
  }
  return { tagsFile, docs };
}
