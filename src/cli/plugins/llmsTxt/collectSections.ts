// Which pages the llms files describe, in the sections llms.txt lists them in: the main docs,
// blogs, changelogs, other docs instances, then pages. Pure: made from the content plugins' content.
import type { AllContent } from '../../types.ts';
import { compilesAsMdx, fullPostSource } from '../blog/postSource.ts';
import type { BlogContent } from '../blog/types.ts';
import { flattenSidebar } from '../docs/sidebars/navigation.ts';
import type { DocsContent, LoadedDoc, LoadedVersion } from '../docs/types.ts';
import type { PageFile } from '../pages.ts';

export interface LlmsPage {
  /** Route path, baseUrl included. */
  permalink: string;
  /** Unknown for React pages until their rendered head is read. */
  title?: string;
  description?: string;
  /** Unlisted, or in a docs version with noIndex. */
  hidden: boolean;
  /** The Markdown the page is made from: its file and, when it is not the file's text, the text. */
  markdown?: { file: string; text?: string; mdx: boolean };
}

export interface LlmsSection {
  title: string;
  pages: LlmsPage[];
  /** Listed in llms.txt (docs versions other than the last only with includeVersions 'all'). */
  listed: boolean;
  /** Its pages' text goes into llms-full.txt. */
  fullText: boolean;
  /** Its pages get a Markdown copy. */
  copies: boolean;
  /** Most pages llms.txt lists; null for all. */
  limit: number | null;
}

export interface CollectOptions {
  includeVersions: 'last' | 'all';
  maxPosts: number | null;
  markdownFormat: 'mdx' | 'md' | 'detect';
}

/** "community" -> "Community", "docs-tests" -> "Docs tests"; the default instance gets the plugin's own name. */
const sectionName = (id: string, name: string) => (id === 'default' ? name : id.charAt(0).toUpperCase() + id.slice(1).replace(/[-_]+/g, ' '));

const byPermalink = <T extends { permalink: string }>(a: T, b: T) => (a.permalink < b.permalink ? -1 : a.permalink > b.permalink ? 1 : 0);

/** Sidebar order (sidebars in the order they are declared), then docs in no sidebar by URL. */
export function docsInOrder(version: Pick<LoadedVersion, 'docs' | 'sidebars'>): LoadedDoc[] {
  const byId = new Map(version.docs.map((d) => [d.id, d]));
  const ordered = new Map<string, LoadedDoc>();
  for (const items of Object.values(version.sidebars)) {
    for (const entry of flattenSidebar(items, byId)) if (entry.kind === 'doc' && byId.has(entry.id) && !ordered.has(entry.id)) ordered.set(entry.id, byId.get(entry.id)!);
  }
  return [...ordered.values(), ...version.docs.filter((d) => !ordered.has(d.id)).sort(byPermalink)];
}

function docsSections(id: string, content: DocsContent, o: CollectOptions): LlmsSection[] {
  const versions = [...content.versions.filter((v) => v.isLast), ...content.versions.filter((v) => !v.isLast)];
  return versions.map((version) => ({
    title: version.isLast ? sectionName(id, 'Docs') : `${sectionName(id, 'Docs')} (${version.label})`,
    pages: docsInOrder(version).map((doc) => ({
      permalink: doc.permalink,
      title: doc.title,
      description: doc.description,
      hidden: doc.unlisted || doc.draft || version.noIndex,
      markdown: { file: doc.source, mdx: compilesAsMdx(doc.source, o.markdownFormat) },
    })),
    listed: version.isLast || o.includeVersions === 'all',
    fullText: version.isLast,
    copies: true,
    limit: null,
  }));
}

function postsSection(title: string, content: BlogContent, o: CollectOptions & { fullText: boolean }): LlmsSection {
  const posts = [...content.posts].sort((a, b) => b.date.getTime() - a.date.getTime() || byPermalink(a, b));
  return {
    title,
    pages: posts.map((post) => ({
      permalink: post.permalink,
      title: post.title,
      description: post.description,
      hidden: post.unlisted || post.draft,
      // The body without its leading title and truncate marker, which the blog removes too.
      markdown: { file: post.source, text: fullPostSource('', post.body, post.analysis), mdx: post.isMdx },
    })),
    listed: true,
    fullText: o.fullText,
    copies: true,
    limit: o.maxPosts,
  };
}

function pagesSection(id: string, files: PageFile[]): LlmsSection {
  const string = (v: unknown) => (typeof v === 'string' ? v : undefined);
  return {
    title: sectionName(id, 'Pages'),
    pages: [...files].sort(byPermalink).map((page) => ({
      permalink: page.permalink,
      title: string(page.frontMatter.title),
      description: string(page.frontMatter.description),
      hidden: page.frontMatter.unlisted === true || page.frontMatter.noIndex === true,
    })),
    listed: true,
    fullText: false,
    copies: false,
    limit: null,
  };
}

/** Every section, in llms.txt order; sections may be empty. */
export function collectSections(all: AllContent, o: CollectOptions): LlmsSection[] {
  const entries = <T>(name: string) => Object.entries((all[name] ?? {}) as Record<string, T>).filter(([, c]) => c !== undefined);
  const docs = entries<DocsContent>('docs');
  return [
    ...docs.filter(([id]) => id === 'default').flatMap(([id, c]) => docsSections(id, c, o)),
    ...entries<BlogContent>('blog').map(([id, c]) => postsSection(sectionName(id, 'Blog'), c, { ...o, fullText: true })),
    ...entries<BlogContent>('changelog').map(([id, c]) => postsSection(sectionName(id, 'Changelog'), c, { ...o, fullText: false })),
    ...docs.filter(([id]) => id !== 'default').flatMap(([id, c]) => docsSections(id, c, o)),
    ...entries<PageFile[]>('pages').map(([id, files]) => pagesSection(id, files)),
  ];
}
