// The classic theme as a plugin: its components are the built-in theme folder (src/theme), and
// it injects what must run before first paint: the colour-mode script and the colour variables.
import { jsonForScript } from '../../runtime/paths.ts';
import { STORAGE_KEYS, storageSuffix } from '../../runtime/storage.ts';
import { DocsiteError } from '../errors.ts';
import type { HtmlTagObject, LoadContext, Plugin } from '../types.ts';

/** Infima's seven primary shades: an adjustment of 0.1 lowers the HSL lightness by 10%; negative values raise it. */
export const PRIMARY_SHADES: readonly [name: string, adjustment: number][] = [
  ['--ds-color-primary', 0],
  ['--ds-color-primary-dark', 0.1],
  ['--ds-color-primary-darker', 0.15],
  ['--ds-color-primary-darkest', 0.3],
  ['--ds-color-primary-light', -0.1],
  ['--ds-color-primary-lighter', -0.15],
  ['--ds-color-primary-lightest', -0.3],
];

export const DEFAULT_COLORS = { primary: '#2e8555', primaryDark: '#25c2a0', background: '#ffffff', backgroundDark: '#181920' };
export type ThemeColors = typeof DEFAULT_COLORS;

const HEX = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;

// HSL in percent, converted with the arithmetic of the `color` package that Docusaurus' colour
// generator uses: several shades land exactly on .5 of a channel, and this rounds them the same way.
function hexToHsl(hex: string): [number, number, number] {
  const full = hex.length === 4 ? hex.replace(/[0-9a-f]/gi, (c) => c + c) : hex;
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(full.slice(i, i + 2), 16) / 255);
  const min = Math.min(r, g, b);
  const max = Math.max(r, g, b);
  const delta = max - min;
  const l = (min + max) / 2;
  if (delta === 0) return [0, 0, l * 100];
  let h = max === r ? (g - b) / delta : max === g ? 2 + (b - r) / delta : 4 + (r - g) / delta;
  h = Math.min(h * 60, 360);
  if (h < 0) h += 360;
  const s = l <= 0.5 ? delta / (max + min) : delta / (2 - max - min);
  return [h, s * 100, l * 100];
}

function hslToHex([hue, saturation, lightness]: [number, number, number]): string {
  const [h, s, l] = [hue / 360, saturation / 100, lightness / 100];
  const t2 = l < 0.5 ? l * (1 + s) : l + s - l * s;
  const t1 = 2 * l - t2;
  const channel = (offset: number) => {
    let t = h + offset;
    if (t < 0) t++;
    if (t > 1) t--;
    const value = s === 0 ? l : 6 * t < 1 ? t1 + (t2 - t1) * 6 * t : 2 * t < 1 ? t2 : 3 * t < 2 ? t1 + (t2 - t1) * (2 / 3 - t) * 6 : t1;
    return Math.round(value * 255).toString(16).padStart(2, '0');
  };
  return `#${channel(1 / 3)}${channel(0)}${channel(-1 / 3)}`;
}

/** The seven primary shades of a hex colour, keyed by CSS custom property. Pure. */
export function primaryShades(hex: string): Record<string, string> {
  const [h, s, l] = hexToHsl(hex);
  const shades: Record<string, string> = {};
  for (const [name, adjustment] of PRIMARY_SHADES) shades[name] = hslToHex([h, s, Math.min(100, Math.max(0, l - l * adjustment))]);
  return shades;
}

/** Light variables on :root, dark ones on html[data-theme='dark']: the selectors styles.css uses, so these win by order. */
export function colorStyles(colors: ThemeColors): string {
  const block = (primary: string, background: string) =>
    Object.entries({ ...primaryShades(primary), '--ds-background': background })
      .map(([name, value]) => `${name}:${value};`)
      .join('');
  return `:root{${block(colors.primary, colors.background)}}html[data-theme='dark']{${block(colors.primaryDark, colors.backgroundDark)}}`;
}

export interface ColorModeScriptOptions {
  storageType: 'localStorage' | 'sessionStorage';
  /** Final keys, site suffix included. */
  themeKey: string;
  defaultMode: 'light' | 'dark';
  disableSwitch: boolean;
  respectPrefersColorScheme: boolean;
  /** Present when an announcement bar is configured. */
  announcement?: { id: string; isCloseable: boolean; idKey: string; dismissKey: string };
}

/**
 * Runs before first paint: sets data-theme and data-theme-choice on <html> from storage and the
 * system preference, and flags a dismissed announcement bar so CSS hides it. Same rules as
 * ColorModeProvider and the AnnouncementBar state.
 */
export function colorModeScript(o: ColorModeScriptOptions): string {
  return `(function(){var o=${jsonForScript(o)},d=document.documentElement;
function get(k){try{return window[o.storageType].getItem(k)}catch(e){return null}}
var s=o.disableSwitch?null:get(o.themeKey);
var choice=s==='light'||s==='dark'?s:o.respectPrefersColorScheme?'system':o.defaultMode;
var theme=choice==='system'?(window.matchMedia('(prefers-color-scheme: dark)').matches?'dark':'light'):choice;
d.setAttribute('data-theme',theme);d.setAttribute('data-theme-choice',choice);
var a=o.announcement;
if(a)d.setAttribute('data-announcement-bar-initially-dismissed',String(a.isCloseable&&get(a.idKey)===a.id&&get(a.dismissKey)==='true'));
})();`;
}

function themeColors(context: LoadContext): ThemeColors {
  const given = (context.siteConfig.themeConfig as { colors?: Partial<ThemeColors> }).colors ?? {};
  const colors = { ...DEFAULT_COLORS, ...given };
  const bad = Object.entries(colors).filter(([, value]) => typeof value !== 'string' || !HEX.test(value));
  if (bad.length > 0) {
    throw new DocsiteError(`themeConfig.colors: ${bad.map(([name, value]) => `${name} is ${JSON.stringify(value)}`).join(', ')}; expected a hex colour.`, {
      hint: `Write colours as "#rrggbb" or "#rgb", for example primary: "${DEFAULT_COLORS.primary}".`,
    });
  }
  return colors;
}

export default function themeClassic(context: LoadContext, _options: Record<string, unknown> = {}): Plugin {
  const { themeConfig, storage, url, baseUrl } = context.siteConfig;
  const suffix = storageSuffix({ namespace: storage.namespace, url, baseUrl });
  const bar = themeConfig.announcementBar;
  const script = colorModeScript({
    storageType: storage.type,
    themeKey: STORAGE_KEYS.theme + suffix,
    ...themeConfig.colorMode,
    announcement: bar && { id: bar.id, isCloseable: bar.isCloseable, idKey: STORAGE_KEYS.announcementId + suffix, dismissKey: STORAGE_KEYS.announcementDismiss + suffix },
  });
  const styles = colorStyles(themeColors(context));
  return {
    name: 'theme-classic',
    injectHtmlTags() {
      const headTags: HtmlTagObject[] = [
        { tagName: 'script', innerHTML: script },
        { tagName: 'style', attributes: { 'data-docsite': 'theme-colors' }, innerHTML: styles },
      ];
      return { headTags };
    },
  };
}
