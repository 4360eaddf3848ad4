import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { DocsiteError, formatError } from '../../../src/cli/errors.ts';
import { mergeTranslationFile, readCodeTranslations, readTranslationFile, themeTranslations, writeTranslationFile } from '../../../src/cli/i18n/translationFiles.ts';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docsite-translation-files-'));
const write = (name: string, text: string) => {
  const file = path.join(dir, name);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
  return file;
};

/** The error the promise rejects with, as the CLI prints it. */
async function printed(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    assert.instance(error, DocsiteError);
    return formatError(error, false);
  }
  assert.unreachable('did not fail');
  return '';
}

const code = suite('readCodeTranslations');

code('reads code.json as a table of id -> message', async () => {
  const locale = path.join(dir, 'fr');
  write('fr/code.json', JSON.stringify({ 'theme.NotFound.title': { message: 'Page introuvable', description: 'The title of the 404 page' }, Hello: { message: 'Bonjour' } }));
  assert.equal(await readCodeTranslations(locale), { 'theme.NotFound.title': 'Page introuvable', Hello: 'Bonjour' });
});

code('a locale without code.json has no code translations', async () => {
  assert.equal(await readCodeTranslations(path.join(dir, 'de')), {});
});

code('malformed JSON stops at its line and column, with the fix', async () => {
  const file = write('bad-json/code.json', '{\n  "a": { "message": "x" },\n}\n');
  assert.is(
    await printed(readCodeTranslations(path.dirname(file))),
    `[ERROR] ${file}:3:1: The translation file is not valid JSON: Expected double-quoted property name.\n` +
      '  Hint: Fix the JSON at that place (no comments, no comma after the last entry). Each entry is "id": { "message": "the translation", "description": "a note for translators" }, description optional, both strings.',
  );
});

code('a file cut short is located at its end', async () => {
  const file = write('short/code.json', '{\n  "a": { "message": "x" }');
  assert.match(await printed(readCodeTranslations(path.dirname(file))), `[ERROR] ${file}:2:26: The translation file is not valid JSON: `);
  const empty = write('empty/code.json', '');
  assert.match(await printed(readCodeTranslations(path.dirname(empty))), `[ERROR] ${empty}:1:1: The translation file is not valid JSON: the file ends before the object closes.`);
});

code('entries of the wrong shape are all named, each at its line', async () => {
  const file = write('shape/code.json', '{\n  "ok": { "message": "fine" },\n  "flat": "Bonjour",\n  "noMessage": { "description": "d" },\n  "badNote": { "message": "m", "description": 3 },\n  "extra": { "message": "m", "context": "c" }\n}\n');
  assert.is(
    await printed(readCodeTranslations(path.dirname(file))),
    `[ERROR] ${file}:3:3: 4 entries of the translation file have the wrong shape:\n` +
      `  - ${file}:3:3: "flat" is a string, not { "message": "..." }\n` +
      `  - ${file}:4:3: "noMessage" has no "message"\n` +
      `  - ${file}:5:3: "badNote" has a "description" that is a number, not a string\n` +
      `  - ${file}:6:3: "extra" has "context" besides "message" and "description"\n` +
      '  Hint: Each entry is "id": { "message": "the translation", "description": "a note for translators" }, description optional, both strings.',
  );
});

code('a file that is not an object of translations says what it holds', async () => {
  const file = write('list/code.json', '["a"]');
  assert.match(await printed(readCodeTranslations(path.dirname(file))), `[ERROR] ${file}:1:1: The translation file holds a list, not an object of translations.`);
});

code.run();

const generic = suite('readTranslationFile');

generic('reads any translation file with its descriptions, and a missing one as empty', async () => {
  const file = write('fr/docusaurus-theme-classic/navbar.json', '\uFEFF{ "title": { "message": "Mon site", "description": "The title in the navbar" } }');
  assert.equal(await readTranslationFile(file), { title: { message: 'Mon site', description: 'The title in the navbar' } });
  assert.equal(await readTranslationFile(path.join(dir, 'fr/docusaurus-theme-classic/footer.json')), {});
});

generic('a folder where the file should be is an error naming it', async () => {
  const file = path.join(dir, 'folder.json');
  fs.mkdirSync(file, { recursive: true });
  assert.match(await printed(readTranslationFile(file)), `[ERROR] ${file}: Could not read the translation file: EISDIR.`);
});

generic.run();

const merge = suite('mergeTranslationFile');

merge('keeps translated messages, adds new ids, keeps obsolete ones and takes descriptions from the code', () => {
  const existing = { a: { message: 'A traduit', description: 'old note' }, gone: { message: 'Parti' } };
  const declared = { a: { message: 'A', description: 'new note' }, b: { message: 'B' } };
  const merged = mergeTranslationFile(existing, declared);
  assert.equal(merged.content, { a: { message: 'A traduit', description: 'new note' }, gone: { message: 'Parti' }, b: { message: 'B' } });
  assert.equal([merged.added, merged.kept, merged.obsolete], [['b'], ['a'], ['gone']]);
});

merge('with override, the code messages replace the translations', () => {
  const merged = mergeTranslationFile({ a: { message: 'A traduit' } }, { a: { message: 'A' } }, { override: true });
  assert.equal(merged.content, { a: { message: 'A' } });
});

merge.run();

const theme = suite('themeTranslations and writeTranslationFile');

theme('reads the theme table of a locale, else of its language, else none', async () => {
  write('theme/pt.json', JSON.stringify({ 'theme.x': 'Olá' }));
  const themeDir = path.join(dir, 'theme');
  assert.equal(await themeTranslations('pt-BR', themeDir), { 'theme.x': 'Olá' });
  assert.equal(await themeTranslations('fi', themeDir), {});
});

theme('writes two-space JSON with a final newline, that reads back the same', async () => {
  const file = path.join(dir, 'out/nested/current.json');
  const content = { 'version.label': { message: 'Suivante', description: 'The name shown for docs version current' } };
  assert.is(writeTranslationFile(file, content), true);
  assert.is(writeTranslationFile(file, content), false, 'the same content is not written again');
  assert.is(fs.readFileSync(file, 'utf8'), '{\n  "version.label": {\n    "message": "Suivante",\n    "description": "The name shown for docs version current"\n  }\n}\n');
  assert.equal(await readTranslationFile(file), content);
});

theme.run();
