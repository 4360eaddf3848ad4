// Post authors: the blog's authors file (authors.yml), inline authors in front matter, the v1
// single-author keys, and social handles turned into profile URLs.
import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { z } from 'zod';
import type { BlogAuthor } from '../../../theme/Blog/types.ts';
import { applyTrailingSlash, joinUrl } from '../../../runtime/paths.ts';
import { DocsiteError, report } from '../../errors.ts';
import { nearestNames } from '../../shared/suggest.ts';
import { kebabCase } from '../docs/tags.ts';
import type { InlineAuthor, PostFrontMatter } from './postFrontMatter.ts';

export type AuthorsMap = Record<string, BlogAuthor & { key: string }>;

const PROFILE_URLS: Record<string, (handle: string) => string> = {
  x: (h) => `https://x.com/${h}`,
  twitter: (h) => `https://twitter.com/${h}`,
  github: (h) => `https://github.com/${h}`,
  linkedin: (h) => `https://www.linkedin.com/in/${h}/`,
  stackoverflow: (h) => `https://stackoverflow.com/users/${h}`,
  bluesky: (h) => `https://bsky.app/profile/${h}`,
  threads: (h) => `https://www.threads.net/@${h}`,
  instagram: (h) => `https://www.instagram.com/${h}`,
  youtube: (h) => `https://www.youtube.com/@${h}`,
  twitch: (h) => `https://www.twitch.tv/${h}`,
};

/**
 * Platforms an author may also name as a key of its own (`twitter: docsite`), as Docusaurus sites
 * do: read as socials. Mastodon has no single host, so its value must be the profile URL.
 */
const SOCIAL_KEYS = [...Object.keys(PROFILE_URLS), 'mastodon'];

const isUrl = (v: string) => /^(https?:)?\/\//i.test(v) || /^mailto:/i.test(v);

/** Handles become profile URLs ("x: docsite" -> https://x.com/docsite); full URLs stay. */
export function normalizeSocials(socials: Record<string, string> | undefined): { socials?: Record<string, string>; problems: string[] } {
  if (!socials || Object.keys(socials).length === 0) return { problems: [] };
  const out: Record<string, string> = {};
  const problems: string[] = [];
  for (const [platform, value] of Object.entries(socials)) {
    const handle = value.trim().replace(/^@/, '');
    const toUrl = PROFILE_URLS[platform.toLowerCase()];
    if (isUrl(value)) out[platform] = value;
    else if (toUrl) out[platform] = toUrl(handle);
    else problems.push(`socials.${platform}: "${value}" is not a URL, and "${platform}" is not a platform docsite knows (${Object.keys(PROFILE_URLS).join(', ')}); give the full profile URL.`);
  }
  return { socials: out, problems };
}

/** What describes an author, in authors.yml and inline in a post's front matter alike. */
export const authorFields = {
  name: z.string().optional(),
  title: z.string().optional(),
  url: z.string().optional(),
  image_url: z.string().optional(),
  imageURL: z.string().optional(),
  email: z.string().optional(),
  socials: z.record(z.string(), z.string()).optional(),
};

/**
 * Keys docsite does not read are let through, as Docusaurus lets them (sites keep custom fields
 * there): `unknownFields` names them, for a warning, and platform keys are read as socials.
 */
const authorEntry = z.looseObject({
  ...authorFields,
  page: z.union([z.boolean(), z.strictObject({ permalink: z.string() })]).optional(),
});

/** The fields of `input` that are neither `known` nor a social platform, with the nearest known names. */
export function unknownFields(input: Record<string, unknown>, known: string[]): string[] {
  return Object.keys(input)
    .filter((k) => !known.includes(k) && !SOCIAL_KEYS.includes(k.toLowerCase()))
    .map((k) => {
      const near = nearestNames(k, [...known, ...SOCIAL_KEYS], { maxDistance: 2, limit: 1 });
      return `${k}: unknown field, ignored${near.length ? `; did you mean ${near.map((n) => `"${n}"`).join(' or ')}?` : '.'}`;
    });
}

/** The platform keys of an author (`github: docsite`), as socials; a value in `socials` wins. */
function socialKeys(input: Record<string, unknown>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(input)) if (typeof v === 'string' && SOCIAL_KEYS.includes(k.toLowerCase())) out[k.toLowerCase()] = v;
  return out;
}

/** An author entry as the theme reads it: camelCase image, socials as URLs, no empty fields. */
function authorFrom(input: InlineAuthor, key: string | undefined, problems: string[]): BlogAuthor {
  const { socials, problems: socialProblems } = normalizeSocials({ ...socialKeys(input), ...input.socials });
  problems.push(...socialProblems);
  const author: BlogAuthor = { key, name: input.name, title: input.title, url: input.url, imageURL: input.imageURL ?? input.image_url, email: input.email, socials };
  return Object.fromEntries(Object.entries(author).filter(([, v]) => v !== undefined)) as BlogAuthor;
}

/**
 * Reads the authors file (YAML or JSON) of a blog; null when there is none. Every author gets a
 * page at <authorsListPath>/<key> unless it says `page: false`.
 */
