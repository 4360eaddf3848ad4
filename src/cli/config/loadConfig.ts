import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { build, type BuildFailure, type Message, type Plugin } from 'esbuild';
import { DocsiteError } from '../errors.ts';
import type { SiteConfig } from './schema.ts';
import { frameworkDir } from '../shared/context.ts';
import { validateConfig } from './validateConfig.ts';
import { formatMappingNotes, fromDocusaurusConfig, lineOf, type MappingNote } from './docusaurusConfig.ts';

export interface LoadedConfig {
  /** The validated config, with defaults applied. */
  siteConfig: SiteConfig;
  /** Absolute path of the site folder. */
  siteDir: string;
  /** Absolute path of the config file. */
  configPath: string;
  /** Absolute paths of the local files the config imports (not the config itself), for the dev watcher. */
  dependencies: string[];
  /** Set when the config is a docusaurus.config.*: what was mapped or ignored, and why. */
  docusaurus?: { notes: MappingNote[] };
}

export interface LoadConfigOptions {
  /** Config file to use instead of site.config.{ts,mts,js,mjs}, relative to siteDir. */
  configFile?: string;
}

const CONFIG_NAMES = ['site.config.ts', 'site.config.mts', 'site.config.js', 'site.config.mjs'];
/** Read when there is no site config: a Docusaurus project folder builds as it is. */
const DOCUSAURUS_NAMES = ['docusaurus.config.ts', 'docusaurus.config.mjs', 'docusaurus.config.js'];
const isDocusaurusConfig = (file: string) => /^docusaurus\.config\.[cm]?[jt]s$/.test(path.basename(file));
const OUT_DIR = path.join('.docsite', 'config');
/** docsite's own files a config imports are no dependency of the site (dev does not watch them). */
const frameworkSrc = path.join(frameworkDir, 'src') + path.sep;

/** Finds, compiles, evaluates and validates the site config. */
export async function loadConfig(siteDir: string, options: LoadConfigOptions = {}): Promise<LoadedConfig> {
  siteDir = path.resolve(siteDir);
  const configPath = findConfig(siteDir, options.configFile);
  const { code, dependencies } = await compileConfig(configPath, siteDir);
  if (!isDocusaurusConfig(configPath)) {
    const raw = await evaluateConfig(code, configPath, siteDir);
    return { siteConfig: validateConfig(raw, configPath), siteDir, configPath, dependencies };
  }
  const raw = await evaluateConfig(code, configPath, siteDir, { commonJs: true });
  const mapping = fromDocusaurusConfig(raw, { siteDir, exists: (file) => existsSync(path.join(siteDir, file)) });
  if (mapping.problems.length > 0) throw unsupportedConstructs(configPath, mapping.problems);
  return { siteConfig: validateConfig(mapping.config, configPath), siteDir, configPath, dependencies, docusaurus: { notes: mapping.notes } };
}

/** One error for every construct docsite cannot honour, each at its line of the config. */
function unsupportedConstructs(configPath: string, problems: ReturnType<typeof fromDocusaurusConfig>['problems']): DocsiteError {
  const source = readFileSync(configPath, 'utf8');
  const located = problems.map((p) => ({ ...p, line: lineOf(source, p.locate) }));
  const count = located.length;
  return new DocsiteError(`${relative(configPath)} uses ${count} Docusaurus ${count === 1 ? 'construct' : 'constructs'} docsite does not support.`, {
    location: { file: configPath, line: located[0].line },
    details: located.map((p) => `- ${relative(configPath)}${p.line ? `:${p.line}` : ''}: ${p.key}: ${p.problem} ${p.fix}`),
    hint: `Change these in ${relative(configPath)} and run the command again; nothing was built.`,
  });
}

const printedNotes = new Set<string>();

