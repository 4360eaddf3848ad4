// The changelog plugin: CHANGELOG.md as a blog. Each `## <version> (YYYY-MM-DD)` section becomes a
// generated post (see entrySource.ts) of a blog plugin instance this plugin drives; its routes
// render with the Changelog* theme components, and entry pages learn which list page shows them.
import fs from 'node:fs/promises';
import path from 'node:path';
import { DocsiteError } from '../../errors.ts';
import type { LoadContext, Plugin } from '../../types.ts';
import blogPlugin from '../blog/index.ts';
import { blogPaths } from '../blog/postPaths.ts';
import { compilesAsMdx } from '../blog/postSource.ts';
import type { BlogContent } from '../blog/types.ts';
import { writeIfChanged } from '../../cache/writeIfChanged.ts';
import { describeEntry } from '../pluginOptions.ts';
import { committersAuthorsFile, entryFileName, entrySource, releaseDates } from './entrySource.ts';
import { blogOptionsFor, validateChangelogOptions, type UserChangelogOptions } from './options.ts';
import { parseChangelog, type ChangelogProblem } from './parseChangelog.ts';
import { changelogRoute, listPageLinks } from './routes.ts';

export type { UserChangelogOptions as ChangelogPluginOptions } from './options.ts';

const rel = (file: string) => path.relative(process.cwd(), file) || file;
const HINT = 'Every "## " heading of the changelog starts a release: write it as "## <version> (YYYY-MM-DD)", and use "####" for headings inside a release.';

/** One error for every heading that is not a release; a single one carries its location. */
function throwChangelogProblems(file: string, problems: ChangelogProblem[]): void {
  if (problems.length === 0) return;
  if (problems.length === 1) throw new DocsiteError(problems[0].message, { location: { file: rel(file), line: problems[0].line }, hint: HINT });
  throw new DocsiteError(`${problems.length} headings of ${rel(file)} are not releases:`, {
    details: problems.map((p) => `- ${rel(file)}:${p.line}: ${p.message}`),
    hint: HINT,
  });
}

/** Writes one Markdown file per release and the committers' authors file; removes entries of releases that are gone. */
async function writeEntries(changelogFile: string, entriesDir: string, authorsFile: string, isMdx: boolean): Promise<void> {
  const text = await fs.readFile(changelogFile, 'utf8').catch((cause) => {
    if (cause?.code !== 'ENOENT') throw cause;
    throw new DocsiteError(`The changelog file ${rel(changelogFile)} was not found.`, {
      hint: 'Create it, or set the changelogPath option of the changelog plugin (relative to the folder of site.config.ts).',
      cause,
    });
  });
  const { releases, problems } = parseChangelog(text);
  throwChangelogProblems(changelogFile, problems);
  const dates = releaseDates(releases);
  const files = new Map(releases.map((r, i) => [entryFileName(r.version), entrySource(r, dates[i], isMdx)]));
  await fs.mkdir(entriesDir, { recursive: true });
  for (const old of await fs.readdir(entriesDir)) if (old.endsWith('.md') && !files.has(old)) await fs.rm(path.join(entriesDir, old), { force: true });
  for (const [name, source] of files) writeIfChanged(path.join(entriesDir, name), source);
  writeIfChanged(authorsFile, JSON.stringify(committersAuthorsFile(releases), null, 2));
}

export default function changelogPlugin(context: LoadContext, rawOptions: UserChangelogOptions = {}): Plugin<BlogContent> {
  const givenId = typeof rawOptions?.id === 'string' ? rawOptions.id : 'default';
  const options = validateChangelogOptions(rawOptions, describeEntry(context.siteConfig.plugins, rawOptions, 'changelog', givenId));
  const { siteConfig } = context;
  const changelogFile = path.resolve(context.siteDir, options.changelogPath);
  const generatedDir = path.join(context.generatedDir, 'changelog', options.id);
  const generated = { entriesDir: path.join(generatedDir, 'entries'), authorsFile: path.join(generatedDir, 'authors.json') };
  const blogOptions = blogOptionsFor(options, generated, siteConfig.title);
  const blog = blogPlugin(context, blogOptions);
  const paths = blogPaths(context.baseUrl, { ...options, tagsBasePath: 'tags', archiveBasePath: null }, siteConfig.trailingSlash);
  const isMdx = compilesAsMdx(path.join(generated.entriesDir, 'entry.md'), siteConfig.markdown.format);

  return {
    name: 'changelog',
    id: options.id,
    getPathsToWatch: () => [changelogFile],
    async loadContent() {
      await writeEntries(changelogFile, generated.entriesDir, generated.authorsFile, isMdx);
      return blog.loadContent!();
    },
    async contentLoaded({ content, actions, allContent }) {
      const listPages = listPageLinks(content.posts, { postsPerPage: options.postsPerPage, basePath: paths.blogBasePath, pageBasePath: options.pageBasePath, trailingSlash: siteConfig.trailingSlash });
      await blog.contentLoaded!({ content, allContent, actions: { ...actions, addRoute: (route) => actions.addRoute(changelogRoute(route, listPages)) } });
    },
    injectHtmlTags: (args) => blog.injectHtmlTags!(args),
    postBuild: (args) => blog.postBuild!(args),
  };
}