export function readAuthorsFile(file: string, o: { authorsListPath: string; trailingSlash: boolean; required: boolean; warn?: (message: string) => void }): AuthorsMap | null {
  if (!fs.existsSync(file)) {
    if (!o.required) return null;
    throw new DocsiteError(`The authors file ${path.relative(process.cwd(), file)} was not found.`, { hint: 'Create it, or fix the authorsMapPath option of the blog plugin.' });
  }
  const raw = parse(fs.readFileSync(file, 'utf8')) ?? {};
  if (typeof raw !== 'object' || Array.isArray(raw)) {
    throw new DocsiteError('The authors file must map author keys to { name, title, url, image_url, email, socials }.', { location: { file } });
  }
  const map: AuthorsMap = {};
  const problems: string[] = [];
  const ignored: string[] = [];
  for (const [key, value] of Object.entries(raw as Record<string, unknown>)) {
    const checked = authorEntry.safeParse(value);
    if (!checked.success) {
      for (const issue of checked.error.issues) {
        const at = [key, ...issue.path].join('.');
        if (issue.code === 'unrecognized_keys') for (const k of issue.keys) problems.push(`- ${at}.${k}: unknown field.`);
        else problems.push(`- ${at}: ${issue.message}.`);
      }
      continue;
    }
    ignored.push(...unknownFields(checked.data, Object.keys(authorEntry.shape)).map((p) => `- ${key}.${p}`));
    const entryProblems: string[] = [];
    const author = authorFrom(checked.data, key, entryProblems);
    problems.push(...entryProblems.map((p) => `- ${key}.${p}`));
    if (!author.name && !author.imageURL) problems.push(`- ${key}: an author needs a name or an image_url.`);
    const page = checked.data.page ?? true;
    if (page !== false) {
      const slug = page === true ? kebabCase(key) || key : page.permalink;
      author.page = { permalink: applyTrailingSlash(joinUrl(o.authorsListPath, '/', slug), o.trailingSlash) };
    }
    map[key] = { ...author, key };
  }
  if (problems.length > 0) {
    throw new DocsiteError(`The authors file has ${problems.length} problem${problems.length === 1 ? '' : 's'}:`, {
      location: { file },
      details: problems,
      hint: AUTHOR_FIELDS_HINT,
    });
  }
  if (ignored.length > 0) {
    const n = ignored.length;
    report('warn', new DocsiteError(`The authors file has ${n} field${n === 1 ? '' : 's'} docsite does not read:`, { location: { file }, details: ignored, hint: AUTHOR_FIELDS_HINT }), o.warn);
  }
  return map;
}

const AUTHOR_FIELDS_HINT = `Each author is a key with name, title, url, image_url, email, socials and page fields; ${SOCIAL_KEYS.join(', ')} may also be given as fields of their own.`;

function listOf(authors: PostFrontMatter['authors']): (string | InlineAuthor)[] {
  if (authors === undefined) return [];
  return Array.isArray(authors) ? authors : [authors];
}

/** The v1 single-author keys, as one inline author; null when the post uses none of them. */
function legacyAuthor(fm: PostFrontMatter): InlineAuthor | null {
  const name = fm.author;
  const title = fm.author_title ?? fm.authorTitle;
  const url = fm.author_url ?? fm.authorURL;
  const imageURL = fm.author_image_url ?? fm.authorImageURL;
  if (!name && !title && !url && !imageURL) return null;
  return { name, title, url, imageURL };
}

/** Why `key` cannot be found, with the nearest keys the file has. */
export function unknownAuthorMessage(key: string, map: AuthorsMap | null, authorsFile: string): string {
  const start = `Unknown author "${key}" in "authors": `;
  if (!map) return `${start}there is no ${authorsFile} for this blog.`;
  const known = Object.keys(map);
  const near = nearestNames(key, known);
  if (near.length > 0) return `${start}${authorsFile} has no such key; did you mean ${near.map((n) => `"${n}"`).join(' or ')}?`;
  return `${start}${authorsFile} has no such key; it has ${known.length === 0 ? 'none' : known.map((n) => `"${n}"`).join(', ')}.`;
}

/**
 * A post's authors in front matter order; problems (errors) and warnings are messages about the
 * "authors" key.
 */
export function resolvePostAuthors(fm: PostFrontMatter, map: AuthorsMap | null, authorsFile: string): { authors: BlogAuthor[]; problems: string[]; warnings: string[] } {
  const problems: string[] = [];
  const warnings: string[] = [];
  const legacy = legacyAuthor(fm);
  const entries = listOf(fm.authors);
  if (legacy && entries.length > 0) {
    return { authors: [], problems: ['Use either "authors" or the single-author keys (author, author_title, author_url, author_image_url), not both.'], warnings };
  }
  if (legacy) return { authors: [authorFrom(legacy, undefined, problems)], problems, warnings };
  const authors: BlogAuthor[] = [];
  for (const [index, entry] of entries.entries()) {
    if (typeof entry !== 'string') warnings.push(...unknownFields(entry, ['key', ...Object.keys(authorFields)]).map((w) => `authors${Array.isArray(fm.authors) ? `[${index}]` : ''}.${w}`));
    const key = typeof entry === 'string' ? entry : entry.key;
    if (key === undefined) {
      const author = authorFrom(entry as InlineAuthor, undefined, problems);
      if (!author.name && !author.imageURL) problems.push(`An inline author needs a name, an image_url or the key of ${authorsFile}; this one has ${Object.keys(entry).length ? `only ${Object.keys(entry).map((k) => `"${k}"`).join(', ')}` : 'none'}.`);
      authors.push(author);
      continue;
    }
    const known = map?.[key];
    if (!known) {
      problems.push(unknownAuthorMessage(key, map, authorsFile));
      continue;
    }
    // `{ key, title }` keeps the file's author and overrides the fields it gives.
    const overrides = typeof entry === 'string' ? {} : authorFrom({ ...entry, key: undefined }, undefined, problems);
    authors.push({ ...known, ...overrides, key });
  }
  return { authors, problems, warnings };
}
