// Doc tags: front matter tags resolved against the optional tags file, and the tag pages' data.
import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { applyTrailingSlash, joinUrl } from '../../../runtime/paths.ts';
import { DocsiteError } from '../../errors.ts';
import type { DocFrontMatter } from './docFrontMatter.ts';
import type { LoadedDoc } from './types.ts';

export interface TagDefinition {
  label: string;
  /** Relative to the version's tags path, leading slash. */
  permalink: string;
  description?: string;
}
export type TagsFile = Record<string, TagDefinition>;

/** lodash-style kebab case, so tag URLs match Docusaurus ones: "i18n" -> "i-18-n". */
export function kebabCase(text: string): string {
  return (text.match(/\p{Lu}{2,}(?=\p{Lu}\p{Ll}|\b|\d)|\p{Lu}?\p{Ll}+|\p{Lu}+|\p{L}+|\d+/gu) ?? []).map((w) => w.toLowerCase()).join('-');
}

/**
 * Reads the tags file (`tags` option, default tags.yml if present); null when there is none. A
 * translated tags file in `localizedPath` (the current locale's folder) is read in its place.
 */
export function readTagsFile(option: string | false | null | undefined, contentPath: string, localizedPath?: string): TagsFile | null {
  if (option === false || option === null) return null;
  const translated = localizedPath === undefined ? undefined : path.resolve(localizedPath, option ?? 'tags.yml');
  const file = translated !== undefined && fs.existsSync(translated) ? translated : path.resolve(contentPath, option ?? 'tags.yml');
  if (!fs.existsSync(file)) {
    if (option === undefined) return null;
    throw new DocsiteError(`The tags file ${option} was not found in ${path.relative(process.cwd(), contentPath)}.`, { hint: 'Create it, fix the "tags" option, or set tags: false.' });
  }
  const raw = parse(fs.readFileSync(file, 'utf8')) ?? {};
  if (typeof raw !== 'object' || Array.isArray(raw)) {
    throw new DocsiteError('The tags file must map tag keys to { label, permalink, description }.', { location: { file } });
  }
  const out: TagsFile = {};
  for (const [key, value] of Object.entries(raw as Record<string, any>)) {
    if (value !== null && (typeof value !== 'object' || Array.isArray(value))) {
      throw new DocsiteError(`Tag "${key}" in the tags file must be an object or empty.`, { location: { file } });
    }
    out[key] = { label: value?.label ?? key, permalink: value?.permalink ?? `/${kebabCase(key)}`, description: value?.description };
  }
  return out;
}

/** The version's tags list path, as a route path. */
export function tagsListPath(versionPath: string, trailingSlash: boolean): string {
  return applyTrailingSlash(joinUrl(versionPath, 'tags', '/'), trailingSlash);
}

/** Resolves a doc's tags; `inline` marks tags the tags file does not define. */
export function resolveDocTags(tags: DocFrontMatter['tags'], tagsFile: TagsFile | null, versionPath: string, trailingSlash: boolean): LoadedDoc['tags'] {
  const url = (permalink: string) => applyTrailingSlash(joinUrl(versionPath, 'tags', permalink), trailingSlash);
  return (tags ?? []).map((tag) => {
    if (typeof tag === 'string') {
      const def = tagsFile?.[tag];
      if (def) return { label: def.label, permalink: url(def.permalink), description: def.description, inline: false };
      return { label: tag, permalink: url(`/${kebabCase(tag)}`), inline: tagsFile !== null };
    }
    return { label: tag.label, permalink: url(tag.permalink), description: tag.description, inline: tagsFile !== null };
  });
}

export interface TagPage {
  label: string;
  permalink: string;
  description?: string;
  /** True when every doc with the tag is unlisted. */
  unlisted: boolean;
  items: { id: string; title: string; description: string; permalink: string }[];
}

/** One page per tag permalink, docs sorted by title; unlisted docs are not listed. */
export function tagPages(docs: LoadedDoc[]): TagPage[] {
  const pages = new Map<string, TagPage & { all: number }>();
  for (const doc of docs) {
    for (const tag of doc.tags) {
      const page = pages.get(tag.permalink) ?? { label: tag.label, permalink: tag.permalink, description: tag.description, unlisted: true, items: [], all: 0 };
      page.all++;
      if (!doc.unlisted) {
        page.unlisted = false;
        page.items.push({ id: doc.id, title: doc.title, description: doc.description, permalink: doc.permalink });
      }
      pages.set(tag.permalink, page);
    }
  }
  return [...pages.values()]
    .map(({ all: _all, ...page }) => ({ ...page, items: page.items.sort((a, b) => a.title.localeCompare(b.title)) }))
    .sort((a, b) => a.label.localeCompare(b.label));
}
