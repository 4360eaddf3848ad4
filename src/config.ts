import type { UserSiteConfig } from './cli/config/schema.ts';
export type { ReadingTimeFunction, ReadingTimeParams } from './cli/plugins/blog/options.ts';

export type {
  FooterColumn,
  FooterLinkItem,
  LocaleConfig,
  NavbarItem,
  PluginConfig,
  PluginFactory,
  PluginObject,
  SiteConfig,
  ThemeConfig,
  UserNavbarItem,
  UserSiteConfig,
} from './cli/config/schema.ts';

/** Types a site config in site.config.ts; returns it unchanged. */
export function defineConfig(config: UserSiteConfig): UserSiteConfig {
  return config;
}
