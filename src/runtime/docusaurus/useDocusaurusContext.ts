// @docusaurus/useDocusaurusContext: docsite's site data in the shape of Docusaurus' context.
import { useSiteData } from '../context.tsx';

export default function useDocusaurusContext() {
  const { siteConfig, globalData, docsiteVersion } = useSiteData();
  const { i18n } = siteConfig;
  return {
    siteConfig,
    globalData,
    i18n,
    siteMetadata: { docsiteVersion, pluginVersions: {} },
    codeTranslations: {} as Record<string, string>,
  };
}
