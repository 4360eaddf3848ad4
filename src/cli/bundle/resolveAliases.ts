// Resolves docsite's module aliases: @theme/, @theme-original/, @generated/, @site/, @docsite/runtime,
// and the @docusaurus/* modules (docusaurusModules.ts).
import fs from 'node:fs';
import path from 'node:path';
import type { Plugin as RollupPlugin } from 'rollup';
import { nearestNames } from '../shared/suggest.ts';
import { docusaurusModuleFile, unknownDocusaurusModule } from './docusaurusModules.ts';

export interface AliasOptions {
  /** Theme folders, lowest priority first: built-in, plugin themes, the site's theme folder. */
  themeDirs: string[];
  generatedDir: string;
  runtimeEntry: string;
  /** The folder holding site.config.ts: `@site/x` is `<siteDir>/x`, as in Docusaurus. */
  siteDir?: string;
}

const CANDIDATES = ['.tsx', '.ts', '.jsx', '.js', '/index.tsx', '/index.ts', '/index.jsx', '/index.js', ''];

function findIn(dir: string, name: string): string | null {
  for (const suffix of CANDIDATES) {
    const file = path.join(dir, name + suffix);
    // No exception for a missing file, the common case (a site's own theme folder has few files);
    // a path through a file (\`styles.css/index.tsx\`) still throws ENOTDIR.
    try {
      if (fs.statSync(file, { throwIfNoEntry: false })?.isFile()) return file;
    } catch {}
  }
  return null;
}

/**
 * `@theme/Name` resolves to the highest-priority theme folder that has Name. `@theme-original/Name`
 * skips the site's own folder (or, from a plugin theme, that theme and everything above it), so a
 * swizzled wrapper can render the component it wraps.
 */
export function resolveThemeComponent(name: string, themeDirs: string[], importer?: string, original = false): string | null {
  let dirs = [...themeDirs].reverse();
  if (original) {
    const owner = importer ? dirs.findIndex((d) => importer.startsWith(d + path.sep)) : -1;
    dirs = owner === -1 ? dirs.slice(1) : dirs.slice(owner + 1);
  }
  for (const dir of dirs) {
    const hit = findIn(dir, name);
    if (hit) return hit;
  }
  return null;
}

/**
 * Component names a theme folder provides: `X/index.tsx` and `X.tsx` give X, `X/Y.tsx` and
 * `X/Y/index.tsx` give X/Y. Styles, data files and hooks (camelCase, like useFoo.ts) are not.
 */
export function listThemeComponents(themeDir: string, prefix = ''): string[] {
  let entries: fs.Dirent[];
  try {
    entries = fs.readdirSync(path.join(themeDir, prefix), { withFileTypes: true });
  } catch {
    return [];
  }
  const out: string[] = [];
  for (const e of entries) {
    const name = prefix ? `${prefix}/${e.name}` : e.name;
    if (e.isDirectory()) {
      if (findIn(themeDir, name) && /[/\\]index\.[jt]sx?$/.test(findIn(themeDir, name)!)) out.push(name);
      if (name.split('/').length < 3) out.push(...listThemeComponents(themeDir, name));
    } else if (/^[A-Z].*\.[jt]sx?$/.test(e.name) && !/\.d\.ts$/.test(e.name)) {
      out.push(name.replace(/\.[jt]sx?$/, ''));
    }
  }
  return out.sort();
}

export function docsiteAliases(options: AliasOptions): RollupPlugin {
  // Per pass: \`@theme/X\` resolves the same from every importer (\`@theme-original/X\` from every
  // importer in the same theme folder), and a theme module is imported from dozens of others.
  const themeHits = new Map<string, string | null>();
  const themeComponent = (name: string, importer: string | undefined, original: boolean) => {
    // The theme folder holding the importer, found as resolveThemeComponent finds it.
    const owner = original && importer ? [...options.themeDirs].reverse().findIndex((d) => importer.startsWith(d + path.sep)) : -1;
    const key = `${original ? owner : 'any'}\0${name}`;
    if (!themeHits.has(key)) themeHits.set(key, resolveThemeComponent(name, options.themeDirs, importer, original));
    return themeHits.get(key)!;
  };
  return {
    name: 'docsite:aliases',
    resolveId(source, importer) {
      if (source === '@docsite/runtime' || source === 'docsite/runtime') return options.runtimeEntry;
      if (source.startsWith('@docusaurus/')) {
        const file = docusaurusModuleFile(source, path.dirname(options.runtimeEntry));
        return file ?? this.error({ ...unknownDocusaurusModule(source), id: importer, exporter: source });
      }
      const theme = /^@theme(-original)?\/(.+)$/.exec(source);
      if (theme) {
        const hit = themeComponent(theme[2], importer, Boolean(theme[1]));
        // id and exporter: the build reports the importing file, at the line that names the source.
        if (!hit) {
          const near = nearestNames(theme[2], [...new Set(options.themeDirs.flatMap((d) => listThemeComponents(d)))]);
          const suggestion = near.length ? `Did you mean ${near.map((n) => `"${n}"`).join(' or ')}? ` : '';
          this.error({ message: `Theme component "${theme[2]}" was not found (imported as "${source}"). ${suggestion}Run "docsite swizzle --list" to see the components that exist.`, id: importer, exporter: source });
        }
        return hit;
      }
      if (options.siteDir && source.startsWith('@site/')) {
        const file = path.join(options.siteDir, source.slice('@site/'.length));
        const siteDir = path.relative(process.cwd(), options.siteDir) || '.';
        return findIn(path.dirname(file), path.basename(file)) ?? this.error({ message: `"${source}" does not exist: @site/ is the folder holding the site config, ${siteDir}.`, id: importer, exporter: source });
      }
      if (source.startsWith('@generated/')) {
        const rest = source.slice('@generated/'.length);
        for (const ext of ['', '.json', '.js']) {
          const file = path.join(options.generatedDir, rest + ext);
          if (fs.existsSync(file)) return file;
        }
        this.error(`Generated module ${source} is missing from ${options.generatedDir}; this is a docsite bug.`);
      }
      return null;
    },
  };
}
