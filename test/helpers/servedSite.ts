// The set-up of a browser test: a site built (in a copy when the test edits it), served, and
// Chromium launched; then all of it closed in reverse order, also when a step failed.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import type { Test } from 'uvu';
import { startStaticServer, type RunningServer, type ServeOptions } from '../../src/cli/server/serve.ts';
import { launchBrowser } from './browser.ts';
import { fixture, repoRoot, runCli } from './site.ts';

export interface BuildSpec {
  /** `--out-dir`, relative to the site folder. Default 'build'. */
  outDir?: string;
  /** More `docsite build` arguments, such as ['--config', 'site.other.config.ts']. */
  args?: string[];
  /** Builds another way and gives the folder to serve; false serves `outDir` as it is. */
  build?: false | ((siteDir: string) => Promise<string>);
  /** Static server options besides its folder; it listens on 127.0.0.1, on a free port unless told. */
  serve?: Omit<ServeOptions, 'dir'>;
}

/** A server the test starts itself (`docsite dev`). */
export interface StartedServer {
  url: string;
  close(): Promise<void>;
}

export interface ServedSiteOptions<Name extends string> extends BuildSpec {
  /** A fixture's name (test/fixtures/<name>), '.' for the website, or an absolute folder. Without it, an empty temporary folder that `build` fills. */
  site?: string;
  /** Builds a copy of the site, for a test that edits it: true in a new temporary folder, or this folder. The copy leaves out build output and .docsite; it is removed at the end. */
  copy?: boolean | string;
  /** Changes the copy before the first build. */
  prepare?: (siteDir: string) => void | Promise<void>;
  /** Several builds of the site by name, each served on a port of its own; the first is the one `url` and `outDir` give. In place of outDir, args and build. */
  builds?: Record<Name, BuildSpec>;
  /** A server of the test's own on the site, in place of building and serving it. */
  start?: (siteDir: string) => Promise<StartedServer>;
}

export interface ServedBuild {
  /** Absolute path of the served folder. */
  readonly outDir: string;
  /** The server's address, baseUrl included. */
  readonly origin: string;
  /** The absolute URL of `p` (resolved against the server's address). */
  url(p?: string): string;
  /** Builds again into the same folder, after the test changed the site. */
  rebuild(): Promise<void>;
  /** Stops the server, runs `run`, then serves the folder again on the same port. */
  withServerStopped(run: () => Promise<void>): Promise<void>;
}

export interface ServedSite<Name extends string = 'site'> extends ServedBuild {
  /** Absolute path of the site that was built (the copy, when there is one). */
  readonly siteDir: string;
  readonly browser: Browser;
  readonly builds: Record<Name, ServedBuild>;
}

const SKIPPED_IN_COPY = /^(build[^\\/]*|\.docsite)$/;

/**
 * Sets the site up before the first of `suites` and closes it after the last one, so that suites
 * of one file share one build, server and browser. The returned handle is usable from the tests.
 */
export function useServedSite<Name extends string = 'site'>(suites: Test | Test[], options: ServedSiteOptions<Name>): ServedSite<Name> {
  const list = Array.isArray(suites) ? suites : [suites];
  const served = createServedSite(options);
  list[0].before(async () => {
    try {
      await served.setUp();
    } catch (error) {
      // uvu does not print an error thrown by a before hook: its tests would fail without a word.
      console.error(`The browser test's site could not be set up: ${(error as Error).message}`);
      throw error;
    }
  });
  list[list.length - 1].after(() => served.close());
  return served.site;
}

/** The same set-up for a test to drive itself: `setUp()` then `close()`, which closes what set-up opened. */
export function servedSite<Name extends string = 'site'>(options: ServedSiteOptions<Name>): { site: ServedSite<Name>; setUp(): Promise<void>; close(): Promise<void> } {
  return createServedSite(options);
}

interface Running {
  spec: BuildSpec;
  outDir: string;
  server?: RunningServer | StartedServer;
}

