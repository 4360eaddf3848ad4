// The "Edit this page" URL of a doc.
import path from 'node:path';
import { joinUrl } from '../../../runtime/paths.ts';
import type { DocFrontMatter } from './docFrontMatter.ts';
import type { DocsOptions } from './options.ts';

export interface EditUrlInput {
  editUrl: DocsOptions['editUrl'];
  frontMatter: DocFrontMatter;
  siteDir: string;
  /** Folder the URL points into (the current docs folder with editCurrentVersion). */
  editContentPath: string;
  /** Set when the doc is a translation and editLocalizedFiles is on: the translated folder a string editUrl points into instead. */
  editContentPathLocalized?: string;
  version: string;
  /** Doc path relative to its version folder, posix. */
  relativePath: string;
  permalink: string;
  /** The locale being built, handed to an editUrl function. */
  locale?: string;
}

const sitePath = (siteDir: string, dir: string) => path.relative(siteDir, dir).split(path.sep).join('/');

/** custom_edit_url wins (null turns the link off); a string editUrl is joined with the file's site path. */
export function docEditUrl(i: EditUrlInput): string | undefined {
  if (i.frontMatter.custom_edit_url !== undefined) return i.frontMatter.custom_edit_url ?? undefined;
  if (!i.editUrl) return undefined;
  if (typeof i.editUrl === 'function') {
    const versionDocsDirPath = sitePath(i.siteDir, i.editContentPath);
    return i.editUrl({ version: i.version, versionDocsDirPath, docPath: i.relativePath, permalink: i.permalink, ...(i.locale !== undefined && { locale: i.locale }) }) ?? undefined;
  }
  return joinUrl(i.editUrl, sitePath(i.siteDir, i.editContentPathLocalized ?? i.editContentPath), i.relativePath);
}
