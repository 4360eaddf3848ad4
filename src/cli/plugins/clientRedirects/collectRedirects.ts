// Which redirect pages to write: explicit redirects, createRedirects and the extension rules,
// checked against the pages of the build. Every problem is collected, then reported once.
import { joinUrl } from '../../../runtime/paths.ts';
import { DocsiteError } from '../../errors.ts';
import { isAbsoluteUrl, type ClientRedirectsOptions } from './options.ts';

export interface RedirectPlan {
  /** Old path, without the baseUrl. */
  from: string;
  /** Where the visitor goes: a path with the baseUrl, or a full URL. */
  to: string;
  /** Output file, relative to the build folder. */
  file: string;
}

export interface CollectInput {
  options: ClientRedirectsOptions;
  /** Paths of the rendered pages, baseUrl included (the 404 page left out). */
  pagePaths: string[];
  baseUrl: string;
  /** Whether a file (relative to the build folder) exists: static files count as targets and block sources. */
  fileExists: (file: string) => boolean;
  /** How the config names this plugin entry, for the error title. */
  entry: string;
}

/** `/a/b` and `/a/b/` are the same page. */
const pageKey = (p: string) => (p === '/' ? p : p.replace(/\/+$/, ''));

/** `/docs/cli.html` -> `docs/cli.html`; `/docs/support` -> `docs/support/index.html`. */
export function redirectFile(from: string): string {
  const rel = from.replace(/^\/+/, '');
  if (/\.html?$/.test(rel)) return rel;
  return `${rel.replace(/\/+$/, '')}/index.html`.replace(/^\//, '');
}

export function collectRedirects(input: CollectInput): RedirectPlan[] {
  const { options, baseUrl, fileExists } = input;
  // The home page is `/base` when trailingSlash is false.
  const withoutBase = (p: string) => (p.startsWith(baseUrl) ? `/${p.slice(baseUrl.length)}` : `${p}/` === baseUrl ? '/' : p);
  const pages = new Map(input.pagePaths.map((p) => [pageKey(withoutBase(p)), p]));
  const existing = [...new Set(input.pagePaths.map(withoutBase))].sort();
  const problems: string[] = [];
  const plans = new Map<string, RedirectPlan>();

  /** Adds a redirect; one a user asked for reports why it cannot be written, a generated one is skipped. */
  const add = (from: string, to: string, asked: boolean) => {
    const file = redirectFile(from);
    const taken = plans.get(file);
    if (pages.has(pageKey(from))) {
      if (asked) problems.push(`- "${from}": a page exists at this path; a redirect would replace it.`);
    } else if (taken) {
      if (asked && taken.to !== to) problems.push(`- "${from}": redirects both to "${taken.to}" and to "${to}".`);
    } else if (fileExists(file)) {
      if (asked) problems.push(`- "${from}": the build already has ${file} (a static file?).`);
    } else plans.set(file, { from, to, file });
  };

  for (const r of options.redirects) {
    let to: string | undefined;
    if (isAbsoluteUrl(r.to)) to = r.to;
    else {
      const [, pathname, suffix] = /^([^?#]*)(.*)$/.exec(r.to)!;
      const page = pages.get(pageKey(pathname));
      if (page) to = page + suffix;
      else if (fileExists(pathname.replace(/^\/+/, ''))) to = joinUrl(baseUrl, pathname) + suffix;
      else problems.push(`- "${[r.from].flat().join('", "')}" -> "${r.to}": "${r.to}" is not a page of the site.`);
    }
    if (to) for (const from of [r.from].flat()) add(from, to, true);
  }

  for (const path of options.createRedirects ? existing : []) {
    const given = options.createRedirects!(path);
    for (const from of given == null ? [] : [given].flat()) {
      if (typeof from === 'string' && from.startsWith('/')) add(from, pages.get(pageKey(path))!, true);
      else problems.push(`- createRedirects("${path}") returned ${JSON.stringify(from)}; expected paths starting with "/".`);
    }
  }

  for (const path of existing) {
    const base = pageKey(path);
    for (const ext of options.fromExtensions) if (base !== '/' && !base.endsWith(`.${ext}`)) add(`${base}.${ext}`, pages.get(base)!, false);
    for (const ext of options.toExtensions) if (base.endsWith(`.${ext}`) && base.length > ext.length + 2) add(base.slice(0, -ext.length - 1), pages.get(base)!, false);
  }

  if (problems.length > 0) {
    throw new DocsiteError(`${input.entry}: ${problems.length} redirect${problems.length === 1 ? '' : 's'} cannot be written.`, {
      details: problems,
      hint: 'Redirect to a page of the site (or a full URL) from a path where no page exists. Write both paths without the baseUrl.',
    });
  }
  return [...plans.values()].sort((a, b) => (a.file < b.file ? -1 : 1));
}