function createServedSite<Name extends string>(options: ServedSiteOptions<Name>) {
  if (options.builds && (options.outDir || options.args || options.build !== undefined || options.serve)) {
    throw new Error('useServedSite: give either `builds` or one build (outDir, args, build, serve), not both.');
  }
  if (options.start && (options.builds || options.outDir || options.args || options.build !== undefined)) {
    throw new Error('useServedSite: a site with a server of its own (`start`) is not built by the helper: leave out builds, outDir, args and build.');
  }
  const specs = (options.builds ?? { site: options }) as Record<Name, BuildSpec>;
  const names = Object.keys(specs) as Name[];
  const running = new Map<Name, Running>();
  const undo: { what: string; run: () => Promise<void> | void }[] = [];
  let siteDir: string | undefined;
  let browser: Browser | undefined;

  const need = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`${what} is not there: the site is set up in the first suite's before hook (did it fail?), and closed after the last suite.`);
    return value;
  };

  async function build(name: Name): Promise<void> {
    const r = running.get(name)!;
    const dir = need(siteDir, 'The site folder');
    if (r.spec.build === false) return;
    if (r.spec.build) {
      r.outDir = await r.spec.build(dir);
      return;
    }
    const relative = path.relative(repoRoot, dir);
    const siteArg = relative.startsWith('..') || path.isAbsolute(relative) ? dir : relative || '.';
    const args = ['build', siteArg, '--out-dir', r.spec.outDir ?? 'build', ...(r.spec.args ?? [])];
    const result = await runCli(args);
    if (result.code !== 0) throw new Error(`docsite ${args.join(' ')} failed (exit code ${result.code}); run it from the repository root to see it alone:\n${result.stdout}${result.stderr}`);
  }

  async function serve(name: Name, port = 0): Promise<void> {
    const r = running.get(name)!;
    r.server = await startStaticServer({ port, host: '127.0.0.1', ...r.spec.serve, dir: r.outDir });
  }

  async function setUp(): Promise<void> {
    const source = options.site === undefined ? undefined : path.isAbsolute(options.site) ? options.site : options.site === '.' ? repoRoot : fixture(options.site);
    if (source !== undefined && !fs.existsSync(source)) throw new Error(`The site ${source} does not exist: give useServedSite a fixture name under test/fixtures, '.' or an absolute folder.`);
    if (options.copy || source === undefined) {
      const copy = typeof options.copy === 'string' ? options.copy : fs.mkdtempSync(path.join(os.tmpdir(), `docsite-${path.basename(source ?? 'site')}-`));
      fs.rmSync(copy, { recursive: true, force: true });
      undo.push({ what: `removing ${copy}`, run: () => fs.rmSync(copy, { recursive: true, force: true }) });
      if (source === undefined) fs.mkdirSync(copy, { recursive: true });
      else fs.cpSync(source, copy, { recursive: true, filter: (src) => !SKIPPED_IN_COPY.test(path.relative(source, src)) });
      siteDir = copy;
    } else siteDir = source;
    await options.prepare?.(siteDir);

    if (options.start) {
      const server = await options.start(siteDir);
      undo.push({ what: 'stopping the server', run: () => server.close() });
      running.set(names[0], { spec: {}, outDir: siteDir, server });
    } else {
      for (const name of names) {
        const spec = specs[name];
        const r: Running = { spec, outDir: path.resolve(siteDir, spec.outDir ?? 'build') };
        running.set(name, r);
        // Output outside the copy is the test's to remove; a folder served as it is stays.
        if (!options.copy && spec.build !== false) undo.push({ what: `removing the output of ${name}`, run: () => fs.rmSync(r.outDir, { recursive: true, force: true }) });
        await build(name);
      }
      for (const name of names) {
        await serve(name);
        undo.push({ what: `closing the server of ${name}`, run: () => running.get(name)!.server?.close() });
      }
    }
    browser = await launchBrowser();
    undo.push({ what: 'closing Chromium', run: () => browser!.close() });
  }

  async function close(): Promise<void> {
    const failed: string[] = [];
    for (let step = undo.pop(); step; step = undo.pop()) {
      try {
        await step.run();
      } catch (error) {
        failed.push(`${step.what}: ${(error as Error).message}`);
      }
    }
    browser = undefined;
    if (failed.length > 0) throw new Error(`Closing the browser test's site failed:\n${failed.join('\n')}`);
  }

  const handle = (name: Name): ServedBuild => {
    const r = () => need(running.get(name), `The build "${name}"`);
    const origin = () => need(r().server, `The server of "${name}"`).url;
    return {
      get outDir() {
        if (options.start) throw new Error('A site with a server of its own (`start`) has no build folder.');
        return r().outDir;
      },
      get origin() {
        return origin();
      },
      url: (p = '') => new URL(p, origin()).href,
      rebuild: () => build(name),
      async withServerStopped(run) {
        const server = need(r().server, `The server of "${name}"`) as RunningServer;
        if (options.start) throw new Error('A server the test started itself is stopped by the test.');
        await server.close();
        try {
          await run();
        } finally {
          await serve(name, server.port);
        }
      },
    };
  };
  const builds = Object.fromEntries(names.map((name) => [name, handle(name)])) as Record<Name, ServedBuild>;
  const first = builds[names[0]];
  const site: ServedSite<Name> = {
    get siteDir() {
      return need(siteDir, 'The site folder');
    },
    get browser() {
      return need(browser, 'Chromium');
    },
    builds,
    get outDir() {
      return first.outDir;
    },
    get origin() {
      return first.origin;
    },
    url: (p) => first.url(p),
    rebuild: () => first.rebuild(),
    withServerStopped: (run) => first.withServerStopped(run),
  };
  return { site, setUp, close };
}
