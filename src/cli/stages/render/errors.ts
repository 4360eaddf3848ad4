// Why a page or the server bundle failed, in the user's terms: file, line and what to do.
import fs from 'node:fs/promises';
import path from 'node:path';
import { DocsiteError } from '../../errors.ts';
import { policySourceProblems } from '../../server/contentSecurityPolicy.ts';
import { checkNavbarItems } from '../checkNavbar.ts';
import type { ManifestRoute, RouteManifest } from '../routes.ts';
import type { RenderOptions, ServerEntry } from './options.ts';

/** Checks every route component module has a default export before rendering anything. */
export async function checkDefaultExports(server: ServerEntry, manifest: RouteManifest, siteDir: string, outDir: string): Promise<void> {
  const components = new Set<string>();
  const visit = (list: ManifestRoute[]) => list.forEach((r) => (components.add(r.component), r.routes && visit(r.routes)));
  visit(manifest.routes);
  const missing: string[] = [];
  for (const id of components) {
    // Each route's component loads here first: a module that throws as it loads is reported so.
    const mod = await server.loadServerChunk(id).catch(async (error) => Promise.reject(await serverLoadError(error, siteDir, outDir)));
    const def = mod?.default;
    if (typeof def !== 'function' && (typeof def !== 'object' || def === null)) missing.push(manifest.chunks[id]);
  }
  if (missing.length > 0) {
    const rel = missing.map((m) => (path.isAbsolute(m) ? path.relative(process.cwd(), m) : m));
    throw new DocsiteError(
      missing.length === 1 ? 'This page module has no default export, so there is nothing to render.' : `${missing.length} page modules have no default export, so there is nothing to render.`,
      {
        location: missing.length === 1 ? { file: rel[0] } : undefined,
        details: missing.length === 1 ? [] : rel.map((r) => `- ${r}`),
        hint: 'Export a React component as default: export default function Page() { return <Layout>...</Layout>; }',
      },
    );
  }
}

const BROWSER_GLOBALS = /^(window|document|localStorage|sessionStorage|navigator|location|self|matchMedia|requestAnimationFrame)$/;

/**
 * Why rendering a page failed, in the user's terms: a navbar item in the config the theme cannot
 * render, a name an MDX expression uses but nothing defines, or browser-only code run on the server.
 */
export async function renderError(error: unknown, pagePath: string, source: string | undefined, server: ServerEntry, o: RenderOptions): Promise<DocsiteError> {
  const message = (error as Error)?.message ?? String(error);
  // Checked only once rendering failed, so a swizzled navbar with item types of its own is never second-guessed.
  const navbar = server.navbarItemTypes ? checkNavbarItems(o.site.themeConfig?.navbar?.items ?? [], Object.keys(server.navbarItemTypes), server.siteData.globalData) : [];
  if (navbar.length > 0) {
    return new DocsiteError(`${navbar.length === 1 ? 'A navbar item' : `${navbar.length} navbar items`} in the site config cannot be rendered:`, {
      location: o.configFile ? { file: path.relative(process.cwd(), o.configFile) } : undefined,
      details: navbar.map((p) => `- ${p}`),
      hint: 'Fix these items of themeConfig.navbar.items in the site config and build again.',
      cause: error,
    });
  }
  const file = source ? path.relative(process.cwd(), source) : undefined;
  const title = `Rendering ${pagePath} failed: ${message}`;
  // A name nothing defines (browser globals aside: those are code that must wait for the browser).
  const name = (error as Error)?.name === 'ReferenceError' ? /^([\w$]+) is not defined$/.exec(message)?.[1] : undefined;
  const undefinedName = name && !BROWSER_GLOBALS.test(name) ? name : undefined;
  const missingComponent = /^Expected component `([\w$.]+)` to be defined/.exec(message)?.[1];
  const escape = (s: string) => s.replace(/[.$]/g, '\\$&');
  const usage = undefinedName ? new RegExp(`\\{[^}]*?(?<![\\w$.])${escape(undefinedName)}(?![\\w$])`) : missingComponent ? new RegExp(`<${escape(missingComponent)}(?![\\w$.])`) : undefined;
  // Found in the page's own Markdown, the name is used there and not in a theme component.
  const where = usage && file && /\.mdx?$/.test(file) ? await locateInMarkdown(source!, usage) : undefined;
  if (where && undefinedName) {
    return new DocsiteError(title, { location: { file: file!, ...where }, hint: `In MDX, {${undefinedName}} is a JavaScript expression: import or export ${undefinedName} in this file, or write \\{ for a literal brace.`, cause: error });
  }
  if (where && missingComponent) {
    return new DocsiteError(title, { location: { file: file!, ...where }, hint: `Import ${missingComponent} at the top of this file before using <${missingComponent} />, or remove the tag.`, cause: error });
  }
  return new DocsiteError(title, {
    location: file ? { file } : undefined,
    hint: undefinedName
      ? `Import or declare ${undefinedName} in the code that uses it.`
      : 'The page threw while rendering on the server. Code that needs the browser (window, document, localStorage) belongs in useEffect.',
    cause: error,
  });
}

