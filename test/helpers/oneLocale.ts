// The i18n part of a LoadContext for tests that build one English locale by hand.
import path from 'node:path';
import type { LoadContext } from '../../src/cli/types.ts';

export function oneLocale(siteDir: string): Pick<LoadContext, 'i18n' | 'localizationDir'> {
  const dir = path.join(siteDir, 'i18n');
  return {
    i18n: { defaultLocale: 'en', currentLocale: 'en', locales: ['en'], localeConfigs: { en: { label: 'English', direction: 'ltr', htmlLang: 'en', calendar: 'gregory', path: 'en' } }, path: dir },
    localizationDir: path.join(dir, 'en'),
  };
}
