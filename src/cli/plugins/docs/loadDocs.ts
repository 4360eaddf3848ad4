// Reads a version's doc files into LoadedDoc records: ids, URLs, titles, visibility, tags.
import { readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { parseFrontMatter } from '../../shared/frontMatter.ts';
import { DocsiteError } from '../../errors.ts';
import { listFiles } from '../pages.ts';
import { validateDocFrontMatter, describeFrontMatterProblem, type FrontMatterProblem } from './docFrontMatter.ts';
import { docIdFor, docPermalink, docSlug, splitDocPath } from './docPaths.ts';
import { docEditUrl } from './editUrl.ts';
import { readLastUpdate, type LastUpdate } from './lastUpdate.ts';
import { inheritFrontMatter, type Translations } from './localizedFiles.ts';
import { excerpt, firstHeading } from './markdownText.ts';
import { numberPrefixParserFor } from './numberPrefix.ts';
import type { DocsOptions, NumberPrefixParser } from './options.ts';
import { resolveDocTags, type TagsFile } from './tags.ts';
import type { LoadedDoc, VersionMeta } from './types.ts';

/** Markdown files that are docs: partials and helpers start with "_" (the file or a folder). */
export function isDocFile(relativePath: string): boolean {
  return /\.mdx?$/.test(relativePath) && !relativePath.split('/').some((s) => s.startsWith('_'));
}

/** What a translation without its own value keeps from the default file: the doc's id, URL, place and visibility. */
const INHERITED_KEYS = ['id', 'slug', 'sidebar_position', 'parse_number_prefixes', 'draft', 'unlisted'] as const;

export interface CreateDocInput {
  relativePath: string;
  source: string;
  /** File text, front matter included. */
  text: string;
  version: Pick<VersionMeta, 'name' | 'path' | 'editContentPath' | 'editContentPathLocalized'>;
  options: Pick<DocsOptions, 'numberPrefixParser' | 'editUrl'> & Partial<Pick<DocsOptions, 'editLocalizedFiles'>>;
  siteDir: string;
  trailingSlash: boolean;
  isDev: boolean;
  tagsFile: TagsFile | null;
  lastUpdate?: LastUpdate;
  /** The locale being built, for an editUrl function. */
  locale?: string;
  /** When `source` is a translation: the default file it translates. */
  translationOf?: string;
  /** The default file's front matter, when `source` is a translation (see INHERITED_KEYS). */
  defaultFrontMatter?: Record<string, unknown>;
  /** Set when another locale than the default has no translation of this doc. */
  untranslated?: true;
}

/** One doc from its file text; pure. Front matter problems are returned, not thrown. */
export function createDoc(i: CreateDocInput): { doc: LoadedDoc } | { problems: FrontMatterProblem[] } {
  const parsed = parseFrontMatter(i.text, i.source);
  const { body } = parsed;
  const raw = i.defaultFrontMatter ? inheritFrontMatter(parsed.frontMatter, i.defaultFrontMatter, INHERITED_KEYS) : parsed.frontMatter;
  const checked = validateDocFrontMatter(raw, i.text, i.source);
  if ('problems' in checked) return checked;
  const fm = checked.frontMatter;
  const parser: NumberPrefixParser = fm.parse_number_prefixes === false ? numberPrefixParserFor(false) : numberPrefixParserFor(i.options.numberPrefixParser);
  const { sourceDirName, fileName } = splitDocPath(i.relativePath);
  const { id, baseId, numberPrefix } = docIdFor(sourceDirName, fileName, fm.id, parser);
  const slug = docSlug({ baseId, fileName, sourceDirName, frontMatterSlug: fm.slug, parser });
  const permalink = docPermalink(i.version.path, slug, i.trailingSlash);
  const editLocalized = i.translationOf !== undefined && i.options.editLocalizedFiles === true;
  const doc: LoadedDoc = {
    id,
    source: i.source,
    ...(i.translationOf !== undefined && { translationOf: i.translationOf }),
    ...(i.untranslated && { untranslated: true as const }),
    relativePath: i.relativePath,
    sourceDirName,
    numberPrefix,
    slug,
    permalink,
    title: fm.title ?? firstHeading(body) ?? baseId,
    description: fm.description ?? excerpt(body),
    frontMatter: fm,
    // Drafts and unlisted docs behave like the others in dev, so authors can preview them.
    draft: fm.draft === true && !i.isDev,
    unlisted: fm.unlisted === true && !i.isDev,
    editUrl: docEditUrl({
      editUrl: i.options.editUrl,
      frontMatter: fm,
      siteDir: i.siteDir,
      editContentPath: i.version.editContentPath,
      ...(editLocalized && { editContentPathLocalized: i.version.editContentPathLocalized }),
      version: i.version.name,
      relativePath: i.relativePath,
      permalink,
      locale: i.locale,
    }),
    ...i.lastUpdate,
    tags: resolveDocTags(fm.tags, i.tagsFile, i.version.path, i.trailingSlash),
  };
  return { doc };
}

/** Docs that share an id, as error lines naming both files. */
export function duplicateIds(docs: LoadedDoc[], relative: (file: string) => string): string[] {
  const byId = new Map<string, LoadedDoc[]>();
  for (const d of docs) byId.set(d.id, [...(byId.get(d.id) ?? []), d]);
  return [...byId]
    .filter(([, list]) => list.length > 1)
    .map(([id, list]) => `- "${id}": ${list.map((d) => relative(d.source)).join(' and ')}`);
}

const rel = (file: string) => path.relative(process.cwd(), file);

export interface LoadVersionDocsInput extends Omit<CreateDocInput, 'relativePath' | 'source' | 'text' | 'lastUpdate' | 'options' | 'translationOf' | 'defaultFrontMatter' | 'untranslated'> {
  version: VersionMeta;
  options: DocsOptions;
  /** Every file of the version folder, relative, posix. */
  files: string[];
  /** The current locale's translations of those files; absent: every doc is read from the version folder. */
  translations?: Translations;
}

/** All docs of a version; throws once with every front matter problem or duplicate id. */
export async function loadVersionDocs(i: LoadVersionDocsInput): Promise<LoadedDoc[]> {
  const docs: LoadedDoc[] = [];
  const problems: FrontMatterProblem[] = [];
  const results = await Promise.all(
    i.files.filter(isDocFile).map(async (relativePath) => {
      const { source, translationOf, untranslated } = i.translations?.sourceOf(relativePath) ?? { source: path.join(i.version.contentPath, relativePath) };
      // Synchronously: fs/promises' thread-pool round trip and promises for each of open, stat,
      // read and close cost several times the read of a small file.
      const text = readFileSync(source, 'utf8');
      const defaultFrontMatter = translationOf === undefined ? undefined : parseFrontMatter(readFileSync(translationOf, 'utf8'), translationOf).frontMatter;
      const first = createDoc({ ...i, relativePath, source, text, translationOf, defaultFrontMatter, untranslated });
      if ('problems' in first) return first;
      const lastUpdate = await readLastUpdate(source, first.doc.frontMatter, i.options);
      return { doc: { ...first.doc, ...lastUpdate } };
    }),
  );
  for (const r of results) 'problems' in r ? problems.push(...r.problems) : docs.push(r.doc);
  if (problems.length > 0) {
    const [first] = problems;
    const single = problems.length === 1;
    const files = new Set(problems.map((p) => p.file)).size;
    const title = single ? `Invalid front matter: ${describeFrontMatterProblem(first)}` : `Invalid front matter in ${files} doc${files === 1 ? '' : 's'} (${problems.length} fields).`;
    throw new DocsiteError(title, {
      location: single ? { file: first.file, line: first.line } : undefined,
      details: single ? [] : problems.map((p) => `- ${rel(p.file)}:${p.line}: ${describeFrontMatterProblem(p)}`),
      hint: 'Fix the front matter values; see the docs front matter reference for each key.',
    });
  }
  const duplicates = duplicateIds(docs, rel);
  if (duplicates.length > 0) {
    throw new DocsiteError(`Docs of version "${i.version.name}" share ${duplicates.length === 1 ? 'an id' : `${duplicates.length} ids`}:`, {
      details: duplicates,
      hint: 'Each doc needs its own id: rename a file, or set a different "id" in its front matter.',
    });
  }
  return docs.sort((a, b) => a.relativePath.localeCompare(b.relativePath));
}

/** The version folder's files; an error when a versioned folder is missing. */
export async function listVersionFiles(version: VersionMeta): Promise<string[]> {
  try {
    await fs.access(version.contentPath);
  } catch {
    throw new DocsiteError(`The docs folder of version "${version.name}" does not exist: ${rel(version.contentPath)}.`, {
      hint: version.name === 'current' ? 'Create it, set the "path" option, or set includeCurrentVersion: false.' : 'Restore the versioned_docs folder, or remove the version from versions.json.',
    });
  }
  return listFiles(version.contentPath);
}
