// The docsite command line's definition: each command composes pipeline stages; stages never import commands.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Command, InvalidArgumentError } from 'commander';
import { runBuild } from './build.ts';
import { formatError } from '../errors.ts';
import { startStaticServer } from '../server/serve.ts';
import { loadConfig } from '../config/loadConfig.ts';
import { frameworkDir } from '../shared/context.ts';

function parsePort(value: string): number {
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new InvalidArgumentError('a port is a whole number from 0 to 65535.');
  return port;
}

async function run(action: () => Promise<unknown>): Promise<void> {
  try {
    await action();
  } catch (error) {
    console.error(formatError(error));
    process.exitCode = (error as { exitCode?: number }).exitCode ?? 1;
  }
}


/** Commander's collector for a repeatable option. */
const collect = (value: string, previous: string[]) => [...previous, value];
export function createProgram(): Command {
  const program = new Command('docsite');
  program.description('Build fast documentation sites: Markdown, MDX and React pages rendered to static HTML.').showHelpAfterError('(run "docsite --help" for the list of commands)');
  program.version(JSON.parse(readFileSync(path.join(frameworkDir, 'package.json'), 'utf8')).version, '-V, --version', "print docsite's version");

  program
    .command('build')
    .description('Build the site into static files (build/ by default).')
    .argument('[siteDir]', 'folder holding site.config.ts', '.')
    .option('--config <file>', 'path of the site config file')
    .option('--out-dir <dir>', 'output folder, relative to the site folder')
    .option('--no-minify', 'keep JavaScript and CSS readable')
    .option('--no-cache', 'build everything again, even when nothing changed since the last build')
    .option('--locale <locale>', 'build only this locale of i18n.locales (repeat for several; default: all)', collect, [])
    .action((siteDir: string, opts) =>
      // A build of some locales writes only those: the record of a whole build would not describe it.
      run(() => runBuild({ siteDir: path.resolve(siteDir), configFile: opts.config, outDir: opts.outDir, minify: opts.minify, incremental: opts.cache && opts.locale.length === 0, cache: opts.cache, locales: opts.locale })),
    );

  program
    .command('serve')
    .description('Serve the built site as a static host would.')
    .argument('[siteDir]', 'folder holding site.config.ts', '.')
    .option('--dir <dir>', 'folder to serve (default: the build output)')
    .option('-p, --port <port>', 'port to listen on', parsePort, 3000)
    .option('--host <host>', 'host to bind', 'localhost')
    .option('--config <file>', 'path of the site config file')
    .action((siteDir: string, opts) =>
      run(async () => {
        const root = path.resolve(siteDir);
        // The config gives the output folder and baseUrl; with --dir, a folder without config is fine.
        const config = await loadConfig(root, { configFile: opts.config }).catch((error) => {
          if (opts.dir) return null;
          throw error;
        });
        const dir = opts.dir ? path.resolve(root, opts.dir) : path.resolve(root, config!.siteConfig.outDir);
        const baseUrl = config?.siteConfig.baseUrl ?? '/';
        const server = await startStaticServer({ dir, port: opts.port, host: opts.host, baseUrl });
        console.log(`Serving ${path.relative(process.cwd(), dir) || '.'}/ at ${server.url} (Ctrl+C to stop)`);
      }),
    );

  program
    .command('dev')
    .description('Build, serve and rebuild on every change, reloading the open browser.')
    .argument('[siteDir]', 'folder holding site.config.ts', '.')
    .option('-p, --port <port>', 'port to listen on', parsePort, 3000)
    .option('--host <host>', 'host to bind', 'localhost')
    .option('--config <file>', 'path of the site config file')
    .option('--verbose', 'print rebuild timings')
    .option('--locale <locale>', 'the locale to serve (default: i18n.defaultLocale)')
    .action((siteDir: string, opts) =>
      run(async () => {
        const { startDevServer } = await import('../dev/index.ts');
        await startDevServer({ siteDir: path.resolve(siteDir), configFile: opts.config, port: opts.port, host: opts.host, verbose: opts.verbose, locale: opts.locale });
      }),
    );

  program
    .command('swizzle')
    .description('Copy (--eject) or wrap (--wrap) a theme component into the site, to customise it.')
    .argument('[component]', 'theme component name, e.g. Footer or NavbarItem/ComponentTypes')
    .argument('[siteDir]', 'folder holding site.config.ts', '.')
    .option('--list', 'list every component with its description and safety')
    .option('--eject', 'copy the component source into the site theme folder')
    .option('--wrap', 'write a wrapper that renders the original component')
    .option('--danger', 'allow swizzling components marked unsafe')
    .option('--force', 'overwrite an existing file in the site theme folder')
    .option('--config <file>', 'path of the site config file')
    .action((component: string | undefined, siteDir: string, opts) =>
      run(async () => {
        const { runSwizzle } = await import('./swizzle.ts');
        await runSwizzle({ component, siteDir: path.resolve(siteDir), ...opts });
      }),
    );

  program
    .command('check-links')
    .description('Check every link of a built site through a local server; exits 1 when any link fails.')
    .argument('[siteDir]', 'folder holding site.config.ts', '.')
    .option('--dir <dir>', 'built folder to check (default: the build output)')
    .option('--external', 'also check links to other sites')
    .option('--concurrency <n>', 'requests at once', (v) => parsePositiveInt(v), 8)
    .option('--config <file>', 'path of the site config file')
    .action((siteDir: string, opts) =>
      run(async () => {
        const { runCheckLinks } = await import('./checkLinks.ts');
        await runCheckLinks({ siteDir: path.resolve(siteDir), ...opts });
      }),
    );

  program
    .command('init')
    .description('Create a new site: config, home page, docs and (classic) a blog post.')
    .argument('[dir]', 'folder to create the site in', '.')
    .option('--template <name>', 'classic, docs-only or blog-only', 'classic')
    .option('--force', 'write into a folder that is not empty')
    .action((dir: string, opts) =>
      run(async () => {
        const { runInit } = await import('./init.ts');
        await runInit({ dir: path.resolve(dir), template: opts.template, force: opts.force });
      }),
    );

  program
    .command('docs:version')
    .description('Snapshot the current docs and sidebars as a new version.')
    .argument('<name>', 'version name, e.g. 1.0')
    .argument('[siteDir]', 'folder holding site.config.ts', '.')
    .option('--plugin-id <id>', 'docs plugin instance', 'default')
    .option('--config <file>', 'path of the site config file')
    .action((name: string, siteDir: string, opts) =>
      run(async () => {
        const { runDocsVersion } = await import('../plugins/docs/versionCommand.ts');
        await runDocsVersion({ name, siteDir: path.resolve(siteDir), pluginId: opts.pluginId, config: opts.config });
      }),
    );

  program
    .command('write-translations')
    .description("Write a locale's translation files (code.json, navbar, footer, sidebars, blog) into i18n/<locale>/, keeping the translations already there.")
    .argument('[siteDir]', 'folder holding site.config.ts', '.')
    .option('--locale <locale>', 'locale to write the files of (default: i18n.defaultLocale)')
    .option('--override', 'replace the messages already translated with the default ones')
    .option('--config <file>', 'path of the site config file')
    .action((siteDir: string, opts) =>
      run(async () => {
        const { runWriteTranslations } = await import('./writeTranslations.ts');
        await runWriteTranslations({ siteDir: path.resolve(siteDir), locale: opts.locale, override: opts.override, config: opts.config });
      }),
    );

  program
    .command('clear')
    .description('Remove the build output and every cache folder docsite writes.')
    .argument('[siteDir]', 'folder holding site.config.ts', '.')
    .option('--config <file>', 'path of the site config file')
    .action((siteDir: string, opts) =>
      run(async () => {
        const { runClear } = await import('./clear.ts');
        await runClear({ siteDir: path.resolve(siteDir), config: opts.config });
      }),
    );

  return program;
}

function parsePositiveInt(value: string): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new InvalidArgumentError('a whole number of 1 or more.');
  return n;
}

