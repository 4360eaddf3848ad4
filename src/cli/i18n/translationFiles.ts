// Translation files in Docusaurus' JSON format, `{ "id": { "message": "...", "description": "..." } }`:
// reading them (a mistake stops with the file, line and column), merging what the code declares
// into what translators wrote, and writing them back.
import fs from 'node:fs/promises';
import path from 'node:path';
import { writeIfChanged } from '../cache/writeIfChanged.ts';
import { DocsiteError, formatLocation, type SourceLocation } from '../errors.ts';
import { frameworkDir } from '../shared/context.ts';
import type { TranslationFileContent } from '../types.ts';

const FORMAT_HINT = 'Each entry is "id": { "message": "the translation", "description": "a note for translators" }, description optional, both strings.';

/** The 1-based line and column of a character index of `text`. */
export function positionAt(text: string, index: number): { line: number; column: number } {
  const before = text.slice(0, Math.max(0, Math.min(index, text.length)));
  const lines = before.split('\n');
  return { line: lines.length, column: lines[lines.length - 1].length + 1 };
}

/** Where JSON.parse stopped, from its message ("at position 25"; the end when the text stops short). */
function syntaxErrorAt(error: Error, text: string): { index: number; reason: string } {
  const position = /at position (\d+)/.exec(error.message);
  const reason = error.message.replace(/\s*\(line \d+ column \d+\)/, '').replace(/\s+in JSON at position \d+/, '').replace(/\s+of JSON input$/, '');
  return { index: position ? Number(position[1]) : text.length, reason: position ? reason : 'the file ends before the object closes' };
}

/** The line of `"id":` in the text, when it is written the way JSON.stringify writes it. */
function keyLocation(text: string, id: string, file: string): SourceLocation {
  const quoted = JSON.stringify(id).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const match = new RegExp(`${quoted}\\s*:`).exec(text);
  return match ? { file, ...positionAt(text, match.index) } : { file };
}

function describeValue(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  return typeof value === 'object' ? 'an object' : `a ${typeof value}`;
}

/** What is wrong with one entry, or undefined when it is a { message, description? } object. */
function entryProblem(value: unknown): string | undefined {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return `is ${describeValue(value)}, not { "message": "..." }`;
  const { message, description, ...rest } = value as Record<string, unknown>;
  if (typeof message !== 'string') return message === undefined ? 'has no "message"' : `has a "message" that is ${describeValue(message)}, not a string`;
  if (description !== undefined && typeof description !== 'string') return `has a "description" that is ${describeValue(description)}, not a string`;
  const extra = Object.keys(rest);
  if (extra.length) return `has ${extra.map((k) => `"${k}"`).join(', ')} besides "message" and "description"`;
  return undefined;
}

/** Parses a translation file's text; `file` is named in errors. Every wrong entry is reported at once. */
export function parseTranslationFile(text: string, file: string): TranslationFileContent {
  const source = text.replace(/^\uFEFF/, '');
  let data: unknown;
  try {
    data = JSON.parse(source);
  } catch (error) {
    const { index, reason } = syntaxErrorAt(error as Error, source);
    throw new DocsiteError(`The translation file is not valid JSON: ${reason}.`, {
      location: { file, ...positionAt(source, index) },
      hint: `Fix the JSON at that place (no comments, no comma after the last entry). ${FORMAT_HINT}`,
      cause: error,
    });
  }
  if (data === null || typeof data !== 'object' || Array.isArray(data)) {
    throw new DocsiteError(`The translation file holds ${describeValue(data)}, not an object of translations.`, { location: { file, line: 1, column: 1 }, hint: FORMAT_HINT });
  }
  const problems: { id: string; location: SourceLocation; problem: string }[] = [];
  for (const [id, value] of Object.entries(data)) {
    const problem = entryProblem(value);
    if (problem) problems.push({ id, location: keyLocation(source, id, file), problem });
  }
  if (problems.length) {
    const n = problems.length;
    throw new DocsiteError(`${n} entr${n === 1 ? 'y' : 'ies'} of the translation file ${n === 1 ? 'has' : 'have'} the wrong shape:`, {
      location: problems[0].location,
      details: problems.map((p) => `- ${formatLocation(p.location)}: "${p.id}" ${p.problem}`),
      hint: FORMAT_HINT,
    });
  }
  return data as TranslationFileContent;
}

