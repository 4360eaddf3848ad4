// The `@docusaurus/*` modules a site's code may import, each a thin file over docsite's runtime in
// src/runtime/docusaurus/, and what to write instead for the Docusaurus modules docsite lacks.
import path from 'node:path';

export interface DocusaurusModule {
  /** File in src/runtime/docusaurus/. */
  file: string;
  /** What the module exports ("default" included), for the error naming a missing one. */
  exports: string[];
}

export const DOCUSAURUS_MODULES: Readonly<Record<string, DocusaurusModule>> = {
  '@docusaurus/Link': { file: 'Link.ts', exports: ['default'] },
  '@docusaurus/Head': { file: 'Head.ts', exports: ['default'] },
  '@docusaurus/useBaseUrl': { file: 'useBaseUrl.ts', exports: ['default', 'useBaseUrlUtils', 'addBaseUrl'] },
  '@docusaurus/useDocusaurusContext': { file: 'useDocusaurusContext.ts', exports: ['default'] },
  '@docusaurus/BrowserOnly': { file: 'BrowserOnly.tsx', exports: ['default'] },
  '@docusaurus/ExecutionEnvironment': { file: 'ExecutionEnvironment.ts', exports: ['default'] },
  '@docusaurus/useIsBrowser': { file: 'useIsBrowser.ts', exports: ['default'] },
  '@docusaurus/Translate': { file: 'Translate.ts', exports: ['default', 'translate'] },
  '@docusaurus/Interpolate': { file: 'Interpolate.tsx', exports: ['default', 'interpolate'] },
  '@docusaurus/router': { file: 'router.tsx', exports: ['useLocation', 'useHistory', 'Redirect'] },
  '@docusaurus/useGlobalData': { file: 'useGlobalData.ts', exports: ['default', 'useAllPluginInstancesData', 'usePluginData', 'docsitePluginName', 'docusaurusPluginName'] },
  '@docusaurus/ErrorBoundary': { file: 'ErrorBoundary.tsx', exports: ['default'] },
  '@docusaurus/Noop': { file: 'Noop.ts', exports: ['default'] },
  '@docusaurus/isInternalUrl': { file: 'isInternalUrl.ts', exports: ['default', 'hasProtocol'] },
  '@docusaurus/useBrokenLinks': { file: 'useBrokenLinks.ts', exports: ['default'] },
  '@docusaurus/useRouteContext': { file: 'useRouteContext.ts', exports: ['default'] },
  '@docusaurus/theme-common': { file: 'themeCommon.ts', exports: ['useColorMode', 'useThemeConfig', 'useWindowSize', 'ThemeClassNames', 'PageMetadata'] },
  '@docusaurus/plugin-content-docs/client': {
    file: 'pluginContentDocsClient.ts',
    exports: [
      'useAllDocsData', 'useDocsData', 'useActivePlugin', 'useVersions', 'useLatestVersion', 'useActiveVersion', 'useActiveDocContext',
      'useDocsVersion', 'useDocsVersionCandidates', 'useDocsPreferredVersion', 'useDocsSidebar', 'useDocById', 'useCurrentSidebarCategory',
      'useDoc', 'isActiveSidebarItem', 'DocsVersionProvider', 'DocsSidebarProvider',
    ],
  },
};

/** Docusaurus modules docsite does not provide, and what to write instead. */
const INSTEAD: Readonly<Record<string, string>> = {
  '@docusaurus/ComponentCreator': 'Routes are created by docsite\'s plugins (addRoute), not by components: see the plugin API.',
  '@docusaurus/renderRoutes': 'Routes are rendered by docsite\'s router: a plugin adds them with addRoute.',
  '@docusaurus/constants': 'The default plugin id is the string "default".',
  '@docusaurus/theme-common/internal': 'These are internals of Docusaurus\' classic theme. Swizzle the docsite component of the same name (docsite swizzle --list) and build on it.',
  '@docusaurus/plugin-content-blog/client': 'Blog pages get their post as props in docsite\'s blog theme components; swizzle BlogPostItem to change how a post renders.',
  '@docusaurus/useIsomorphicLayoutEffect': 'Use React\'s useLayoutEffect in code that runs only in the browser, or useEffect.',
};

/** The compat file for a `@docusaurus/` import, or null when docsite has none. `runtimeDir` is src/runtime. */
export function docusaurusModuleFile(source: string, runtimeDir: string): string | null {
  const entry = DOCUSAURUS_MODULES[source];
  return entry ? path.join(runtimeDir, 'docusaurus', entry.file) : null;
}

/** The module path of a compat file, e.g. "@docusaurus/theme-common"; null for any other file. */
export function docusaurusModuleOf(file: string): string | null {
  const hit = Object.entries(DOCUSAURUS_MODULES).find(([, m]) => file.endsWith(path.sep + path.join('runtime', 'docusaurus', m.file)));
  return hit?.[0] ?? null;
}

/** Why an import of `source` fails, and what to write instead. */
export function unknownDocusaurusModule(source: string): { message: string; hint: string } {
  const provided = Object.keys(DOCUSAURUS_MODULES).join(', ');
  return {
    message: `docsite does not provide the Docusaurus module "${source}".`,
    hint: `${INSTEAD[source] ?? 'Use docsite\'s runtime instead ("@docsite/runtime", listed in the Client API).'} docsite provides: ${provided}.`,
  };
}

/** Why `binding` cannot be imported from a compat module, and what it does export. */
export function missingDocusaurusExport(source: string, binding: string): { message: string; hint: string } {
  const names = DOCUSAURUS_MODULES[source].exports.map((n) => (n === 'default' ? 'the default export' : n)).join(', ');
  return {
    message: `"${binding}" of "${source}" is not provided by docsite.`,
    hint: `docsite's "${source}" provides ${names}. For anything else use docsite's runtime ("@docsite/runtime", listed in the Client API), or swizzle the docsite theme component you want to change.`,
  };
}
