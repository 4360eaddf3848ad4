// The package entry: `import { defineConfig } from 'docsite'`. Runtime APIs live in 'docsite/runtime'.
export { defineConfig } from './config.ts';
export type { SiteConfig, UserSiteConfig, ThemeConfig } from './config.ts';
export type { Plugin, PluginFactory, LoadContext, PluginActions, RouteConfig, RenderedPage, HtmlTags, TranslationFile, TranslationFileContent, TranslationMessage } from './cli/types.ts';
