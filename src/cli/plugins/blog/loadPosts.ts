// Reads a blog folder into BlogPost records: dates, permalinks, titles, authors, tags, visibility.
// Every problem of every post is collected, then the build fails once.
import fs from 'node:fs/promises';
import path from 'node:path';
import { joinUrl } from '../../../runtime/paths.ts';
import { DocsiteError, report } from '../../errors.ts';
import { parseFrontMatter } from '../../shared/frontMatter.ts';
import { describeFrontMatterProblem, keyLine } from '../docs/docFrontMatter.ts';
import { gitLastUpdate } from '../docs/lastUpdate.ts';
import { excerpt } from '../docs/markdownText.ts';
import type { TagsFile } from '../docs/tags.ts';
import { listFiles } from '../pages.ts';
import { inheritFrontMatter, pairTranslations, warnOrphanTranslations } from '../docs/localizedFiles.ts';
import { resolvePostAuthors, type AuthorsMap } from './authors.ts';
import type { BlogOptions } from './options.ts';
import { validatePostFrontMatter, type PostFrontMatter } from './postFrontMatter.ts';
import { fileNameDate, formatPostDate, isPostFile, parseBlogFileName, postPermalink } from './postPaths.ts';
import { analyzePostBody, compilesAsMdx } from './postSource.ts';
import { postReadingTime } from './readingTime.ts';
import { resolvePostTags } from './tags.ts';
import type { BlogPost } from './types.ts';

export interface PostProblem {
  file: string;
  line?: number;
  message: string;
  kind: 'front matter' | 'authors' | 'file name';
}

/** What a translation without its own value keeps from the default file: the post's URL, date and visibility. */
const INHERITED_KEYS = ['slug', 'date', 'draft', 'unlisted'] as const;

export interface CreatePostInput {
  relativePath: string;
  source: string;
  /** File text, front matter included. */
  text: string;
  /** Used when neither the file name nor the front matter has a date (its last commit's, else the file's modification time). */
  fileDate: Date;
  options: Pick<BlogOptions, 'showReadingTime' | 'readingTime' | 'editUrl' | 'truncateMarker' | 'authorsMapPath'> & Partial<Pick<BlogOptions, 'editLocalizedFiles'>>;
  /** URL of the blog root and of its tags index, baseUrl included. */
  blogBasePath: string;
  tagsListPath: string;
  tagsFile: TagsFile | null;
  authorsMap: AuthorsMap | null;
  /** The blog folder relative to the site folder, posix: for edit URLs. */
  blogDirPath: string;
  /** The current locale's translated blog folder, the same way; absent on the default locale. */
  blogDirPathLocalized?: string;
  trailingSlash: boolean;
  isDev: boolean;
  /** Language tag the dates are formatted in. */
  locale: string;
  /** The locale being built, handed to an editUrl function. */
  currentLocale?: string;
  markdownFormat: 'mdx' | 'md' | 'detect';
  /** When `source` is a translation: the default file it translates. */
  translationOf?: string;
  /** The default file's front matter, when `source` is a translation (see INHERITED_KEYS). */
  defaultFrontMatter?: Record<string, unknown>;
  /** Set when another locale than the default has no translation of this post. */
  untranslated?: true;
}

function editUrlFor(i: CreatePostInput, fm: PostFrontMatter, permalink: string): string | undefined {
  if (fm.custom_edit_url !== undefined) return fm.custom_edit_url ?? undefined;
  const { editUrl } = i.options;
  if (!editUrl) return undefined;
  const translated = i.translationOf !== undefined && i.blogDirPathLocalized !== undefined;
  if (typeof editUrl === 'function') {
    // As Docusaurus: the function is told the folder the file is in.
    const blogDirPath = translated ? i.blogDirPathLocalized! : i.blogDirPath;
    return editUrl({ blogDirPath, blogPath: i.relativePath, permalink, ...(i.currentLocale !== undefined && { locale: i.currentLocale }) }) ?? undefined;
  }
  return joinUrl(editUrl, translated && i.options.editLocalizedFiles ? i.blogDirPathLocalized! : i.blogDirPath, i.relativePath);
}

