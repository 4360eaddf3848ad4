// @docusaurus/useDocusaurusContext: docsite's site data in the shape of Docusaurus' context.
import { useSiteData } from '../context.tsx';

export default function useDocusaurusContext() {
  const { siteConfig, globalData, docsiteVersion } = useSiteData();
  const { i18n } = siteConfig;
  return {
    siteConfig,
    globalData,
    // docsite builds one locale per build: the default one.
    i18n: { ...i18n, currentLocale: i18n.defaultLocale },
    siteMetadata: { docsiteVersion, pluginVersions: {} },
    codeTranslations: {} as Record<string, string>,
  };
}
