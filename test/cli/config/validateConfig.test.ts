import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { DocsiteError } from '../../../src/cli/errors.ts';
import { KNOWN_LOCALE_LABELS } from '../../../src/cli/config/schema.ts';
import { validateConfig } from '../../../src/cli/config/validateConfig.ts';

const CONFIG_PATH = `${process.cwd()}/site.config.ts`;
const minimal = { title: 'Docsite', url: 'https://docsite.dev' };

/** Runs validateConfig on a config expected to be invalid and returns the error it threw. */
function problemsOf(raw: unknown): DocsiteError {
  try {
    validateConfig(raw, CONFIG_PATH);
  } catch (error) {
    assert.instance(error, DocsiteError);
    return error as DocsiteError;
  }
  assert.unreachable('expected validateConfig to throw');
  throw new Error("unreachable");
}

const defaults = suite('validateConfig: defaults');

defaults('applies every default to a minimal config', () => {
  assert.equal(validateConfig(minimal, CONFIG_PATH), {
    title: 'Docsite',
    titleDelimiter: '|',
    tagline: '',
    url: 'https://docsite.dev',
    baseUrl: '/',
    trailingSlash: true,
    noIndex: false,
    contentDir: 'content',
    themeDir: 'theme',
    staticDirectories: ['static'],
    outDir: 'build',
    i18n: {
      defaultLocale: 'en',
      locales: ['en'],
      localeConfigs: { en: { label: 'English', direction: 'ltr', htmlLang: 'en', calendar: 'gregory', path: 'en' } },
      path: 'i18n',
    },
    onBrokenLinks: 'throw',
    onBrokenAnchors: 'throw',
    onBrokenMarkdownLinks: 'warn',
    onDuplicateRoutes: 'warn',
    customFields: {},
    storage: { type: 'localStorage', namespace: false },
    baseUrlIssueBanner: true,
    headTags: [],
    scripts: [],
    stylesheets: [],
    clientModules: [],
    clientRuntime: 'preact',
    markdown: { format: 'mdx', mermaid: false, math: false, admonitions: { keywords: [], extendDefaults: true }, remarkPlugins: [], rehypePlugins: [] },
    plugins: ['pages'],
    themes: [],
    themeConfig: {
      colorMode: { defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: false },
      navbar: { hideOnScroll: false, items: [] },
      metadata: [],
      docs: { sidebar: { hideable: false, autoCollapseCategories: false } },
      tableOfContents: { minHeadingLevel: 2, maxHeadingLevel: 3 },
    },
  });
});

defaults('strips the trailing slash of the url', () => {
  assert.is(validateConfig({ ...minimal, url: 'https://docsite.dev/' }, CONFIG_PATH).url, 'https://docsite.dev');
});

defaults('fills a config for every locale, from its name and script', () => {
  const { i18n } = validateConfig({ ...minimal, i18n: { locales: ['en', 'fr', 'ar'], localeConfigs: { fr: { path: 'fr-fr' } } } }, CONFIG_PATH);
  assert.equal(i18n.localeConfigs.fr, { label: 'Français', direction: 'ltr', htmlLang: 'fr', calendar: 'gregory', path: 'fr-fr' });
  assert.is(i18n.localeConfigs.ar.direction, 'rtl');
});

defaults('knows the labels it does not ask Intl for by the names Intl gives', () => {
  for (const [locale, label] of Object.entries(KNOWN_LOCALE_LABELS)) {
    const name = new Intl.DisplayNames([locale], { type: 'language' }).of(locale)!;
    assert.is(label, name.charAt(0).toLocaleUpperCase(locale) + name.slice(1), locale);
    assert.is(validateConfig({ ...minimal, i18n: { locales: [locale], defaultLocale: locale } }, CONFIG_PATH).i18n.localeConfigs[locale].label, label);
  }
});

