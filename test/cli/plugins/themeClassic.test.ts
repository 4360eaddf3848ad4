import vm from 'node:vm';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { validateConfig } from '../../../src/cli/config/validateConfig.ts';
import { DocsiteError } from '../../../src/cli/errors.ts';
import themeClassic, { colorModeScript, colorStyles, DEFAULT_COLORS, primaryShades, type ColorModeScriptOptions } from '../../../src/cli/plugins/themeClassic.ts';
import type { HtmlTagObject, LoadContext } from '../../../src/cli/types.ts';
import { simpleHash } from '../../../src/runtime/storage.ts';
import { oneLocale } from '../../helpers/oneLocale.ts';

function contextFor(config: Record<string, unknown>): LoadContext {
  const siteConfig = validateConfig({ title: 'Site', url: 'https://example.com', ...config }, 'site.config.ts');
  return { siteDir: '/site', siteConfig, contentDir: '/site/content', generatedDir: '/site/.docsite/generated', frameworkDir: '/fw', baseUrl: siteConfig.baseUrl, outDir: '/site/build', isDev: false, ...oneLocale('/site') };
}

function headTags(config: Record<string, unknown>): HtmlTagObject[] {
  return themeClassic(contextFor(config)).injectHtmlTags!({ content: undefined }).headTags as HtmlTagObject[];
}

const shades = suite('primaryShades');

shades('gives the seven shades of the default light primary, as Docusaurus computes them', () => {
  assert.equal(primaryShades('#2e8555'), {
    '--ds-color-primary': '#2e8555',
    '--ds-color-primary-dark': '#29784c',
    '--ds-color-primary-darker': '#277148',
    '--ds-color-primary-darkest': '#205d3b',
    '--ds-color-primary-light': '#33925d',
    '--ds-color-primary-lighter': '#359962',
    '--ds-color-primary-lightest': '#3cad6e',
  });
});

shades('gives the seven shades of the default dark primary', () => {
  assert.equal(primaryShades('#25c2a0'), {
    '--ds-color-primary': '#25c2a0',
    '--ds-color-primary-dark': '#21af90',
    '--ds-color-primary-darker': '#1fa588',
    '--ds-color-primary-darkest': '#1a8870',
    '--ds-color-primary-light': '#29d5b0',
    '--ds-color-primary-lighter': '#32d8b4',
    '--ds-color-primary-lightest': '#4fddbf',
  });
});

shades('reads three-digit hex and keeps lightness within 0-100%', () => {
  const white = primaryShades('#FFF');
  assert.is(white['--ds-color-primary'], '#ffffff');
  assert.is(white['--ds-color-primary-lightest'], '#ffffff');
  assert.is(white['--ds-color-primary-dark'], '#e6e6e6');
  assert.is(primaryShades('#000')['--ds-color-primary-lightest'], '#000000');
});

shades.run();

const styles = suite('colorStyles');