/** Prints what a Docusaurus config was mapped to, once per process and config text (dev rebuilds stay quiet). */
export function reportDocusaurusMapping(config: LoadedConfig, write: (text: string) => void = console.log): void {
  if (!config.docusaurus) return;
  const text = formatMappingNotes(relative(config.configPath), config.docusaurus.notes);
  if (printedNotes.has(text)) return;
  printedNotes.add(text);
  write(text);
}

function relative(file: string): string {
  return path.relative(process.cwd(), file) || '.';
}

function findConfig(siteDir: string, configFile?: string): string {
  const candidates = configFile ? [path.resolve(siteDir, configFile)] : [...CONFIG_NAMES, ...DOCUSAURUS_NAMES].map((name) => path.join(siteDir, name));
  const found = candidates.find((file) => existsSync(file));
  if (found) return found;
  const lookedFor = configFile ? relative(candidates[0]) : `${relative(siteDir)}/${CONFIG_NAMES[0]}`;
  const init = relative(siteDir) === '.' ? 'docsite init' : `docsite init ${relative(siteDir)}`;
  // One line: this is what a user sees on running docsite in the wrong folder.
  const other = configFile ? 'fix the --config path' : 'pass --config <file>';
  throw new DocsiteError(`No site config found: looked for ${lookedFor}. Create a site with "${init}", or ${other}.`);
}

/**
 * `import ... from 'docsite'` (and 'docsite/config', ...) means this docsite, wherever the site
 * lives: resolved through our own package.json exports to absolute paths, so a site folder needs
 * no node_modules of its own. Those files are TypeScript: they are bundled with the config (they
 * hold defineConfig and types), as the compiled CLI registers no TypeScript loader with Node.
 */
export function frameworkImports(): Plugin {
  const exportsMap = JSON.parse(readFileSync(path.join(frameworkDir, 'package.json'), 'utf8')).exports as Record<string, string>;
  return {
    name: 'docsite-framework-imports',
    setup(b) {
      b.onResolve({ filter: /^docsite(\/.*)?$/ }, (args) => {
        const target = exportsMap[args.path === 'docsite' ? '.' : `./${args.path.slice('docsite/'.length)}`];
        return target ? { path: path.join(frameworkDir, target) } : undefined;
      });
    },
  };
}

/**
 * Bundles the config and its local imports into one ES module; packages (including 'docsite'
 * itself) stay external and are resolved by Node when the module is imported.
 */
async function compileConfig(configPath: string, siteDir: string): Promise<{ code: string; dependencies: string[] }> {
  const injected = new Map<string, number>();
  try {
    const result = await build({
      entryPoints: [configPath],
      absWorkingDir: siteDir,
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      packages: 'external',
      metafile: true,
      sourcemap: 'inline',
      write: false,
      logLevel: 'silent',
      define: {
        'import.meta.url': '__docsite_import_meta_url',
        'import.meta.dirname': '__docsite_dirname',
        'import.meta.filename': '__docsite_filename',
        __dirname: '__docsite_dirname',
        __filename: '__docsite_filename',
      },
      plugins: [injectFileScope(injected), frameworkImports()],
    });
    const dependencies = Object.keys(result.metafile.inputs)
      .filter((input) => !input.includes(':'))
      .map((input) => path.resolve(siteDir, input))
      .filter((file) => file !== configPath && !file.startsWith(frameworkSrc));
    return { code: result.outputFiles[0].text, dependencies };
  } catch (error) {
    const messages = (error as BuildFailure).errors;
    if (!Array.isArray(messages) || messages.length === 0) throw error;
    const [first, ...rest] = messages;
    const where = (message: Message) => {
      const loc = message.location;
      if (!loc) return undefined;
      const file = path.resolve(siteDir, loc.file);
      // esbuild counts columns in bytes from 0; editors count characters from 1.
      const column = Buffer.from(loc.lineText).subarray(0, loc.column).toString().length;
      const shift = loc.line === 1 ? (injected.get(file) ?? 0) : 0;
      return { file, line: loc.line, column: Math.max(0, column - shift) + 1 };
    };
    const syntax = !first.text.startsWith('Could not resolve');
    throw new DocsiteError(`Could not compile ${relative(configPath)}: ${first.text}`, {
      location: where(first) ?? { file: configPath },
      details: rest.map((message) => {
        const loc = where(message);
        return `- ${loc ? `${relative(loc.file)}:${loc.line}:${loc.column}: ` : ''}${message.text}`;
      }),
      hint: syntax ? 'Fix the syntax error and run the command again.' : 'Fix the import path and run the command again.',
      cause: error,
    });
  }
}

