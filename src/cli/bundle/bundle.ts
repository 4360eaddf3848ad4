// Bundles the site with rollup: one client pass split per route chunk, one server pass for SSR.
import { readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import commonjs from '@rollup/plugin-commonjs';
import nodeResolve from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import { rollup, type OutputChunk, type Plugin as RollupPlugin, type RollupCache, type RollupError, type RollupLog } from 'rollup';
import type { ChunkInfo } from '../../runtime/types.ts';
import { DocsiteError } from '../errors.ts';
import type { MdxCompiler } from '../mdx/mdxPlugin.ts';
import { compiledMdx } from '../mdx/rollupPlugin.ts';
import type { RouteManifest } from '../stages/routes.ts';
import { assetImports } from './assets.ts';
import { MDX_RUNTIME_ENTRY } from './direct/index.ts';
import { frameworkFiles } from './frameworkFiles.ts';
import { resolutionCache } from './resolutionCache.ts';
import { docusaurusModuleOf, missingDocusaurusExport } from './docusaurusModules.ts';
import { docsiteAliases } from './resolveAliases.ts';
import { cssCollector, esbuildMinify, esbuildTransform, jsonData, type TransformMemo } from './transforms.ts';
import { bundleVendor, isVendorUrl, mergeVendorBundles, vendorFilesFor, vendorImports, vendorPackageOf, writeVendorFiles, type VendorBundle, type VendorPackage } from './vendor.ts';

export interface BundleOptions {
  manifest: RouteManifest;
  siteDir: string;
  frameworkDir: string;
  /** Theme folders, lowest priority first. */
  themeDirs: string[];
  generatedDir: string;
  baseUrl: string;
  /** The build's Markdown compiler (or, in the bundle worker, a stand-in asking it), so each file compiles once per build. */
  mdxCompiler: MdxCompiler;
  minify: boolean;
  /**
   * Rollup's module cache from the previous run of the same pass, for rebuilds; false for a
   * one-off build, so the parsed modules are freed as soon as the pass ends.
   */
  cache?: RollupCache | false;
  /** Chunk id -> module for rollup to bundle, when direct modules took the rest (default: every manifest chunk). */
  bundled?: Record<string, string>;
  /** Plugins' own rollup plugins (Plugin.getRollupPlugins), per pass. */
  pluginRollupPlugins?: { client: RollupPlugin[]; server: RollupPlugin[] };
  /** Where esbuild's bundle of the vendor packages is kept between builds (default: bundled every build). */
  vendorCacheDir?: string;
  /** esbuild's transforms, shared by the passes of one build (see TransformMemo). */
  transforms?: TransformMemo;
  /** The site config's clientRuntime: 'preact' bundles preact/compat wherever the client code imports react. */
  clientRuntime?: 'preact' | 'react';
}

export interface ClientBundle {
  entry: ChunkInfo;
  chunks: Record<string, ChunkInfo>;
  stylesheet: string | null;
  /** Every file written, vendor files (see vendor.ts) included. */
  files: { fileName: string; size: number }[];
  /** The JSX runtime + MDX hook chunk direct page modules import (see bundle/direct/). */
  mdxRuntime: ChunkInfo & { fileName: string };
  /** Every file the bundle read. */
  inputs: string[];
  cache?: RollupCache;
}

export interface ServerBundle {
  entryFile: string;
  /** Every file the bundle read. */
  inputs: string[];
  cache?: RollupCache;
}

/** Packages a site's code shares with docsite's runtime: one copy, docsite's. */
const FRAMEWORK_PACKAGES = ['react', 'react-dom', 'wouter'];

const IGNORED_WARNINGS = new Set(['MODULE_LEVEL_DIRECTIVE', 'THIS_IS_UNDEFINED', 'SOURCEMAP_ERROR', 'EMPTY_BUNDLE']);

function onLog(level: string, log: RollupLog, warn: (message: string) => void, themeDirs: string[]) {
  if (IGNORED_WARNINGS.has(log.code ?? '')) return;
  // An import of the site's own code that resolves to nothing would only fail later, when the page
  // renders or in the browser: fail the bundle now, naming the importing file.
  if (log.code === 'UNRESOLVED_IMPORT' && !/[\\/]node_modules[\\/]/.test(log.id ?? '')) throw Object.assign(new Error(log.message), log);
  if (log.code === 'CIRCULAR_DEPENDENCY' && (log.ids ?? []).some((id) => id.includes('node_modules'))) return;
  // Theme components may render each other (a sidebar item and its item list): a legal ES cycle.
  if (log.code === 'CIRCULAR_DEPENDENCY' && (log.ids ?? []).every((id) => themeDirs.some((d) => id.startsWith(d + path.sep)))) return;
  if (level === 'warn') warn(`[bundle] ${log.message}`);
}

function sharedPlugins(o: BundleOptions, target: 'client' | 'server'): RollupPlugin[] {
  return [
    // First: a plugin may handle imports docsite's own resolvers would refuse (`./photo.png?ideal`).
    ...(o.pluginRollupPlugins?.[target] ?? []),
    docsiteAliases({ themeDirs: o.themeDirs, generatedDir: o.generatedDir, runtimeEntry: path.join(o.frameworkDir, 'src/runtime/index.ts'), siteDir: o.siteDir }),
    replace({ preventAssignment: true, values: { 'process.env.NODE_ENV': JSON.stringify('production'), 'import.meta.env.SSR': String(target === 'server') } }),
    compiledMdx(o.mdxCompiler),
    // Images, downloads, media and fonts imported by a page (or its Markdown) become hashed URLs.
    assetImports({ baseUrl: o.baseUrl, emit: target === 'client' }),
    esbuildTransform({ siteDir: o.siteDir, memo: o.transforms }),
    jsonData(),
  ];
}

/** Turns a rollup failure into a DocsiteError pointing at the user's file. */
export function toDocsiteError(error: unknown, siteDir: string): DocsiteError {
  if (error instanceof DocsiteError) return error;
  const e = error as RollupError;
  const file = e.loc?.file ?? e.id;
  const rel = file ? path.relative(process.cwd(), file) : undefined;
  const message = String(e.message ?? error).replace(/^\[plugin [^\]]+\]\s*/, '').replace(/^[^\s:"]+\.(mdx?|tsx?|jsx?|css)(:\d+:\d+)?:?\s*\(?\d*:?\d*\)?:?\s*/, '');
  const isMdx = message.startsWith('MDX syntax error');
  const unresolved = /Could not resolve "(.+?)" from "(.+?)"/.exec(message) ?? (e.code === 'UNRESOLVED_IMPORT' ? [null, e.exporter ?? '', e.id ?? ''] : null);
  if (unresolved) {
    const loc = e.loc ?? (file ? importLocation(file, unresolved[1]) : undefined);
    return new DocsiteError(`Cannot find module "${unresolved[1]}" imported from ${path.relative(process.cwd(), unresolved[2] || file || '')}`, {
      location: loc && rel ? { file: rel, line: loc.line, column: loc.column } : rel ? { file: rel } : undefined,
      hint: 'Check the import path (relative imports need ./ or ../ and the right extension), or install the package.',
      cause: error,
    });
  }
  // clientRuntime 'preact': a React API that Preact's compat layer lacks (useActionState, Activity, ...).
  if (e.code === 'MISSING_EXPORT' && /[\\/]node_modules[\\/]preact[\\/]/.test(e.exporter ?? '')) {
    const binding = (e as { binding?: string }).binding ?? /"(.+?)" is not exported/.exec(message)?.[1] ?? 'this name';
    // rollup's position is in the code esbuild produced from the TSX: find the name in the source.
    const loc = (file && nameLocation(file, binding)) || e.loc;
    return new DocsiteError(`"${binding}" is a React API that Preact, which runs the pages in the browser, does not provide`, {
      location: rel ? { file: rel, line: loc?.line, column: loc?.column } : undefined,
      hint: `Set clientRuntime: 'react' in site.config.ts to hydrate the pages with React instead (about 60 KB more JavaScript per page, gzip), or do without "${binding}".`,
      cause: error,
    });
  }
  // A name docsite's stand-in for a @docusaurus/ module does not export.
  const compat = e.code === 'MISSING_EXPORT' && e.exporter ? docusaurusModuleOf(e.exporter) : null;
  if (compat) {
    const binding = (e as { binding?: string }).binding ?? /"(.+?)" is not exported/.exec(message)?.[1] ?? 'default';
    const loc = (file && nameLocation(file, binding)) || e.loc;
    return new DocsiteError(missingDocusaurusExport(compat, binding).message, { location: rel ? { file: rel, line: loc?.line, column: loc?.column } : undefined, hint: missingDocusaurusExport(compat, binding).hint, cause: error });
  }
  // A resolver's error names the import it could not resolve as exporter: find it in the importer.
  const loc = e.loc ?? (file && e.exporter ? importLocation(file, e.exporter) : undefined);
  // A docsite rollup plugin may say what to do itself: `this.error({ message, hint })`.
  const pluginHint = (e as { hint?: unknown }).hint;
  return new DocsiteError(message.split('\n')[0], {
    location: rel ? { file: rel, line: loc?.line, column: loc?.column } : undefined,
    hint:
      typeof pluginHint === 'string'
        ? pluginHint
        : isMdx
          ? 'Fix the Markdown at that position. In MDX, { and < start JavaScript expressions and JSX: write \\{ or &lt; for literal characters, and close every tag.'
          : e.exporter
            ? 'Fix the import path, or create what it names.'
            : 'Fix the error in that file and build again.',
    cause: error,
  });
}

/** 1-based line and column of the first line where find(text) gives a 0-based column. */
function locate(file: string, find: (text: string) => number | undefined): { line: number; column: number } | undefined {
  let lines: string[];
  try {
    lines = readFileSync(file.split('?')[0], 'utf8').split('\n');
  } catch {
    return undefined;
  }
  for (const [i, text] of lines.entries()) {
    const column = find(text);
    if (column !== undefined) return { line: i + 1, column: column + 1 };
  }
  return undefined;
}

/** Where the quoted specifier is in the importing file: rollup gives no position for it. */
function importLocation(file: string, specifier: string) {
  return locate(file, (text) => [`'${specifier}'`, `"${specifier}"`].map((q) => text.indexOf(q)).find((c) => c !== -1));
}

/** Where name is first used as a whole word (an imported name: in its import). */
function nameLocation(file: string, name: string) {
  const word = new RegExp(`(?<![\\w$])${name.replace(/[$]/g, '\\$')}(?![\\w$])`);
  return locate(file, (text) => word.exec(text)?.index);
}

/** Static imports of a chunk, transitively, as URLs: what the browser fetches before it runs. */
function collectDeps(fileName: string, byFile: Map<string, OutputChunk>, seen = new Set<string>()): string[] {
  for (const dep of byFile.get(fileName)?.imports ?? []) {
    // External imports (vendor URLs) are not rollup's files: the browser fetches them by their own URL.
    if (seen.has(dep) || !byFile.has(dep)) continue;
    seen.add(dep);
    collectDeps(dep, byFile, seen);
  }
  return [...seen];
}

/**
 * The client pass's React imports, in Preact's compat layer (clientRuntime 'preact'). Only the
 * browser gets Preact: the server renders with React, and Preact hydrates React's HTML.
 */
const PREACT_ALIASES: Readonly<Record<string, string>> = {
  react: 'preact/compat',
  'react-dom': 'preact/compat',
  'react-dom/client': 'preact/compat/client',
  'react/jsx-runtime': 'preact/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/jsx-dev-runtime',
};

function preactCompat(frameworkDir: string): RollupPlugin {
  // Resolved from docsite's install, like React itself (FRAMEWORK_PACKAGES): one copy per page.
  const importer = path.join(frameworkDir, 'package.json');
  return {
    name: 'docsite:preact',
    resolveId(source) {
      const target = PREACT_ALIASES[source];
      return target ? this.resolve(target, importer, { skipSelf: true }) : null;
    },
  };
}

export async function bundleClient(o: BundleOptions, outDir: string, warn: (m: string) => void): Promise<ClientBundle> {
  let stylesheet: string | null = null;
  const input: Record<string, string> = {
    main: path.join(o.frameworkDir, 'src/runtime/clientEntry.tsx'),
    [MDX_RUNTIME_ENTRY]: path.join(o.frameworkDir, 'src/runtime/mdxRuntime.ts'),
    ...(o.bundled ?? o.manifest.chunks),
  };
  // Each vendor package is bundled on its first import (in parallel with rollup), or after rollup
  // when its cache skipped that import.
  const vendors = new Map<VendorPackage, Promise<VendorBundle>>();
  const loadVendor = (pkg: VendorPackage) => {
    let p = vendors.get(pkg);
    if (!p) vendors.set(pkg, (p = bundleVendor({ frameworkDir: o.frameworkDir, minify: o.minify, cacheDir: o.vendorCacheDir, packages: [pkg] })));
    return p;
  };
  try {
    const bundle = await rollup({
      input,
      cache: o.cache,
      preserveEntrySignatures: 'exports-only',
      // No tree-shaking here: the minifier drops each chunk's unused code instead (esbuildMinify),
      // which spares rollup's analysis of every statement and leaves a first load no bigger, with
      // the same HTML. Unminified (dev), the chunks keep the unused code.
      treeshake: false,
      onLog: (level, log) => onLog(level, log, warn, o.themeDirs),
      plugins: [
        resolutionCache(),
        ...sharedPlugins(o, 'client'),
        cssCollector({ emit: true, minify: o.minify, onStylesheet: (f) => (stylesheet = f) }),
        vendorImports({ baseUrl: o.baseUrl, vendor: loadVendor }),
        ...(o.clientRuntime === 'react' ? [] : [preactCompat(o.frameworkDir)]),
        frameworkFiles(o.frameworkDir),
        // React and the router always come from docsite's own install, wherever the site lives.
        nodeResolve({ browser: true, extensions: ['.mjs', '.js', '.jsx', '.ts', '.tsx', '.json'], dedupe: FRAMEWORK_PACKAGES, rootDir: o.frameworkDir }),
        commonjs({ include: /node_modules/ }),
        ...(o.minify ? [esbuildMinify()] : []),
      ],
    });
    const { output } = await bundle.write({
      dir: outDir,
      format: 'es',
      entryFileNames: 'assets/js/[name].[hash].js',
      chunkFileNames: 'assets/js/[name].[hash].js',
      assetFileNames: 'assets/[ext]/[name].[hash][extname]',
      sourcemap: false,
    });
    await bundle.close();
    const byFile = new Map(output.filter((c): c is OutputChunk => c.type === 'chunk').map((c) => [c.fileName, c]));
    const url = (f: string) => o.baseUrl + f;
    const chunks: Record<string, ChunkInfo> = {};
    let entry: ChunkInfo | null = null;
    let mdxRuntime: (ChunkInfo & { fileName: string }) | null = null;
    for (const chunk of byFile.values()) {
      if (!chunk.isEntry) continue;
      const info = { js: url(chunk.fileName), deps: collectDeps(chunk.fileName, byFile).map(url) };
      if (chunk.name === 'main') entry = info;
      else if (chunk.name === MDX_RUNTIME_ENTRY) mdxRuntime = { ...info, fileName: chunk.fileName };
      else chunks[chunk.name] = info;
    }
    const files = output.map((f) => ({ fileName: f.fileName, size: f.type === 'chunk' ? Buffer.byteLength(f.code) : typeof f.source === 'string' ? Buffer.byteLength(f.source) : f.source.byteLength }));
    // Only the vendor packages this site's code imports, and the chunks they load, are written.
    const vendorUrls = [...new Set([...byFile.values()].flatMap((c) => [...c.imports, ...c.dynamicImports]).filter((id) => isVendorUrl(id, o.baseUrl)))].sort();
    if (vendorUrls.length) {
      const packages = [...new Set(vendorUrls.map((u) => vendorPackageOf(u)))].filter((p) => p !== undefined);
      const bundle = mergeVendorBundles(await Promise.all(packages.map(loadVendor)));
      files.push(...(await writeVendorFiles(bundle, vendorFilesFor(bundle, vendorUrls, o.baseUrl), outDir)));
    }
    return { entry: entry!, chunks, stylesheet: stylesheet ? url(stylesheet) : null, files, mdxRuntime: mdxRuntime!, inputs: bundle.watchFiles, cache: bundle.cache };
  } catch (error) {
    throw toDocsiteError(error, o.siteDir);
  }
}

/** The server bundle: the server entry plus every route chunk behind the generated registry. */
export async function bundleServer(o: BundleOptions, serverDir: string, warn: (m: string) => void): Promise<ServerBundle> {
  const isBare = (id: string) => !/^[./]|^@theme|^@generated|^@site\/|^@docsite\/|^@docusaurus\/|^docsite\/runtime$|^\0/.test(id) && !path.isAbsolute(id) && !id.endsWith('.css');
  // Packages stay external; docsite's own ones resolve to absolute paths in its install, so the
  // server bundle runs from a site folder that has no node_modules.
  const requireFromFramework = createRequire(path.join(o.frameworkDir, 'package.json'));
  const frameworkExternals: RollupPlugin = {
    name: 'docsite:framework-externals',
    resolveId(source) {
      const pkg = source.startsWith('@') ? source.split('/').slice(0, 2).join('/') : source.split('/')[0];
      if (!FRAMEWORK_PACKAGES.includes(pkg)) return null;
      return { id: pathToFileURL(requireFromFramework.resolve(source)).href, external: 'absolute' };
    },
  };
  try {
    const bundle = await rollup({
      input: { 'server-entry': path.join(o.frameworkDir, 'src/runtime/serverEntry.tsx') },
      cache: o.cache,
      // The server bundle only renders pages here: code it does not use costs nothing to ship, and
      // rollup's tree-shaking of it costs more time than the larger bundle does.
      treeshake: false,
      external: (id) => isBare(id) && !FRAMEWORK_PACKAGES.includes(id.startsWith('@') ? id.split('/').slice(0, 2).join('/') : id.split('/')[0]),
      onLog: (level, log) => onLog(level, log, warn, o.themeDirs),
      plugins: [resolutionCache(), frameworkExternals, ...sharedPlugins(o, 'server'), cssCollector({ emit: false, minify: false }), frameworkFiles(o.frameworkDir), nodeResolve({ extensions: ['.mjs', '.js', '.jsx', '.ts', '.tsx', '.json'], exportConditions: ['node', 'import'] })],
    });
    await fs.rm(serverDir, { recursive: true, force: true });
    // .mjs: the site folder may have no package.json saying "type": "module".
    await bundle.write({ dir: serverDir, format: 'es', entryFileNames: '[name].mjs', chunkFileNames: 'chunks/[name].[hash].mjs', sourcemap: false });
    await bundle.close();
    return { entryFile: path.join(serverDir, 'server-entry.mjs'), inputs: bundle.watchFiles, cache: bundle.cache };
  } catch (error) {
    throw toDocsiteError(error, o.siteDir);
  }
}
