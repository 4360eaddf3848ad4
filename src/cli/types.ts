import type { SiteConfig } from './config/schema.ts';

/** One route as plugins declare it: module paths, not chunk ids. Plain data, no functions. */
export interface RouteConfig {
  /** URL path, baseUrl included. `*` is the catch-all. */
  path: string;
  /** Module rendering the route: an absolute file path or `@theme/Name`. */
  component: string;
  /** Default true; false matches every path below `path`. */
  exact?: boolean;
  sidebar?: string;
  routes?: RouteConfig[];
  /** Prop name -> module path (content files, data files written by createData). */
  modules?: Record<string, string>;
  /** Small JSON props passed to the component as they are. */
  props?: Record<string, unknown>;
  /** Build-only facts: the source file a link came from, noindex, and who added the route. */
  metadata?: { sourceFilePath?: string; noIndex?: boolean; lastUpdatedAt?: number };
  /** Set by the core: the plugin that added the route. */
  context?: { plugin: string };
}

/** What every plugin is handed: facts about the site, never the mutable site itself. */
export interface LoadContext {
  siteDir: string;
  siteConfig: SiteConfig;
  /** Absolute content folder (pages/, docs/, static/, theme/ live here). */
  contentDir: string;
  /** Where generated files go (.docsite/generated). */
  generatedDir: string;
  /** The framework's own folder, for resolving built-in modules. */
  frameworkDir: string;
  baseUrl: string;
  outDir: string;
  isDev: boolean;
  /**
   * A folder where plugins may keep caches keyed by content across builds (.docsite/cache);
   * undefined when the build was asked to redo everything (`docsite build --no-cache`).
   */
  cacheDir?: string;
  /** The locale this context builds, and the site's locales. */
  i18n: LocaleContext;
  /** Where this locale's translations live: <siteDir>/<i18n.path>/<currentLocale>. */
  localizationDir: string;
}

export interface LocaleContext {
  defaultLocale: string;
  currentLocale: string;
  locales: string[];
  localeConfigs: SiteConfig['i18n']['localeConfigs'];
  /** Absolute translations folder (i18n.path). */
  path: string;
}

export interface PluginLogger {
  info(message: string): void;
  warn(message: string): void;
}

export interface PluginActions {
  addRoute(route: RouteConfig): void;
  /** Writes JSON data to a generated file; returns its path, to use in a route's modules. */
  createData(name: string, data: unknown): Promise<string>;
  setGlobalData(data: unknown): void;
}

export interface HtmlTagObject {
  tagName: string;
  attributes?: Record<string, string | boolean>;
  innerHTML?: string;
}

export interface HtmlTags {
  headTags?: (HtmlTagObject | string)[];
  preBodyTags?: (HtmlTagObject | string)[];
  postBodyTags?: (HtmlTagObject | string)[];
}

/** A rendered page as postBuild and the link checker see it. */
export interface RenderedPage {
  path: string;
  /** Output file relative to the out dir. */
  file: string;
  title: string;
  /** Every href of an <a> and src of an <img> on the page. */
  links: string[];
  /** Every id on the page. */
  anchors: string[];
  noIndex: boolean;
  /** Source file the page was rendered from, relative to the working directory. */
  source?: string;
  /** URLs of the scripts the page's HTML loads or preloads: its first-load JavaScript. */
  scripts?: string[];
  /** SHA-1 of the page's HTML, when the build was asked for it (dev). */
  htmlHash?: string;
  /** What the page's components asked for beyond the strict Content-Security-Policy (useContentSecurityPolicy); absent when nothing. */
  policy?: Record<string, string[]>;
}

/** One translatable string of a translation file: the text, and a note for translators. */
export interface TranslationMessage {
  message: string;
  description?: string;
}

/** A translation file's content, as Docusaurus writes it: id -> { message, description }. */
export type TranslationFileContent = Record<string, TranslationMessage>;

export interface TranslationFile {
  /** Relative to the plugin's translations folder, without `.json`: `current`, `version-1.0`, `options`. */
  path: string;
  content: TranslationFileContent;
}

export interface Plugin<Content = unknown> {
  name: string;
  /** Distinguishes several instances of one plugin; default 'default'. */
  id?: string;
  loadContent?(): Promise<Content> | Content;
  contentLoaded?(args: { content: Content; actions: PluginActions; allContent: AllContent }): Promise<void> | void;
  /**
   * Called once every route exists, before the Markdown compiles: work that needs the routes but
   * not the rendered pages may start here, in the background, for postBuild to wait for.
   */
  routesCreated?(args: { routes: RouteConfig[] }): Promise<void> | void;
  postBuild?(args: { outDir: string; content: Content; routes: RouteConfig[]; pages: RenderedPage[]; siteConfig: SiteConfig }): Promise<void> | void;
  /** A folder of theme components that override built-ins (and are overridden by the site). */
  getThemePath?(): string;
  /** Modules imported on every page in the browser (CSS, scripts, route listeners). */
  getClientModules?(): string[];
  injectHtmlTags?(args: { content: Content }): HtmlTags;
  /** Files and globs the dev server watches to reload this plugin. */
  getPathsToWatch?(): string[];
  /**
   * The strings of the loaded content that translators may change (sidebar labels, titles), in the
   * default locale's words: what `docsite write-translations` writes under
   * <i18n.path>/<locale>/<plugin folder>/<path>.json.
   */
  getTranslationFiles?(args: { content: Content }): Promise<TranslationFile[]> | TranslationFile[];
  /** The content with those strings translated; each file holds every id, translated or not. Runs before contentLoaded. */
  translateContent?(args: { content: Content; translationFiles: TranslationFile[] }): Content;
  /** Rollup plugins for both bundler passes (the browser's and the server's), run before docsite's transforms: new kinds of imports. */
  getRollupPlugins?(args: { isServer: boolean }): import('rollup').Plugin[];
}

export type PluginFactory<Options = any> = (context: LoadContext, options: Options) => Plugin | Promise<Plugin>;

/** plugin name -> plugin id -> content */
export type AllContent = Record<string, Record<string, unknown>>;

export interface LoadedPlugin {
  plugin: Plugin;
  name: string;
  id: string;
  content: unknown;
}
