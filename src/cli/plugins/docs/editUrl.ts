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
  version: string;
  /** Doc path relative to its version folder, posix. */
  relativePath: string;
  permalink: string;
}

/** custom_edit_url wins (null turns the link off); a string editUrl is joined with the file's site path. */
export function docEditUrl(i: EditUrlInput): string | undefined {
  if (i.frontMatter.custom_edit_url !== undefined) return i.frontMatter.custom_edit_url ?? undefined;
  if (!i.editUrl) return undefined;
  const versionDocsDirPath = path.relative(i.siteDir, i.editContentPath).split(path.sep).join('/');
  if (typeof i.editUrl === 'function') {
    return i.editUrl({ version: i.version, versionDocsDirPath, docPath: i.relativePath, permalink: i.permalink }) ?? undefined;
  }
  return joinUrl(i.editUrl, versionDocsDirPath, i.relativePath);
}