defaults('applies the defaults of an announcement bar and of algolia', () => {
  const { themeConfig } = validateConfig(
    {
      ...minimal,
      themeConfig: { announcementBar: { content: 'Hi' }, algolia: { appId: 'A', apiKey: 'K', indexName: 'I' } },
    },
    CONFIG_PATH,
  );
  assert.equal(themeConfig.announcementBar, {
    id: 'announcement-bar',
    content: 'Hi',
    backgroundColor: '#fff',
    textColor: '#000',
    isCloseable: true,
  });
  assert.equal(themeConfig.algolia, { appId: 'A', apiKey: 'K', indexName: 'I', contextualSearch: true, searchPagePath: 'search' });
});

defaults('drops false and null plugins and keeps names, pairs, factories and objects', () => {
  const factory = () => ({ name: 'local' });
  const { plugins } = validateConfig(
    { ...minimal, plugins: ['pages', false, ['docs', { path: 'docs' }], null, factory, { name: 'inline' }] },
    CONFIG_PATH,
  );
  assert.equal(plugins, ['pages', ['docs', { path: 'docs' }], factory, { name: 'inline' }]);
});

defaults('keeps unknown navbar item types and their extra keys, and defaults type and position', () => {
  const { themeConfig } = validateConfig(
    { ...minimal, themeConfig: { navbar: { items: [{ type: 'custom-item', dropdownItemsAfter: [{ html: '<hr>' }] }, { to: 'blog', label: 'Blog' }] } } },
    CONFIG_PATH,
  );
  assert.equal(themeConfig.navbar.items, [
    { type: 'custom-item', position: 'right', dropdownItemsAfter: [{ html: '<hr>' }] },
    { type: 'default', position: 'right', to: 'blog', label: 'Blog' },
  ]);
});

defaults('keeps sections that later themes add to themeConfig', () => {
  const { themeConfig } = validateConfig({ ...minimal, themeConfig: { liveCodeBlock: { playgroundPosition: 'bottom' } } }, CONFIG_PATH);
  assert.equal(themeConfig.liveCodeBlock, { playgroundPosition: 'bottom' });
});

defaults('accepts footer links as columns or as a flat list', () => {
  const columns = [{ title: 'Learn', items: [{ label: 'Docs', to: 'docs' }, { html: '<b>hi</b>' }] }];
  const flat = [{ label: 'Docs', to: 'docs' }];
  assert.equal(validateConfig({ ...minimal, themeConfig: { footer: { links: columns } } }, CONFIG_PATH).themeConfig.footer?.links, columns);
  assert.equal(validateConfig({ ...minimal, themeConfig: { footer: { links: flat } } }, CONFIG_PATH).themeConfig.footer?.links, flat);
});

defaults.run();

const errors = suite('validateConfig: errors');

errors('lists every problem in one error, with the path, the value found and what was expected', () => {
  const error = problemsOf({
    titel: 'Docsite',
    url: 'docsite.dev',
    baseUrl: 'docs',
    themeConfig: { navbar: { items: [{ label: 'Docs', position: 'middle' }] } },
  });
  assert.is(error.title, 'The site config has 5 invalid fields.');
  assert.equal(error.details, [
    '- title: found nothing, expected a string',
    '- url: found "docsite.dev", expected an absolute URL such as "https://example.com"',
    '- baseUrl: found "docs", expected a path that starts and ends with "/" (for example "/docs/")',
    '- themeConfig.navbar.items[0].position: found "middle", expected one of "left", "right"',
    '- titel: unknown field. Did you mean "title"?',
  ]);
  assert.is(error.hint, 'Fix these fields in site.config.ts and run the command again.');
  assert.equal(error.location, { file: CONFIG_PATH });
});

errors('refuses a localeConfigs key that is not in locales, naming both', () => {
  const error = problemsOf({ ...minimal, i18n: { locales: ['en', 'fr'], localeConfigs: { de: { label: 'Deutsch' } } } });
  assert.equal(error.details, ['- i18n.localeConfigs.de: found {"label":"Deutsch"}, expected a key from i18n.locales ("en", "fr"), and "de" is not one. Add "de" to i18n.locales, or remove i18n.localeConfigs.de']);
});