/** One post from its file text; pure. Problems are returned, not thrown; warnings come with the post. */
export function createPost(i: CreatePostInput): { post: BlogPost; warnings: PostProblem[] } | { problems: PostProblem[] } {
  const split = parseFrontMatter(i.text, i.source);
  const { body } = split;
  const raw = i.defaultFrontMatter ? inheritFrontMatter(split.frontMatter, i.defaultFrontMatter, INHERITED_KEYS) : split.frontMatter;
  const checked = validatePostFrontMatter(raw, i.text, i.source);
  if ('problems' in checked) return { problems: checked.problems.map((p) => ({ file: p.file, line: p.line, message: describeFrontMatterProblem(p), kind: 'front matter' })) };
  const fm = checked.frontMatter;
  const problems: PostProblem[] = [];
  const parsed = parseBlogFileName(i.relativePath);
  let date = checked.date;
  if (parsed.dateText) {
    const fromName = fileNameDate(parsed.dateText);
    if ('problem' in fromName) problems.push({ file: i.source, message: `Impossible date in the file name: ${fromName.problem}.`, kind: 'file name' });
    else date ??= fromName.date;
  }
  const resolved = resolvePostAuthors(fm, i.authorsMap, path.basename(i.options.authorsMapPath));
  const authorsKey = fm.authors !== undefined ? 'authors' : 'author';
  const atAuthors = (message: string): PostProblem => ({ file: i.source, line: keyLine(i.text, authorsKey), message, kind: 'authors' });
  problems.push(...resolved.problems.map(atAuthors));
  if (problems.length > 0) return { problems };
  const warnings = resolved.warnings.map(atAuthors);

  date ??= i.fileDate;
  const analysis = analyzePostBody(body, i.options.truncateMarker);
  const slug = fm.slug ?? parsed.slug;
  const permalink = postPermalink(i.blogBasePath, slug, i.trailingSlash);
  const formattedDate = formatPostDate(date, i.locale);
  const post: BlogPost = {
    source: i.source,
    ...(i.translationOf !== undefined && { translationOf: i.translationOf }),
    ...(i.untranslated && { untranslated: true as const }),
    relativePath: i.relativePath,
    slug,
    permalink,
    title: fm.title ?? analysis.contentTitle?.text ?? (parsed.text || formattedDate),
    description: fm.description ?? excerpt(analysis.contentTitle ? body.slice(analysis.contentTitle.end) : body),
    date,
    formattedDate,
    readingTime: postReadingTime({ content: body, frontMatter: fm, show: i.options.showReadingTime, readingTime: i.options.readingTime }),
    authors: resolved.authors,
    tags: resolvePostTags(fm.tags, i.tagsFile, i.tagsListPath, i.trailingSlash),
    frontMatter: fm,
    // Drafts and unlisted posts behave like the others in dev, so authors can preview them.
    draft: fm.draft === true && !i.isDev,
    unlisted: fm.unlisted === true && !i.isDev,
    editUrl: editUrlFor(i, fm, permalink),
    analysis,
    frontMatterBlock: i.text.slice(0, i.text.length - body.length),
    body,
    isMdx: compilesAsMdx(i.source, i.markdownFormat),
  };
  return { post, warnings };
}

/** Newest first; posts of the same moment keep file order. */
export function sortPosts(posts: BlogPost[], order: BlogOptions['sortPosts']): BlogPost[] {
  const sign = order === 'ascending' ? 1 : -1;
  return [...posts].sort((a, b) => sign * (a.date.getTime() - b.date.getTime()));
}

const rel = (file: string) => path.relative(process.cwd(), file) || file;

const HINTS: Record<PostProblem['kind'], string> = {
  'front matter': 'Fix the front matter values; see the blog front matter reference for each key.',
  authors: 'Use a key of the authors file, or write the author inline: authors: [{ name: "…", title: "…" }].',
  'file name': 'Rename the file: a post file name starts with a real date, YYYY-MM-DD-name.md.',
};

/** Throws one error for every problem of every post; a single problem carries its location. */
export function throwPostProblems(problems: PostProblem[]): void {
  if (problems.length === 0) return;
  if (problems.length === 1) {
    const [p] = problems;
    const message = p.kind === 'front matter' ? `Invalid front matter: ${p.message}` : p.message;
    throw new DocsiteError(message, { location: { file: rel(p.file), line: p.line }, hint: HINTS[p.kind] });
  }
  const files = new Set(problems.map((p) => p.file)).size;
  const sorted = [...problems].sort((a, b) => a.file.localeCompare(b.file) || (a.line ?? 0) - (b.line ?? 0));
  throw new DocsiteError(`${problems.length} problems in ${files} blog post${files === 1 ? '' : 's'}:`, {
    details: sorted.map((p) => `- ${rel(p.file)}${p.line ? `:${p.line}` : ''}: ${p.message}`),
    hint: [...new Set(sorted.map((p) => HINTS[p.kind]))].join(' '),
  });
}

