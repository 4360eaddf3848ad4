// `docsite write-translations`: writes, for one locale, every translation file of Docusaurus'
// layout under <i18n.path>/<locale>/ (code.json, the theme's navbar.json and footer.json, each
// plugin's files), merged into what translators wrote there, and reports what changed per file.
import path from 'node:path';
import { loadConfig } from '../config/loadConfig.ts';
import { formatLocation } from '../errors.ts';
import { extractCodeTranslations, listCodeFiles, loadTypeScript } from '../i18n/extractCodeTranslations.ts';
import { pluginTranslationDir } from '../i18n/pluginTranslations.ts';
import { getThemeConfigTranslationFiles, THEME_TRANSLATIONS_FOLDER } from '../i18n/themeConfig.ts';
import { mergeTranslationFile, readTranslationFile, themeTranslations, writeTranslationFile } from '../i18n/translationFiles.ts';
import { initPlugins, loadPluginContent, themeDirectories } from '../plugins/index.ts';
import { createLoadContext } from '../shared/context.ts';
import { localesToBuild } from '../stages/locales.ts';
import type { LoadContext, TranslationFileContent } from '../types.ts';

export interface WriteTranslationsOptions {
  /** Absolute path of the site folder. */
  siteDir: string;
  /** Default: i18n.defaultLocale. */
  locale?: string;
  /** Replace translated messages with the default ones. */
  override?: boolean;
  /** Config file instead of site.config.ts, relative to siteDir. */
  config?: string;
}

export interface WrittenTranslationFile {
  /** Relative to the locale's folder, posix: `code.json`, `docusaurus-plugin-content-docs/current.json`. */
  file: string;
  added: number;
  kept: number;
  obsolete: number;
}

export interface WriteTranslationsResult {
  locale: string;
  /** <siteDir>/<i18n.path>/<locale> */
  localizationDir: string;
  files: WrittenTranslationFile[];
  /** Translations in code that could not be extracted, as file:line:column: what. */
  warnings: string[];
}

/** The code whose messages go to code.json: the site's src/ and content folder, and every theme folder (docsite's own included). */
async function codeMessages(context: LoadContext, themeDirs: string[]): Promise<{ messages: TranslationFileContent; warnings: string[] }> {
  const ts = await loadTypeScript(context.siteDir);
  const skip = [context.outDir, context.i18n.path, path.join(context.siteDir, '.docsite')];
  const files = await listCodeFiles([path.join(context.siteDir, 'src'), context.contentDir, ...themeDirs], skip);
  const { messages, warnings } = await extractCodeTranslations(ts, files);
  // The theme's own translations for the locale start off code.json, as Docusaurus' do.
  const defaults = await themeTranslations(context.i18n.currentLocale);
  for (const [id, entry] of Object.entries(messages)) if (Object.prototype.hasOwnProperty.call(defaults, id)) messages[id] = { ...entry, message: defaults[id] };
  return { messages, warnings };
}

export async function writeTranslations(o: WriteTranslationsOptions): Promise<WriteTranslationsResult> {
  const { siteDir, siteConfig } = await loadConfig(o.siteDir, { configFile: o.config });
  const [locale] = o.locale === undefined ? [siteConfig.i18n.defaultLocale] : localesToBuild(siteConfig, [o.locale]);
  const context = createLoadContext(siteDir, siteConfig, { locale });
  const plugins = await initPlugins(context);
  const code = await codeMessages(context, themeDirectories(plugins, context));
  const loaded = await loadPluginContent(plugins);

  const declared: { file: string; content: TranslationFileContent }[] = [{ file: path.join(context.localizationDir, 'code.json'), content: code.messages }];
  for (const f of getThemeConfigTranslationFiles(siteConfig.themeConfig)) declared.push({ file: path.join(context.localizationDir, THEME_TRANSLATIONS_FOLDER, `${f.path}.json`), content: f.content });
  for (const l of loaded) {
    const files = (await l.plugin.getTranslationFiles?.({ content: l.content })) ?? [];
    const dir = pluginTranslationDir(context.localizationDir, l.plugin);
    for (const f of files) declared.push({ file: path.join(dir, `${f.path}.json`), content: f.content });
  }

  const written: WrittenTranslationFile[] = [];
  for (const d of declared) {
    const existing = await readTranslationFile(d.file);
    // A file with nothing to translate is not created.
    if (Object.keys(d.content).length === 0 && Object.keys(existing).length === 0) continue;
    const merged = mergeTranslationFile(existing, d.content, { override: o.override });
    writeTranslationFile(d.file, merged.content);
    written.push({ file: path.relative(context.localizationDir, d.file).split(path.sep).join('/'), added: merged.added.length, kept: merged.kept.length, obsolete: merged.obsolete.length });
  }
  return { locale, localizationDir: context.localizationDir, files: written, warnings: code.warnings };
}

/** The report: one line per file, `write-translations: fr: code.json 12 new, 3 kept, 1 obsolete`. */
export function formatWriteTranslations(result: WriteTranslationsResult, o: { override?: boolean } = {}): string[] {
  const lines = result.warnings.map((w) => `[WARNING] ${w}`);
  for (const f of result.files) lines.push(`write-translations: ${result.locale}: ${f.file} ${f.added} new, ${f.kept} ${o.override ? 'replaced' : 'kept'}, ${f.obsolete} obsolete`);
  const dir = formatLocation({ file: result.localizationDir });
  lines.push(`Wrote ${result.files.length} translation file${result.files.length === 1 ? '' : 's'} in ${dir}/.`);
  if (result.files.some((f) => f.obsolete > 0)) lines.push('Obsolete ids are no longer in the site: they stay in their files until you remove them.');
  return lines;
}

export async function runWriteTranslations(o: WriteTranslationsOptions): Promise<void> {
  const result = await writeTranslations(o);
  for (const line of formatWriteTranslations(result, o)) (line.startsWith('[WARNING]') ? console.warn : console.log)(line);
}