errors('says "1 invalid field" for a single problem', () => {
  const error = problemsOf({ ...minimal, onBrokenLinks: 'fail' });
  assert.is(error.title, 'The site config has 1 invalid field.');
  assert.equal(error.details, ['- onBrokenLinks: found "fail", expected one of "throw", "warn", "ignore"']);
});

errors('lists the known fields when no key is close to an unknown one', () => {
  const error = problemsOf({ ...minimal, themeConfig: { colorMode: { theme: 'dark' } } });
  assert.equal(error.details, [
    '- themeConfig.colorMode.theme: unknown field. Known fields here: defaultMode, disableSwitch, respectPrefersColorScheme',
  ]);
});

errors('rejects a url with a path, and says where the path goes', () => {
  const error = problemsOf({ ...minimal, url: 'https://docsite.dev/docs/' });
  assert.equal(error.details, [
    '- url: found "https://docsite.dev/docs/", expected an absolute URL without a path (put the path in baseUrl, for example "/docs/")',
  ]);
});

errors('truncates long values to 60 characters', () => {
  const error = problemsOf({ ...minimal, tagline: { text: 'x'.repeat(100) } });
  assert.equal(error.details, [`- tagline: found {"text":"${'x'.repeat(48)}..., expected a string`]);
});

errors('reports a bad plugin entry as a whole, and a bad part of a plugin pair where it is', () => {
  const error = problemsOf({ ...minimal, plugins: [42, ['docs', 'options']] });
  assert.equal(error.details, [
    '- plugins[0]: found 42, expected a plugin name, a [name, options] pair, a plugin function, a plugin object with a "name", or false/null',
    '- plugins[1][1]: found "options", expected an object',
  ]);
});

errors('reports problems inside footer columns and rejects links without a label', () => {
  const error = problemsOf({
    ...minimal,
    themeConfig: { footer: { links: [{ title: 'Learn', items: [{ label: 1, to: 'docs' }, { to: 'blog' }] }] } },
  });
  assert.equal(error.details, [
    '- themeConfig.footer.links[0].items[0].label: found 1, expected a string',
    '- themeConfig.footer.links[0].items[1]: found {"to":"blog"}, expected a link with a "label" (and "to" or "href"), or an item with "html"',
  ]);
});

errors('checks that the default locale is listed and that heading levels are in order', () => {
  const error = problemsOf({
    ...minimal,
    i18n: { defaultLocale: 'fr', locales: ['en'] },
    themeConfig: { tableOfContents: { minHeadingLevel: 4, maxHeadingLevel: 3 } },
  });
  assert.equal(error.details, [
    '- i18n.defaultLocale: found "fr", expected one of the locales in i18n.locales ("en")',
    '- themeConfig.tableOfContents.maxHeadingLevel: found 3, expected a number >= minHeadingLevel (4)',
  ]);
});

errors('takes Prism magic comments of any class, and refuses one that names no comment', () => {
  const highlight = { className: 'theme-code-block-highlighted-line', line: 'highlight-next-line', block: { start: 'highlight-start', end: 'highlight-end' } };
  assert.not.throws(() => validateConfig({ ...minimal, themeConfig: { prism: { magicComments: [highlight, { className: 'code-error', line: 'error-next-line' }], theme: {} } } }, CONFIG_PATH));
  const error = problemsOf({ ...minimal, themeConfig: { prism: { magicComments: [highlight, { className: 'code-error' }] } } });
  assert.equal(error.details.length, 1);
  assert.match(error.details[0], /^- themeConfig\.prism\.magicComments\[1\]: .*expected `line`, `block` or both: the comment that marks the next line/);
});

errors('quotes keys that are not identifiers in paths', () => {
  const error = problemsOf({ ...minimal, i18n: { locales: ['en', 'pt-BR'], localeConfigs: { 'pt-BR': { direction: 'up' } } } });
  assert.equal(error.details, ['- i18n.localeConfigs["pt-BR"].direction: found "up", expected one of "ltr", "rtl"']);
});

errors('rejects a config that is not an object', () => {
  assert.equal(problemsOf(undefined).details, ['- (root): found nothing, expected an object']);
});

errors.run();