/**
 * The bundle runs from .docsite/config/, so each local file gets its own import.meta.url,
 * __dirname and __filename (the `define`s above point at these names). The declarations go on the
 * first line so line numbers stay right; `shifts` records the columns added there.
 */
function injectFileScope(shifts: Map<string, number>): Plugin {
  return {
    name: 'docsite-config-file-scope',
    setup(pluginBuild) {
      pluginBuild.onLoad({ filter: /\.[cm]?[jt]sx?$/ }, async (args) => {
        const source = await readFile(args.path, 'utf8');
        const prefix =
          `const __docsite_filename = ${JSON.stringify(args.path)}, ` +
          `__docsite_dirname = ${JSON.stringify(path.dirname(args.path))}, ` +
          `__docsite_import_meta_url = ${JSON.stringify(pathToFileURL(args.path).href)};`;
        shifts.set(args.path, prefix.length);
        const loader = /\.[cm]?tsx?$/.test(args.path) ? (args.path.endsWith('x') ? 'tsx' : 'ts') : args.path.endsWith('x') ? 'jsx' : 'js';
        return { contents: prefix + source, loader };
      });
    },
  };
}

/** Writes the bundle under a content hash (so Node's module cache never serves a stale one) and runs it. */
async function evaluateConfig(code: string, configPath: string, siteDir: string, o: { commonJs?: boolean } = {}): Promise<unknown> {
  const outDir = path.join(siteDir, OUT_DIR);
  const hash = createHash('sha256').update(code).digest('hex').slice(0, 12);
  const outFile = path.join(outDir, `site.config.${hash}.mjs`);
  await mkdir(outDir, { recursive: true });
  if (!existsSync(outFile)) await writeFile(outFile, code);

  const shown = relative(configPath);
  // Docusaurus configs call require() and require.resolve('./sidebars.js') even in ES modules,
  // which their loader allows: esbuild's require shim and free require.resolve reach this one.
  const previousRequire = (globalThis as { require?: unknown }).require;
  if (o.commonJs) (globalThis as { require?: unknown }).require = createRequire(configPath);
  try {
    const module = (await import(pathToFileURL(outFile).href)) as Record<string, unknown>;
    if (!('default' in module)) {
      throw new DocsiteError(`${shown} has no default export.`, {
        location: { file: configPath },
        hint: 'Export the config: export default defineConfig({ ... }).',
      });
    }
    return typeof module.default === 'function' ? await module.default() : module.default;
  } catch (error) {
    if (error instanceof DocsiteError) throw error;
    throw new DocsiteError(`${shown} threw while loading: ${(error as Error)?.message ?? String(error)}`, {
      location: { file: configPath },
      hint: 'Fix the error in the config (run with DEBUG=docsite to see the stack trace) and run the command again.',
      cause: error,
    });
  } finally {
    if (o.commonJs) (globalThis as { require?: unknown }).require = previousRequire;
    await removeStaleBundles(outDir, outFile);
  }
}

async function removeStaleBundles(outDir: string, keep: string): Promise<void> {
  const stale = (await readdir(outDir)).filter((name) => /^site\.config\.\w+\.mjs$/.test(name) && path.join(outDir, name) !== keep);
  await Promise.all(stale.map((name) => rm(path.join(outDir, name), { force: true })));
}