/**
 * Why the server bundle failed to load: code at the top level of one of its modules threw. The
 * bundle has no source maps, so the site's own code files (outside node_modules, the build's
 * folders and dot-folders) are searched for the error's message; one file holding it is named.
 */
export async function serverLoadError(error: unknown, siteDir: string, outDir: string): Promise<DocsiteError> {
  // The output being written, and the last build's, hold the bundles with the same text.
  const outputs = [outDir, outDir.replace(/\.tmp-\d+$/, '')].map((d) => d + path.sep);
  if (error instanceof DocsiteError) return error;
  const message = (error as Error)?.message ?? String(error);
  const name = (error as Error)?.name === 'ReferenceError' ? /^([\w$]+) is not defined$/.exec(message)?.[1] : undefined;
  let location: { file: string; line: number; column: number } | undefined;
  if (message.length >= 8) {
    const found: { file: string; line: number; column: number }[] = [];
    const entries = await fs.readdir(siteDir, { recursive: true, withFileTypes: true }).catch(() => []);
    for (const e of entries) {
      if (!e.isFile() || !/\.(tsx?|jsx?|mjs|cjs)$/.test(e.name)) continue;
      const file = path.join(e.parentPath, e.name);
      if (outputs.some((d) => file.startsWith(d)) || path.relative(siteDir, file).split(path.sep).some((part) => part === 'node_modules' || part.startsWith('.'))) continue;
      const lines = (await fs.readFile(file, 'utf8').catch(() => '')).split('\n');
      const i = lines.findIndex((l) => l.includes(message));
      if (i !== -1) found.push({ file: path.relative(process.cwd(), file), line: i + 1, column: lines[i].indexOf(message) + 1 });
    }
    if (found.length === 1) location = found[0];
  }
  return new DocsiteError(`The server bundle failed to load: ${message}`, {
    location,
    hint:
      name && BROWSER_GLOBALS.test(name)
        ? `Code at the top level of a module runs when the bundle loads, on the server too: move what uses ${name} into a component's useEffect.`
        : 'Code at the top level of a module of the site (a component in content/theme/, a file it imports) runs when the bundle loads: fix what throws there, or move it into the component. Run again with DEBUG=docsite for the stack trace.',
    cause: error,
  });
}

/** Fails on policy sources a component of the page asked for (useContentSecurityPolicy) that no header could carry. */
export function checkPolicy(policy: unknown, pagePath: string, source: string | undefined): void {
  const problems = policySourceProblems(policy);
  if (problems.length === 0) return;
  throw new DocsiteError(`The page ${pagePath} asks for Content-Security-Policy sources docsite cannot grant:`, {
    location: source ? { file: path.relative(process.cwd(), source) } : undefined,
    details: problems.map((p) => `- ${p}`),
    hint: "Pass useContentSecurityPolicy an object of directive -> sources, such as { 'script-src': [\"'unsafe-eval'\"] }, from the component that needs them.",
  });
}

/** Line and column (1-based) where `pattern` first matches a line of a Markdown file. */
async function locateInMarkdown(file: string, pattern: RegExp): Promise<{ line: number; column: number } | undefined> {
  const lines = (await fs.readFile(file, 'utf8').catch(() => '')).split('\n');
  for (const [i, text] of lines.entries()) {
    const m = pattern.exec(text);
    if (m) return { line: i + 1, column: m.index + 1 };
  }
  return undefined;
}