async function readText(file: string): Promise<string | undefined> {
  try {
    return await fs.readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw new DocsiteError(`Could not read the translation file: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}.`, {
      location: { file },
      hint: 'A translation file is a JSON file that docsite can read: check its permissions, or that it is not a folder.',
      cause: error,
    });
  }
}

/** A translation file (navbar.json, current.json, options.json, ...); a missing file is empty. */
export async function readTranslationFile(file: string): Promise<TranslationFileContent> {
  const text = await readText(file);
  return text === undefined ? {} : parseTranslationFile(text, file);
}

/** id -> message of `<localizationDir>/code.json`, the translations of the site's and the theme's code; {} without the file. */
export async function readCodeTranslations(localizationDir: string): Promise<Record<string, string>> {
  return messagesOf(await readTranslationFile(path.join(localizationDir, 'code.json')));
}

export function messagesOf(content: TranslationFileContent): Record<string, string> {
  return Object.fromEntries(Object.entries(content).map(([id, { message }]) => [id, message]));
}

/**
 * The theme's built-in messages for a locale (src/theme/translations/<locale>.json, flat id ->
 * message), else those of its language (`pt` for `pt-BR`); {} when the theme has neither.
 */
export async function themeTranslations(locale: string, dir = path.join(frameworkDir, 'src/theme/translations')): Promise<Record<string, string>> {
  for (const name of [...new Set([locale, locale.split('-')[0]])]) {
    const file = path.join(dir, `${name}.json`);
    const text = await readText(file);
    if (text === undefined) continue;
    try {
      return JSON.parse(text) as Record<string, string>;
    } catch (error) {
      throw new DocsiteError(`docsite's theme translations for "${name}" are not valid JSON.`, { location: { file }, hint: 'This is a bug in docsite: please report it.', cause: error });
    }
  }
  return {};
}

export interface MergedTranslationFile {
  content: TranslationFileContent;
  /** Ids the file did not have. */
  added: string[];
  /** Ids it had that are still declared: their message kept, or replaced with `override`. */
  kept: string[];
  /** Ids it had that nothing declares any more: left in the file for the translator to remove. */
  obsolete: string[];
}

/**
 * What a translation file becomes when the code declares `declared`: translators' messages stay
 * (unless `override`), descriptions follow the code, new ids are added with their default message,
 * and ids no longer declared are kept.
 */
export function mergeTranslationFile(existing: TranslationFileContent, declared: TranslationFileContent, o: { override?: boolean } = {}): MergedTranslationFile {
  const content: TranslationFileContent = {};
  const added: string[] = [];
  const kept: string[] = [];
  const obsolete: string[] = [];
  for (const [id, old] of Object.entries(existing)) {
    const now = declared[id];
    if (!now) obsolete.push(id);
    else kept.push(id);
    content[id] = now ? { message: o.override ? now.message : old.message, ...(now.description !== undefined && { description: now.description }) } : old;
  }
  for (const [id, now] of Object.entries(declared)) {
    if (id in existing) continue;
    added.push(id);
    content[id] = now;
  }
  return { content, added, kept, obsolete };
}

/** Writes a translation file as Docusaurus does, two-space JSON and a final newline; false when it held that already. */
export function writeTranslationFile(file: string, content: TranslationFileContent): boolean {
  try {
    return writeIfChanged(file, `${JSON.stringify(content, null, 2)}\n`);
  } catch (error) {
    throw new DocsiteError(`Could not write the translation file: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}.`, {
      location: { file },
      hint: 'Check that the translations folder (i18n.path) can be written and the disk has room.',
      cause: error,
    });
  }
}
