// @docusaurus/theme-common: the colour mode, theme config and window size hooks, and the class
// names of docsite's theme parts under Docusaurus' keys.
import { useColorMode as useDocsiteColorMode } from '../colorMode.tsx';
import { useSiteConfig } from '../context.tsx';

export { useWindowSize } from '../useWindowSize.ts';
export { default as PageMetadata } from '@theme/PageMetadata';

/** Docusaurus' colour mode hook: docsite's value and setter, and the older boolean helpers. */
export function useColorMode() {
  const { colorMode, setColorMode } = useDocsiteColorMode();
  return {
    colorMode,
    setColorMode,
    isDarkTheme: colorMode === 'dark',
    setLightTheme: () => setColorMode('light'),
    setDarkTheme: () => setColorMode('dark'),
  };
}

export function useThemeConfig(): Record<string, any> {
  return useSiteConfig().themeConfig;
}

/** Classes docsite's theme gives these parts, so a component can find or style them. */
export const ThemeClassNames = {
  wrapper: { main: 'main-wrapper' },
  common: {
    codeBlock: 'code-block',
    admonition: 'admonition',
    admonitionType: (type: string) => `admonition--${type}`,
    editThisPage: 'edit-this-page',
    lastUpdated: 'last-updated',
    backToTopButton: 'back-to-top',
  },
  docs: {
    docMarkdown: 'markdown',
    docTocMobile: 'doc-item__toc-mobile',
    docTocDesktop: 'doc-item__toc',
    docFooter: 'doc-item__footer',
    docVersionBadge: 'doc-version-badge',
    docVersionBanner: 'doc-version-banner',
    docBreadcrumbs: 'breadcrumbs',
    docSidebarContainer: 'docs-root__sidebar',
    docSidebarMenu: 'docs-sidebar',
  },
} as const;
