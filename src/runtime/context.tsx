import { createContext, useContext, type ReactNode } from 'react';
import { withBaseUrl } from './paths.ts';
import type { SiteData } from './types.ts';

export { withBaseUrl };

const SiteContext = createContext<SiteData | null>(null);

export function SiteDataProvider({ value, children }: { value: SiteData; children: ReactNode }) {
  return <SiteContext.Provider value={value}>{children}</SiteContext.Provider>;
}

/** Throws the spec's "hook used outside its provider" error with the hook's name. */
export function useRequiredContext<T>(context: React.Context<T | null>, hookName: string, providerName: string): T {
  const value = useContext(context);
  if (value === null) {
    throw new Error(`Hook ${hookName} is called outside the <${providerName}>. Wrap the component that calls it in <${providerName}>.`);
  }
  return value;
}

export function useSiteData(): SiteData {
  return useRequiredContext(SiteContext, 'useSiteData', 'SiteDataProvider');
}

export function useSiteConfig() {
  return useSiteData().siteConfig;
}

/** The locale of the page being shown (its messages, dates and numbers). */
export function useCurrentLocale(): string {
  return useSiteConfig().i18n.currentLocale;
}

/** Prefixes a site-absolute path with the baseUrl; leaves full URLs and anchors alone. */
export function useBaseUrl(path: string): string {
  const { baseUrl } = useSiteConfig();
  return withBaseUrl(path, baseUrl);
}


export function useGlobalData(pluginName: string, pluginId = 'default'): unknown {
  const data = useSiteData().globalData[pluginName]?.[pluginId];
  if (data === undefined) {
    throw new Error(`No global data for plugin "${pluginName}" with id "${pluginId}". Is the plugin enabled in site.config.ts?`);
  }
  return data;
}