styles('sets the light variables on :root and the dark ones under data-theme="dark"', () => {
  const css = colorStyles(DEFAULT_COLORS);
  assert.ok(css.startsWith(':root{--ds-color-primary:#2e8555;--ds-color-primary-dark:#29784c;'), css);
  assert.match(css, /:root\{[^}]*--ds-background:#ffffff;\}/);
  assert.match(css, /html\[data-theme='dark'\]\{--ds-color-primary:#25c2a0;[^}]*--ds-color-primary-lightest:#4fddbf;--ds-background:#181920;\}/);
});

styles.run();

/** Runs the inline script against a fake <html>, storage and system preference; returns the attributes it set. */
function runScript(options: ColorModeScriptOptions, env: { stored?: Record<string, string>; systemDark?: boolean; storageThrows?: boolean } = {}) {
  const attributes: Record<string, string> = {};
  const storage = { getItem: (key: string) => env.stored?.[key] ?? null };
  const window = {
    matchMedia: (query: string) => ({ matches: query === '(prefers-color-scheme: dark)' && Boolean(env.systemDark) }),
    get localStorage() {
      if (env.storageThrows) throw new Error('SecurityError');
      return storage;
    },
  };
  const document = { documentElement: { setAttribute: (name: string, value: string) => (attributes[name] = value) } };
  vm.runInNewContext(colorModeScript(options), { window, document });
  return attributes;
}

const base: ColorModeScriptOptions = { storageType: 'localStorage', themeKey: 'theme', defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: false };
const announcement = { id: 'v2', isCloseable: true, idKey: 'docsite.announcement.id', dismissKey: 'docsite.announcement.dismiss' };

const script = suite('colorModeScript');

script('uses the default mode when nothing is stored', () => {
  assert.equal(runScript(base), { 'data-theme': 'light', 'data-theme-choice': 'light' });
  assert.equal(runScript({ ...base, defaultMode: 'dark' }), { 'data-theme': 'dark', 'data-theme-choice': 'dark' });
});

script('uses the stored mode over the default and the system', () => {
  assert.equal(runScript({ ...base, respectPrefersColorScheme: true }, { stored: { theme: 'dark' } }), { 'data-theme': 'dark', 'data-theme-choice': 'dark' });
  assert.equal(runScript(base, { stored: { theme: 'nonsense' } }), { 'data-theme': 'light', 'data-theme-choice': 'light' });
});

script('follows the system preference when nothing is stored and respectPrefersColorScheme is on', () => {
  assert.equal(runScript({ ...base, respectPrefersColorScheme: true }, { systemDark: true }), { 'data-theme': 'dark', 'data-theme-choice': 'system' });
  assert.equal(runScript(base, { systemDark: true }), { 'data-theme': 'light', 'data-theme-choice': 'light' });
});

script('ignores a stored mode when the switch is disabled', () => {
  assert.equal(runScript({ ...base, disableSwitch: true }, { stored: { theme: 'dark' } }), { 'data-theme': 'light', 'data-theme-choice': 'light' });
});

script('falls back to the default when storage throws', () => {
  assert.equal(runScript({ ...base, announcement }, { storageThrows: true }), { 'data-theme': 'light', 'data-theme-choice': 'light', 'data-announcement-bar-initially-dismissed': 'false' });
});

script('flags the announcement bar dismissed only for the same id, when it is closeable', () => {
  const dismissedV2 = { 'docsite.announcement.id': 'v2', 'docsite.announcement.dismiss': 'true' };
  const flag = (o: ColorModeScriptOptions, stored: Record<string, string>) => runScript(o, { stored })['data-announcement-bar-initially-dismissed'];
  assert.is(flag({ ...base, announcement }, dismissedV2), 'true');
  assert.is(flag({ ...base, announcement: { ...announcement, id: 'v3' } }, dismissedV2), 'false');
  assert.is(flag({ ...base, announcement: { ...announcement, isCloseable: false } }, dismissedV2), 'false');
  assert.is(flag({ ...base, announcement }, {}), 'false');
  assert.is(runScript(base, { stored: dismissedV2 })['data-announcement-bar-initially-dismissed'], undefined, 'no bar, no attribute');
});

script('cannot be closed early by a value from the config', () => {
  const code = colorModeScript({ ...base, announcement: { ...announcement, id: '</script><script>alert(1)</script>' } });
  assert.not.match(code, /<\/script/i);
});

script.run();

const plugin = suite('themeClassic');

plugin('injects the colour-mode script first, then the colour variables', () => {
  const tags = headTags({});
  assert.equal(tags.map((t) => t.tagName), ['script', 'style']);
  assert.match(tags[0].innerHTML!, /"themeKey":"theme"/);
  assert.is(tags[1].innerHTML, colorStyles(DEFAULT_COLORS));
});

plugin('embeds the storage keys with the site suffix and the storage type', () => {
  const [named] = headTags({ storage: { type: 'sessionStorage', namespace: 'beta' }, themeConfig: { announcementBar: { id: 'v1', content: 'Hi' } } });
  assert.match(named.innerHTML!, /"storageType":"sessionStorage","themeKey":"theme-beta"/);
  assert.match(named.innerHTML!, /"idKey":"docsite.announcement.id-beta","dismissKey":"docsite.announcement.dismiss-beta"/);
  const [hashed] = headTags({ url: 'https://example.com', baseUrl: '/docs/', storage: { namespace: true } });
  assert.match(hashed.innerHTML!, new RegExp(`"themeKey":"theme-${simpleHash('https://example.com/docs/', 3)}"`));
});

plugin('passes the colour-mode config to the script', () => {
  const [tag] = headTags({ themeConfig: { colorMode: { defaultMode: 'dark', disableSwitch: true, respectPrefersColorScheme: true } } });
  assert.match(tag.innerHTML!, /"defaultMode":"dark","disableSwitch":true,"respectPrefersColorScheme":true/);
});

plugin('takes the colours from themeConfig.colors, defaulting the ones not given', () => {
  const [, style] = headTags({ themeConfig: { colors: { primary: '#3578e5', backgroundDark: '#000000' } } });
  assert.is(style.innerHTML, colorStyles({ ...DEFAULT_COLORS, primary: '#3578e5', backgroundDark: '#000000' }));
});

plugin('rejects a colour that is not hex, naming each one', () => {
  try {
    headTags({ themeConfig: { colors: { primary: 'teal', background: 'rgb(0,0,0)' } } });
    assert.unreachable('should have thrown');
  } catch (error) {
    assert.instance(error, DocsiteError);
    assert.is((error as DocsiteError).title, 'themeConfig.colors: primary is "teal", background is "rgb(0,0,0)"; expected a hex colour.');
    assert.is((error as DocsiteError).hint, 'Write colours as "#rrggbb" or "#rgb", for example primary: "#2e8555".');
  }
});

plugin.run();
