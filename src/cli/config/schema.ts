import { z } from 'zod';

/*
 * The site config schema. Schema-level `error` strings are the readable "expected ..." half of a
 * validation message (see validateConfig.ts); every other message comes from its error map.
 * Object defaults use `prefault` so that nested defaults are applied to the default too.
 */

export const URL_EXPECTED = 'an absolute URL such as "https://example.com"';
export const BASE_URL_EXPECTED = 'a path that starts and ends with "/" (for example "/docs/")';
const URL_PATH_EXPECTED = 'an absolute URL without a path (put the path in baseUrl, for example "/docs/")';
const PLUGIN_EXPECTED =
  'a plugin name, a [name, options] pair, a plugin function, a plugin object with a "name", or false/null';
const FOOTER_ITEM_EXPECTED = 'a link with a "label" (and "to" or "href"), or an item with "html"';

const severity = z.enum(['throw', 'warn', 'ignore']);

function isHttpUrl(value: string): boolean {
  try {
    const { protocol } = new URL(value);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}

const siteUrl = z
  .string({ error: URL_EXPECTED })
  .refine(isHttpUrl, { error: URL_EXPECTED, abort: true })
  .refine((value) => new URL(value).pathname === '/', { error: URL_PATH_EXPECTED })
  .transform((value) => value.replace(/\/+$/, ''));

const baseUrl = z
  .string({ error: BASE_URL_EXPECTED })
  .refine((value) => value.startsWith('/') && value.endsWith('/'), { error: BASE_URL_EXPECTED });

// ---------------------------------------------------------------------------------------------
// i18n

const localeConfig = z.strictObject({
  label: z.string().optional(),
  direction: z.enum(['ltr', 'rtl']).optional(),
  htmlLang: z.string().optional(),
  calendar: z.string().optional(),
  path: z.string().optional(),
});

export interface LocaleConfig {
  /** Name shown in the locale dropdown. */
  label: string;
  /** Text direction of the locale. */
  direction: 'ltr' | 'rtl';
  /** Value of `<html lang>`. */
  htmlLang: string;
  /** Calendar used to format dates. */
  calendar: string;
  /** URL path segment of the locale (not used for the default locale). */
  path: string;
}

/**
 * What Intl.DisplayNames calls these locales in their own language (a test checks). Its first use
 * loads ICU's language names, which would delay the single-threaded start of every build for the
 * one locale most sites have.
 */
export const KNOWN_LOCALE_LABELS: Readonly<Record<string, string>> = { en: 'English' };

function localeLabel(locale: string): string {
  if (Object.hasOwn(KNOWN_LOCALE_LABELS, locale)) return KNOWN_LOCALE_LABELS[locale];
  try {
    const name = new Intl.DisplayNames([locale], { type: 'language' }).of(locale) ?? locale;
    return name.charAt(0).toLocaleUpperCase(locale) + name.slice(1);
  } catch {
    return locale;
  }
}

function localeDirection(locale: string): 'ltr' | 'rtl' {
  try {
    const info = (new Intl.Locale(locale) as Intl.Locale & { textInfo?: { direction?: string } }).textInfo;
    return info?.direction === 'rtl' ? 'rtl' : 'ltr';
  } catch {
    return 'ltr';
  }
}

const i18n = z
  .strictObject({
    defaultLocale: z.string().default('en'),
    locales: z.array(z.string()).min(1).default(['en']),
    localeConfigs: z.record(z.string(), localeConfig).default({}),
    /** The translations folder, from the site's folder (Docusaurus' layout: i18n/<locale>/...). */
    path: z.string().default('i18n'),
  })
  .superRefine((value, ctx) => {
    for (const key of Object.keys(value.localeConfigs)) {
      if (!value.locales.includes(key)) {
        ctx.addIssue({
          code: 'custom',
          path: ['localeConfigs', key],
          message: `a key from i18n.locales (${value.locales.map((l) => JSON.stringify(l)).join(', ')}), and "${key}" is not one. Add "${key}" to i18n.locales, or remove i18n.localeConfigs.${key}`,
        });
      }
    }
    if (!value.locales.includes(value.defaultLocale)) {
      ctx.addIssue({
        code: 'custom',
        path: ['defaultLocale'],
        message: `one of the locales in i18n.locales (${value.locales.map((l) => JSON.stringify(l)).join(', ')})`,
      });
    }
  })
  .transform((value) => {
    const localeConfigs: Record<string, LocaleConfig> = {};
    for (const locale of value.locales) {
      const given = value.localeConfigs[locale] ?? {};
      localeConfigs[locale] = {
        label: given.label ?? localeLabel(locale),
        direction: given.direction ?? localeDirection(locale),
        htmlLang: given.htmlLang ?? locale,
        calendar: given.calendar ?? 'gregory',
        path: given.path ?? locale,
      };
    }
    return { ...value, localeConfigs };
  });

// ---------------------------------------------------------------------------------------------
// Plugins and themes: only the shape of an entry is checked here, not the plugin's options.

/** A plugin factory, called by the plugin loader with the load context and the options. */
export type PluginFactory = (...args: any[]) => unknown;
/** A ready-made plugin object. */
export type PluginObject = { name: string; [key: string]: unknown };
/** One resolved entry of `plugins` or `themes`. */
export type PluginConfig = string | PluginFactory | PluginObject | [string | PluginFactory, Record<string, unknown>];

const pluginFactory = z.custom<PluginFactory>((value) => typeof value === 'function', { error: 'a function' });
const pluginEntry = z.union(
  [
    z.string().min(1),
    z.tuple([z.union([z.string().min(1), pluginFactory]), z.record(z.string(), z.unknown())]),
    pluginFactory,
    z.looseObject({ name: z.string().min(1) }),
    z.literal(false),
    z.null(),
  ],
  { error: PLUGIN_EXPECTED },
);
const pluginList = (defaults: string[]) =>
  z
    .array(pluginEntry)
    .default(defaults)
    .transform((entries) => entries.filter((entry): entry is Exclude<typeof entry, false | null> => entry != null && entry !== false) as PluginConfig[]);

// ---------------------------------------------------------------------------------------------
// themeConfig

const attributeValue = z.union([z.string(), z.boolean()]);

const logo = z.strictObject({
  src: z.string(),
  srcDark: z.string().optional(),
  alt: z.string().optional(),
  href: z.string().optional(),
  width: z.union([z.string(), z.number()]).optional(),
  height: z.union([z.string(), z.number()]).optional(),
  target: z.string().optional(),
  className: z.string().optional(),
});

/** A navbar item as written: unknown types and extra keys are kept for the theme to handle. */
export interface NavbarItem {
  type: string;
  position: 'left' | 'right';
  label?: string;
  to?: string;
  href?: string;
  html?: string;
  items?: NavbarItem[];
  activeBasePath?: string;
  activeBaseRegex?: string;
  docId?: string;
  sidebarId?: string;
  docsPluginId?: string;
  className?: string;
  target?: string;
  rel?: string;
  [key: string]: unknown;
}
export type UserNavbarItem = Partial<Pick<NavbarItem, 'type' | 'position'>> &
  Omit<NavbarItem, 'type' | 'position' | 'items'> & { items?: UserNavbarItem[] };

const navbarItem: z.ZodType<NavbarItem, UserNavbarItem> = z.looseObject({
  type: z.string().default('default'),
  position: z.enum(['left', 'right']).default('right'),
  label: z.string().optional(),
  to: z.string().optional(),
  href: z.string().optional(),
  html: z.string().optional(),
  get items() {
    return z.array(navbarItem).optional();
  },
  activeBasePath: z.string().optional(),
  activeBaseRegex: z.string().optional(),
  docId: z.string().optional(),
  sidebarId: z.string().optional(),
  docsPluginId: z.string().optional(),
  className: z.string().optional(),
  target: z.string().optional(),
  rel: z.string().optional(),
});

const footerLinkItem = z
  .looseObject({
    label: z.string().optional(),
    to: z.string().optional(),
    href: z.string().optional(),
    html: z.string().optional(),
  })
  // abort: a footer column that fails validation must not be reported as a bad link instead.
  .refine((item) => item.label !== undefined || item.html !== undefined, { error: FOOTER_ITEM_EXPECTED, abort: true });

const footerColumn = z.strictObject({
  title: z.string().optional(),
  className: z.string().optional(),
  items: z.array(footerLinkItem),
});

export type FooterLinkItem = z.output<typeof footerLinkItem>;
export type FooterColumn = z.output<typeof footerColumn>;

const footerLinks = z
  .array(z.union([footerColumn, footerLinkItem], { error: `a column ({ title, items }) or ${FOOTER_ITEM_EXPECTED}` }))
  .superRefine((links, ctx) => {
    const columns = links.filter((link) => Array.isArray((link as { items?: unknown }).items)).length;
    if (columns > 0 && columns < links.length) {
      ctx.addIssue({ code: 'custom', message: 'either only columns ({ title, items }) or only links, not both' });
    }
  })
  .transform((links) => links as FooterColumn[] | FooterLinkItem[]);

const headingLevel = z.number().int().min(2).max(6);
const mermaidTheme = z.enum(['default', 'base', 'dark', 'forest', 'neutral']);

const themeConfig = z.looseObject({
  colorMode: z
    .strictObject({
      defaultMode: z.enum(['light', 'dark']).default('light'),
      disableSwitch: z.boolean().default(false),
      respectPrefersColorScheme: z.boolean().default(false),
    })
    .prefault({}),
  announcementBar: z
    .strictObject({
      id: z.string().default('announcement-bar'),
      content: z.string(),
      backgroundColor: z.string().default('#fff'),
      textColor: z.string().default('#000'),
      isCloseable: z.boolean().default(true),
    })
    .optional(),
  navbar: z
    .strictObject({
      title: z.string().optional(),
      logo: logo.optional(),
      hideOnScroll: z.boolean().default(false),
      style: z.enum(['primary', 'dark']).optional(),
      items: z.array(navbarItem).default([]),
    })
    .prefault({}),
  footer: z
    .strictObject({
      style: z.enum(['light', 'dark']).default('light'),
      links: footerLinks.default([]),
      logo: logo.optional(),
      copyright: z.string().optional(),
    })
    .optional(),
  metadata: z
    .array(z.object({ name: z.string().optional(), property: z.string().optional(), content: z.string() }).catchall(z.string()))
    .default([]),
  image: z.string().optional(),
  docs: z
    .strictObject({
      sidebar: z
        .strictObject({
          hideable: z.boolean().default(false),
          autoCollapseCategories: z.boolean().default(false),
        })
        .prefault({}),
    })
    .prefault({}),
  tableOfContents: z
    .strictObject({ minHeadingLevel: headingLevel.default(2), maxHeadingLevel: headingLevel.default(3) })
    .superRefine((toc, ctx) => {
      if (toc.minHeadingLevel > toc.maxHeadingLevel) {
        ctx.addIssue({
          code: 'custom',
          path: ['maxHeadingLevel'],
          message: `a number >= minHeadingLevel (${toc.minHeadingLevel})`,
        });
      }
    })
    .prefault({}),
  /**
   * Docusaurus' Prism options. Code blocks are highlighted by shiki; of these, `magicComments` is
   * read: each comment marks lines with its class name.
   */
  prism: z
    .looseObject({
      magicComments: z
        .array(
          z
            .strictObject({ className: z.string().min(1), line: z.string().min(1).optional(), block: z.strictObject({ start: z.string().min(1), end: z.string().min(1) }).optional() })
            .refine((c) => c.line !== undefined || c.block !== undefined, { message: '`line`, `block` or both: the comment that marks the next line, or the pair that marks the lines between them' }),
        )
        .optional(),
    })
    .optional(),
  code: z.looseObject({}).optional(),
  /** Live code blocks (```jsx live): where the result goes, under or above the editor. */
  liveCodeBlock: z.strictObject({ playgroundPosition: z.enum(['bottom', 'top']).default('bottom') }).optional(),
  /** Diagrams (markdown.mermaid): the mermaid theme of each colour mode, and other mermaid.initialize options. */
  mermaid: z
    .strictObject({
      theme: z.strictObject({ light: mermaidTheme.default('default'), dark: mermaidTheme.default('dark') }).prefault({}),
      options: z.looseObject({}).default({}),
    })
    .optional(),
  algolia: z
    .strictObject({
      appId: z.string(),
      apiKey: z.string(),
      indexName: z.string(),
      contextualSearch: z.boolean().default(true),
      searchPagePath: z.union([z.string(), z.literal(false)]).default('search'),
      externalUrlRegex: z.string().optional(),
      replaceSearchResultPathname: z.strictObject({ from: z.string(), to: z.string() }).optional(),
      searchParameters: z.looseObject({}).optional(),
    })
    .optional(),
});

// ---------------------------------------------------------------------------------------------
// The site config

export const siteConfigSchema = z.strictObject({
  title: z.string().min(1),
  titleDelimiter: z.string().default('|'),
  tagline: z.string().default(''),
  url: siteUrl,
  baseUrl: baseUrl.default('/'),
  trailingSlash: z.boolean().default(true),
  favicon: z.string().optional(),
  noIndex: z.boolean().default(false),
  contentDir: z.string().default('content'),
  /** Theme overrides (swizzled components), relative to the content folder. */
  themeDir: z.string().default('theme'),
  staticDirectories: z.array(z.string()).default(['static']),
  outDir: z.string().default('build'),
  i18n: i18n.prefault({}),
  onBrokenLinks: severity.default('throw'),
  onBrokenAnchors: severity.default('throw'),
  onBrokenMarkdownLinks: severity.default('warn'),
  onDuplicateRoutes: severity.default('warn'),
  customFields: z.record(z.string(), z.unknown()).default({}),
  storage: z
    .strictObject({
      type: z.enum(['localStorage', 'sessionStorage']).default('localStorage'),
      namespace: z.union([z.boolean(), z.string()]).default(false),
    })
    .prefault({}),
  baseUrlIssueBanner: z.boolean().default(true),
  headTags: z
    .array(
      z.strictObject({
        tagName: z.string(),
        attributes: z.record(z.string(), z.string()),
        innerHTML: z.string().optional(),
      }),
    )
    .default([]),
  scripts: z
    .array(z.union([z.string(), z.object({ src: z.string() }).catchall(attributeValue)], { error: 'a URL or an object with "src"' }))
    .default([]),
  stylesheets: z
    .array(z.union([z.string(), z.object({ href: z.string() }).catchall(attributeValue)], { error: 'a URL or an object with "href"' }))
    .default([]),
  clientModules: z.array(z.string()).default([]),
  /**
   * What runs the pages in the browser. The server always renders with React; 'preact' hydrates
   * that HTML with Preact through preact/compat, a much smaller download than React.
   */
  clientRuntime: z.enum(['preact', 'react']).default('preact'),
  markdown: z
    .strictObject({
      format: z.enum(['mdx', 'md', 'detect']).default('mdx'),
      mermaid: z.boolean().default(false),
      /** `$inline$` and `$$block$$` math, rendered with KaTeX at build time. */
      math: z.boolean().default(false),
      /** Extra :::keyword admonitions; extendDefaults false replaces note/tip/info/warning/danger. */
      admonitions: z
        .strictObject({ keywords: z.array(z.string()).default([]), extendDefaults: z.boolean().default(true) })
        .prefault({}),
      remarkPlugins: z.array(z.unknown()).default([]),
      rehypePlugins: z.array(z.unknown()).default([]),
    })
    .prefault({}),
  organizationName: z.string().optional(),
  projectName: z.string().optional(),
  plugins: pluginList(['pages']),
  themes: pluginList([]),
  themeConfig: themeConfig.prefault({}),
});

/** The validated site config, with every default applied. */
export type SiteConfig = z.output<typeof siteConfigSchema>;
/** The site config as a user writes it in site.config.ts. */
export type UserSiteConfig = z.input<typeof siteConfigSchema>;
export type ThemeConfig = SiteConfig['themeConfig'];
