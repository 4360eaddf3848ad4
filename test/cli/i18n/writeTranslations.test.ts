import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { formatWriteTranslations, writeTranslations } from '../../../src/cli/commands/writeTranslations.ts';
import { fixture, runCli } from '../../helpers/site.ts';

/** A fresh copy of the fixture, since the command writes into the site's i18n/ folder. */
function copySite(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docsite-write-translations-'));
  fs.cpSync(fixture('i18n-write'), dir, { recursive: true });
  return dir;
}
const readJson = (file: string) => JSON.parse(fs.readFileSync(file, 'utf8'));
const counts = (r: Awaited<ReturnType<typeof writeTranslations>>) => r.files.map((f) => `${f.file} ${f.added}/${f.kept}/${f.obsolete}`);

const command = suite('writeTranslations');

command('writes code.json, the navbar, footer, docs and blog files of the locale, every id new', async () => {
  const site = copySite();
  const result = await writeTranslations({ siteDir: site, locale: 'fr' });
  assert.is(result.localizationDir, path.join(site, 'i18n/fr'));
  assert.equal(counts(result), [
    'code.json 5/0/0',
    'docusaurus-theme-classic/navbar.json 6/0/0',
    'docusaurus-theme-classic/footer.json 5/0/0',
    'docusaurus-plugin-content-docs/current.json 5/0/0',
    'docusaurus-plugin-content-docs/version-1.0.json 2/0/0',
    'docusaurus-plugin-content-blog/options.json 3/0/0',
  ]);
  const fr = path.join(site, 'i18n/fr');
  assert.equal(readJson(path.join(fr, 'code.json'))['home.heading'], { message: 'Welcome to the fixture', description: 'The heading of the home page' });
  assert.equal(Object.keys(readJson(path.join(fr, 'docusaurus-theme-classic/navbar.json'))), ['title', 'logo.alt', 'item.label.Docs', 'item.label.Blog', 'item.label.More', 'item.label.Example']);
  assert.equal(readJson(path.join(fr, 'docusaurus-plugin-content-docs/version-1.0.json'))['sidebar.docs.category.Basics'].message, 'Basics');
  assert.equal(result.warnings.length, 1);
  assert.match(result.warnings[0], /Greeting\.tsx:7:66: translate\(\) has a computed "id"/);
});

command('a second run keeps the translations, reports the new id and the obsolete one, and deletes nothing', async () => {
  const site = copySite();
  await writeTranslations({ siteDir: site, locale: 'fr' });
  const codeFile = path.join(site, 'i18n/fr/code.json');
  const code = readJson(codeFile);
  code['home.title'].message = 'Accueil';
  fs.writeFileSync(codeFile, JSON.stringify(code, null, 2));
  const sidebarFile = path.join(site, 'i18n/fr/docusaurus-plugin-content-docs/current.json');
  const sidebar = readJson(sidebarFile);
  sidebar['sidebar.docs.category.Guides'].message = 'Guides pratiques';
  fs.writeFileSync(sidebarFile, JSON.stringify(sidebar, null, 2));
  // One message added to the code, one removed from it.
  const page = path.join(site, 'content/pages/index.tsx');
  fs.writeFileSync(page, fs.readFileSync(page, 'utf8').replace('<Greeting />', `<Greeting />{translate({ id: 'home.footer', message: 'Thanks' })}`));
  fs.rmSync(path.join(site, 'src/Legacy.jsx'));

  const again = await writeTranslations({ siteDir: site, locale: 'fr' });
  assert.equal(counts(again).slice(0, 4), [
    'code.json 1/4/1',
    'docusaurus-theme-classic/navbar.json 0/6/0',
    'docusaurus-theme-classic/footer.json 0/5/0',
    'docusaurus-plugin-content-docs/current.json 0/5/0',
  ]);
  const after = readJson(codeFile);
  assert.equal(after['home.title'], { message: 'Accueil', description: 'The title of the home page' });
  assert.equal(after['home.footer'], { message: 'Thanks' });
  assert.equal(after['legacy.note'], { message: 'Kept from Docusaurus' }, 'the obsolete id is kept');
  assert.is(readJson(sidebarFile)['sidebar.docs.category.Guides'].message, 'Guides pratiques');
  assert.equal(formatWriteTranslations(again).filter((l) => l.startsWith('write-translations: fr: code.json') || l.startsWith('Obsolete')), [
    'write-translations: fr: code.json 1 new, 4 kept, 1 obsolete',
    'Obsolete ids are no longer in the site: they stay in their files until you remove them.',
  ]);

  const overridden = await writeTranslations({ siteDir: site, locale: 'fr', override: true });
  assert.is(readJson(codeFile)['home.title'].message, 'Home');
  assert.equal(formatWriteTranslations(overridden, { override: true }).find((l) => l.startsWith('write-translations: fr: code.json')), 'write-translations: fr: code.json 0 new, 5 replaced, 1 obsolete');
});

command('writes the default locale without --locale, and no file for a navbar with nothing to translate', async () => {
  const site = copySite();
  const config = path.join(site, 'site.config.ts');
  fs.writeFileSync(config, fs.readFileSync(config, 'utf8').replace(/themeConfig: \{[^]*\n  \},\n/, ''));
  const result = await writeTranslations({ siteDir: site });
  assert.is(result.locale, 'en');
  assert.ok(fs.existsSync(path.join(site, 'i18n/en/code.json')));
  assert.not.ok(fs.existsSync(path.join(site, 'i18n/en/docusaurus-theme-classic')), 'an empty navbar.json is not written');
  assert.equal(result.files.map((f) => f.file).filter((f) => f.includes('theme-classic')), []);
});

command.run();

const cli = suite('docsite write-translations');

cli('prints one line per file and the warnings, and refuses a locale the site does not have', async () => {
  const site = copySite();
  const ok = await runCli(['write-translations', site, '--locale', 'fr']);
  assert.is(ok.code, 0, ok.stderr);
  assert.ok(ok.stdout.includes('write-translations: fr: docusaurus-plugin-content-blog/options.json 3 new, 0 kept, 0 obsolete\n'), ok.stdout);
  assert.ok(ok.stdout.includes(`Wrote 6 translation files in ${path.join(site, 'i18n/fr')}/.`), ok.stdout);
  assert.match(ok.stderr, /\[WARNING\] .*Greeting\.tsx:7:66: translate\(\) has a computed "id"/);

  const bad = await runCli(['write-translations', site, '--locale', 'de']);
  assert.is(bad.code, 1);
  assert.is(bad.stderr, `[ERROR] Unknown locale "de" in --locale: the site's locales are "en", "fr".\n  Hint: Pass one of them, or add the locale to i18n.locales in the site config.\n`);
  assert.not.ok(fs.existsSync(path.join(site, 'i18n/de')));
});

cli.run();
