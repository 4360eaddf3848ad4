import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { validateConfig } from '../../../src/cli/config/validateConfig.ts';
import { DocsiteError } from '../../../src/cli/errors.ts';
import { localeBases, localeOfPath, localesToBuild } from '../../../src/cli/stages/locales.ts';

const test = suite('locales');
const config = validateConfig({ title: 'S', url: 'https://s.dev', baseUrl: '/site/', i18n: { defaultLocale: 'en', locales: ['fr', 'en', 'ar'], localeConfigs: { fr: { path: 'fr-fr' } } } }, 'site.config.ts');

test('builds every locale, the default first, or the ones asked for in the order of locales', () => {
  assert.equal(localesToBuild(config), ['en', 'fr', 'ar']);
  assert.equal(localesToBuild(config, ['ar', 'fr']), ['fr', 'ar']);
});

test('refuses an unknown --locale, naming the site locales', () => {
  try {
    localesToBuild(config, ['de']);
    assert.unreachable('accepted an unknown locale');
  } catch (error) {
    assert.instance(error, DocsiteError);
    assert.match((error as Error).message, 'Unknown locale "de" in --locale: the site\'s locales are "fr", "en", "ar".');
  }
});

test('puts other locales under their localeConfigs path, and finds a path\'s locale', () => {
  const bases = localeBases(config);
  assert.equal(bases, [
    { locale: 'fr', baseUrl: '/site/fr-fr/' },
    { locale: 'en', baseUrl: '/site/' },
    { locale: 'ar', baseUrl: '/site/ar/' },
  ]);
  assert.is(localeOfPath('/site/fr-fr/docs/x/', bases), 'fr');
  assert.is(localeOfPath('/site/fr-fr', bases), 'fr');
  assert.is(localeOfPath('/site/docs/x/', bases), 'en');
  assert.is(localeOfPath('/site/arabic/', bases), 'en');
  assert.is(localeOfPath('/site/ar/', bases), 'ar');
});

test.run();
