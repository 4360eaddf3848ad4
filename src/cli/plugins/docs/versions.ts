// Which versions a docs instance has, where their files live and where they are served.
import fs from 'node:fs';
import path from 'node:path';
import { joinUrl } from '../../../runtime/paths.ts';
import { DocsiteError } from '../../errors.ts';
import type { DocsOptions } from './options.ts';
import type { VersionBanner, VersionMeta } from './types.ts';

export const CURRENT_VERSION = 'current';

/** Folder and file names of a plugin instance: the default id has no prefix. */
export function versionedPaths(contentDir: string, pluginId: string) {
  const prefix = pluginId === 'default' ? '' : `${pluginId}_`;
  return {
    versionsFile: path.join(contentDir, `${prefix}versions.json`),
    docsDir: (name: string) => path.join(contentDir, `${prefix}versioned_docs`, `version-${name}`),
    sidebarsFile: (name: string) => path.join(contentDir, `${prefix}versioned_sidebars`, `version-${name}-sidebars.json`),
  };
}

/** Names from versions.json, newest first; [] when there is none. */
export function readVersionNames(contentDir: string, pluginId: string): string[] {
  const file = versionedPaths(contentDir, pluginId).versionsFile;
  let raw: string;
  try {
    raw = fs.readFileSync(file, 'utf8');
  } catch (e: any) {
    if (e.code === 'ENOENT') return [];
    throw e;
  }
  let names: unknown;
  try {
    names = JSON.parse(raw);
  } catch (error) {
    throw new DocsiteError(`${path.basename(file)} is not valid JSON: ${(error as Error).message}`, { location: { file }, hint: 'Write it as a list of version names, newest first: ["2.0.0", "1.0.0"].', cause: error });
  }
  if (!Array.isArray(names) || names.some((n) => typeof n !== 'string' || n.trim() === '')) {
    throw new DocsiteError(`${path.basename(file)} must be a list of version names.`, { location: { file }, hint: 'Write it as a list of strings, newest first: ["2.0.0", "1.0.0"].' });
  }
  return names;
}

/** The first file among `base` as given or with .ts, .js, .mjs, .cjs, .json, in each folder in turn. */
export function findSidebarsFile(base: string, dirs: string[]): string | undefined {
  for (const dir of dirs) {
    for (const ext of ['', '.ts', '.mts', '.js', '.mjs', '.cjs', '.json']) {
      const file = path.resolve(dir, base + ext);
      if (fs.existsSync(file) && fs.statSync(file).isFile()) return file;
    }
  }
  return undefined;
}

function defaultBanner(name: string, lastName: string, order: string[]): VersionBanner {
  if (name === lastName) return 'none';
  return order.indexOf(name) < order.indexOf(lastName) ? 'unreleased' : 'unmaintained';
}

export interface ResolveVersionsInput {
  options: DocsOptions;
  /** From versions.json. */
  versionNames: string[];
  contentDir: string;
  siteDir: string;
  baseUrl: string;
  /** The plugin's translations folder for the current locale (see localizedPluginDir); undefined on the default locale. */
  localizedDir?: string;
}

/** Docusaurus' names: "current" for the docs folder, "version-<name>" for a versioned one. */
export function localizedVersionDir(localizedDir: string, name: string): string {
  return path.join(localizedDir, name === CURRENT_VERSION ? CURRENT_VERSION : `version-${name}`);
}

/** The versions to build, current first, with labels, URLs, banners and folders. Pure but for finding the sidebars file. */
export function resolveVersions({ options, versionNames, contentDir, siteDir, baseUrl, localizedDir }: ResolveVersionsInput): VersionMeta[] {
  const names = options.disableVersioning ? [CURRENT_VERSION] : [...(options.includeCurrentVersion ? [CURRENT_VERSION] : []), ...versionNames];
  const known = (list: string[], what: string) => {
    const unknown = list.filter((n) => !names.includes(n));
    if (unknown.length) {
      throw new DocsiteError(`Docs plugin "${options.id}": ${what} names unknown version${unknown.length > 1 ? 's' : ''} ${unknown.map((n) => `"${n}"`).join(', ')}.`, {
        hint: `Known versions: ${names.map((n) => `"${n}"`).join(', ')}.`,
      });
    }
  };
  if (names.length === 0) {
    throw new DocsiteError(`Docs plugin "${options.id}" has no version to build: includeCurrentVersion is false and there is no versions.json.`, {
      hint: 'Set includeCurrentVersion: true, or create a version first.',
    });
  }
  known(Object.keys(options.versions), 'the "versions" option');
  const included = options.onlyIncludeVersions ?? names;
  known(included, 'onlyIncludeVersions');
  const lastName = options.lastVersion ?? (options.disableVersioning ? CURRENT_VERSION : (versionNames[0] ?? CURRENT_VERSION));
  known([lastName], 'lastVersion');
  if (!included.includes(lastName)) {
    throw new DocsiteError(`Docs plugin "${options.id}": lastVersion "${lastName}" is not in onlyIncludeVersions.`, { hint: 'Add it to onlyIncludeVersions, or pick another lastVersion.' });
  }
  const paths = versionedPaths(contentDir, options.id);
  const currentDir = path.resolve(contentDir, options.path);
  const sidebarsFile = sidebarsFileFor(options, contentDir, siteDir);
  return names
    .filter((name) => included.includes(name))
    .map((name) => {
      const given = options.versions[name] ?? {};
      const isLast = name === lastName;
      const current = name === CURRENT_VERSION;
      const segment = given.path ?? (isLast ? '' : current ? 'next' : name);
      return {
        name,
        label: given.label ?? (current ? 'Next' : name),
        path: joinUrl('/', baseUrl, options.routeBasePath, segment).replace(/(.)\/$/, '$1'),
        isLast,
        banner: given.banner ?? defaultBanner(name, lastName, names),
        badge: given.badge ?? names.length > 1,
        className: given.className ?? `docs-version-${name}`,
        noIndex: given.noIndex ?? false,
        contentPath: current ? currentDir : paths.docsDir(name),
        sidebarFilePath: current ? sidebarsFile : paths.sidebarsFile(name),
        editContentPath: current || options.editCurrentVersion ? currentDir : paths.docsDir(name),
        ...(localizedDir !== undefined && {
          contentPathLocalized: localizedVersionDir(localizedDir, name),
          editContentPathLocalized: localizedVersionDir(localizedDir, current || options.editCurrentVersion ? CURRENT_VERSION : name),
        }),
      };
    });
}

/** The sidebars file of the current version; false for one autogenerated sidebar. */
function sidebarsFileFor(options: DocsOptions, contentDir: string, siteDir: string): string | false {
  if (options.sidebarPath === false) return false;
  const found = findSidebarsFile(options.sidebarPath ?? 'sidebars', [contentDir, siteDir]);
  if (found) return found;
  if (options.sidebarPath === undefined) return false;
  throw new DocsiteError(`Docs plugin "${options.id}": the sidebars file "${options.sidebarPath}" was not found.`, {
    hint: `Looked in ${path.relative(process.cwd(), contentDir) || '.'} and ${path.relative(process.cwd(), siteDir) || '.'}. Fix sidebarPath, or set it to false for one autogenerated sidebar.`,
  });
}
