// The public runtime API for site code and theme components: `import { Link } from 'docsite/runtime'`.
export { Link, useResolvedHref, type LinkProps } from './Link.tsx';
export { Head } from './Head.tsx';
export { useContentSecurityPolicy, type PolicySources } from './pagePolicy.tsx';
export { useSiteData, useSiteConfig, useCurrentLocale, useBaseUrl, useGlobalData, withBaseUrl, useRequiredContext } from './context.tsx';
export { useRouterState, useRouterStore } from './router.tsx';
export { useAlternatePages, type AlternatePage } from './alternates.ts';
export { localizeHref, pathInLocale, localeOfPath, localeBasesOf, type LocaleBase } from './locales.ts';
export { useLocation, useSearch, useParams } from 'wouter';
export { matchRoutes, joinUrl, addTrailingSlash, removeTrailingSlash, applyTrailingSlash, normalizeLocationPath, escapeHtml } from './paths.ts';
export type { ClientRoute, ClientSiteConfig, SiteData, ClientModule, ChunkInfo, PageData } from './types.ts';
export { ErrorBoundary, getErrorCausalChain, type FallbackParams } from './ErrorBoundary.tsx';
export { invariant } from './invariant.ts';
export { Translate, translate, interpolate, setTranslations, translationLocale } from './translate.tsx';
export * from './storage.ts';
export * from './colorMode.tsx';
export * from './docsData.ts';
export * from './useWindowSize.ts';
export { useIsBrowser } from './useIsBrowser.ts';
export * from './useHideableNavbar.ts';
export * from './useTabGroupChoice.ts';
export * from './docsHooks.ts';
// A swizzled DocRoot or sidebar category needs these; the part-merging helpers stay private.
export { useVersionWithSidebarParts, useSidebarPartLoader, SidebarPartLoaderProvider } from './sidebarParts.ts';
export { MDXProvider, useMDXComponents, type MDXComponentMap } from './mdx.tsx';