export interface LoadPostsInput extends Omit<CreatePostInput, 'relativePath' | 'source' | 'text' | 'fileDate' | 'translationOf' | 'defaultFrontMatter' | 'untranslated'> {
  /** Absolute blog folder. */
  contentPath: string;
  /** The current locale's translations of the blog (see localizedPluginDir); absent on the default locale. */
  localizedPath?: string;
  /** Names the blog in warnings when it is not the default instance. */
  pluginId?: string;
  sortPosts: BlogOptions['sortPosts'];
  /** Prints the warnings of all posts, once (console.warn by default). */
  warn?: (message: string) => void;
}

/** Every post of the folder, sorted, drafts left out in production; throws once for all problems. */
export async function loadPosts(i: LoadPostsInput): Promise<BlogPost[]> {
  try {
    await fs.access(i.contentPath);
  } catch {
    throw new DocsiteError(`The blog folder ${rel(i.contentPath)} does not exist.`, { hint: 'Create it and add a post such as 2024-01-31-welcome.md, or set the "path" option of the blog plugin.' });
  }
  const files = (await listFiles(i.contentPath)).filter(isPostFile);
  const localized = i.localizedPath;
  const translations = pairTranslations({
    defaultDir: i.contentPath,
    localizedDir: localized,
    defaultFiles: files,
    translatedFiles: localized === undefined ? [] : (await listFiles(localized)).filter(isPostFile),
  });
  if (localized !== undefined) {
    const what = i.pluginId && i.pluginId !== 'default' ? `blog "${i.pluginId}"` : 'the blog';
    warnOrphanTranslations(translations.orphans, { what, locale: i.currentLocale, localizedDir: localized, defaultDir: i.contentPath, warn: i.warn ?? console.warn });
  }
  const results = await Promise.all(
    files.map(async (relativePath) => {
      const { source, translationOf, untranslated } = translations.sourceOf(relativePath);
      // A translated post is dated like the default file, so every locale lists posts in one order.
      const original = translationOf ?? source;
      const [text, stat, originalText] = await Promise.all([fs.readFile(source, 'utf8'), fs.stat(original), translationOf === undefined ? undefined : fs.readFile(translationOf, 'utf8')]);
      const defaultFrontMatter = originalText === undefined ? undefined : parseFrontMatter(originalText, original).frontMatter;
      const input = { ...i, relativePath, source, text, fileDate: stat.mtime, translationOf, defaultFrontMatter, untranslated };
      const result = createPost(input);
      // An undated post (it got the very fileDate object) takes its last commit's date: file times
      // only say when this checkout was made, so two checkouts would build different sites.
      if ('post' in result && result.post.date === stat.mtime) {
        const committed = (await gitLastUpdate(original)).lastUpdatedAt;
        if (committed !== undefined) return createPost({ ...input, fileDate: new Date(committed) });
      }
      return result;
    }),
  );
  const problems = results.flatMap((r) => ('problems' in r ? r.problems : []));
  throwPostProblems(problems);
  const warnings = results.flatMap((r) => ('warnings' in r ? r.warnings : []));
  if (warnings.length > 0) {
    const n = warnings.length;
    const details = warnings.map((p) => `- ${rel(p.file)}${p.line ? `:${p.line}` : ''}: ${p.message}`);
    report('warn', new DocsiteError(`${n} author field${n === 1 ? '' : 's'} of blog posts ${n === 1 ? 'is' : 'are'} not read by docsite:`, { details, hint: 'An author takes name, title, url, image_url, email, socials and key, and social platforms (twitter, github, x, ...) as fields of their own; other fields are ignored, so remove them or fix their names.' }), i.warn);
  }
  const posts = results.flatMap((r) => ('post' in r ? [r.post] : []));
  return sortPosts(posts.filter((p) => !p.draft), i.sortPosts);
}
