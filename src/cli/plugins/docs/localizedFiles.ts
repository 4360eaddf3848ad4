// Translated content files in Docusaurus' layout: <localizationDir>/docusaurus-plugin-content-<name>[-<id>]/
// holds, at the same relative path, the translation of a default file. The default locale's files
// make the set of pages (docs, posts and pages alike); a translation replaces the text of its page,
// and a page without one keeps the default text, marked untranslated.
import path from 'node:path';
import { DocsiteError, report } from '../../errors.ts';
import type { LoadContext } from '../../types.ts';

/**
 * The folder of the current locale's translations for one plugin instance; undefined on the
 * default locale, whose pages are the default files as they are.
 */
export function localizedPluginDir(context: Pick<LoadContext, 'i18n' | 'localizationDir'>, plugin: 'docs' | 'blog' | 'pages', pluginId: string): string | undefined {
  if (context.i18n.currentLocale === context.i18n.defaultLocale) return undefined;
  return path.join(context.localizationDir, `docusaurus-plugin-content-${plugin}${pluginId === 'default' ? '' : `-${pluginId}`}`);
}

/** Where the text of one page comes from. */
export interface PageSource {
  /** The file read and compiled: the translation when there is one. */
  source: string;
  /** The default locale's file, when `source` is its translation. */
  translationOf?: string;
  /** Set, on another locale than the default, when no translation exists. */
  untranslated?: true;
}

export interface Translations {
  /** The source of the default file at `relativePath` (posix, relative to the default folder). */
  sourceOf(relativePath: string): PageSource;
  /** Translations with no default file at their path, relative and posix: they make no page. */
  orphans: string[];
}

/**
 * Pairs the default files with their translations. `translatedFiles` are the content files of
 * `localizedDir` (relative, posix); without a `localizedDir` (the default locale) nothing is paired
 * and nothing is marked.
 */
export function pairTranslations(o: { defaultDir: string; localizedDir: string | undefined; defaultFiles: string[]; translatedFiles: string[] }): Translations {
  const { localizedDir } = o;
  if (localizedDir === undefined) return { sourceOf: (rel) => ({ source: path.join(o.defaultDir, rel) }), orphans: [] };
  const translated = new Set(o.translatedFiles);
  const defaults = new Set(o.defaultFiles);
  return {
    sourceOf(rel) {
      const original = path.join(o.defaultDir, rel);
      return translated.has(rel) ? { source: path.join(localizedDir, rel), translationOf: original } : { source: original, untranslated: true };
    },
    orphans: o.translatedFiles.filter((rel) => !defaults.has(rel)),
  };
}

const shown = (file: string) => path.relative(process.cwd(), file) || file;

/** One warning naming every translation without a default file (`what`: `docs version "current"`, `the blog`, ...). */
export function warnOrphanTranslations(orphans: string[], o: { what: string; locale?: string; localizedDir: string; defaultDir: string; warn: (message: string) => void }): void {
  if (orphans.length === 0) return;
  const n = orphans.length;
  const locale = o.locale === undefined ? '' : ` (locale "${o.locale}")`;
  const error = new DocsiteError(`${n} translated file${n === 1 ? '' : 's'} of ${o.what}${locale} ${n === 1 ? 'has' : 'have'} no default file and ${n === 1 ? 'is' : 'are'} ignored:`, {
    details: orphans.map((rel) => `- ${shown(path.join(o.localizedDir, rel))}: there is no ${shown(path.join(o.defaultDir, rel))}`),
    hint: 'A translation takes the place of the default file at the same path: add that file, or move the translation to the path of the file it translates.',
  });
  report('warn', error, o.warn);
}

/**
 * The translated front matter, with the keys in `keys` taken from the default file's when the
 * translation does not set them: what fixes a page's identity and place (id, slug, position,
 * visibility) stays the default file's unless the translator changes it on purpose.
 */
export function inheritFrontMatter(translated: Record<string, unknown>, original: Record<string, unknown>, keys: readonly string[]): Record<string, unknown> {
  const out = { ...translated };
  for (const key of keys) if (!(key in out) && key in original) out[key] = original[key];
  return out;
}
