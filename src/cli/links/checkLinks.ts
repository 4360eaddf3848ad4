// Link and anchor checking over what was rendered: a pure function of the pages and the routes.
import { decodePath, splitPath } from '../../runtime/paths.ts';
import type { RenderedPage } from '../types.ts';

export interface BrokenLink {
  /** The page the link is on. */
  page: string;
  /** Source file of that page, when it came from one. */
  source?: string;
  /** The link as written. */
  link: string;
  /** 'link': no page or file there; 'anchor': the page exists but has no such id. */
  kind: 'link' | 'anchor';
}

export interface CheckLinksInput {
  pages: RenderedPage[];
  baseUrl: string;
  /** True when a pathname is a route (page) of the site. */
  isRoute: (pathname: string) => boolean;
  /** True when a pathname is a file in the output (static assets, feeds, redirect pages). */
  isFile: (pathname: string) => boolean;
}

const IGNORED = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;
/** A fragment URL parsing leaves as written: no space, quote, angle bracket, backtick, control or non-ASCII character. */
const SAFE_FRAGMENT = /^#[\w\-.~!$&'()*+,;=:@/?%#[\]{}|^\\]*$/;

function normalizeTarget(pathname: string): string {
  return decodePath(pathname.replace(/\/index\.html$/i, '/'));
}

/** Every internal link that leads nowhere, and every #anchor missing on its target page. */
export function checkLinks({ pages, baseUrl, isRoute, isFile }: CheckLinksInput): BrokenLink[] {
  const byPath = new Map<string, RenderedPage>();
  for (const p of pages) byPath.set(decodePath(p.path).replace(/\/?$/, '/'), p);
  const pageFor = (pathname: string) => byPath.get(pathname.replace(/\/?$/, '/'));
  // A site-absolute link resolves the same on every page, and every page repeats the sidebar's and
  // the navbar's: each is resolved once (URL parsing is the costly part of this stage).
  const absolute = new Map<string, { hash: string; target: string; slashed: string }>();
  let samePageTarget: { path: string; target: string; slashed: string } | null = null;
  const resolve = (link: string, pagePath: string) => {
    // `#id` in characters URL keeps as they are (a page's table of contents, its headings): the
    // page's own path, resolved once per page.
    if (SAFE_FRAGMENT.test(link)) {
      if (samePageTarget?.path !== pagePath) {
        const target = normalizeTarget(new URL(`http://site.invalid${pagePath}`).pathname);
        samePageTarget = { path: pagePath, target, slashed: target.replace(/\/?$/, '/') };
      }
      return { hash: decodeURIComponent(link.slice(1)), target: samePageTarget.target, slashed: samePageTarget.slashed };
    }
    const cacheable = link.startsWith('/') && !link.startsWith('//');
    let hit = cacheable ? absolute.get(link) : undefined;
    if (!hit) {
      const url = new URL(link, `http://site.invalid${pagePath}`);
      const target = normalizeTarget(url.pathname);
      hit = { hash: decodeURIComponent(url.hash.slice(1)), target, slashed: target.replace(/\/?$/, '/') };
      if (cacheable) absolute.set(link, hit);
    }
    return hit;
  };
  const broken: BrokenLink[] = [];
  for (const page of pages) {
    const anchors = new Set(page.anchors);
    const seen = new Set<string>();
    const here = decodePath(page.path).replace(/\/?$/, '/');
    for (const link of page.links) {
      if (!link || IGNORED.test(link) || seen.has(link)) continue;
      seen.add(link);
      const { hash, target, slashed } = resolve(link, page.path);
      if (!target.startsWith(baseUrl) && target !== baseUrl.replace(/\/$/, '')) continue;
      const samePage = splitPath(link)[0] === '' || slashed === here;
      if (samePage) {
        if (hash && !anchors.has(hash)) broken.push({ page: page.path, source: page.source, link, kind: 'anchor' });
        continue;
      }
      if (!isRoute(target) && !isFile(target)) {
        broken.push({ page: page.path, source: page.source, link, kind: 'link' });
        continue;
      }
      const targetPage = pageFor(target);
      if (hash && targetPage && !targetPage.anchors.includes(hash)) broken.push({ page: page.path, source: page.source, link, kind: 'anchor' });
    }
  }
  return broken;
}

/** Pages where a link was written, grouped; links broken on many pages are likely in the layout. */
export function describeBrokenLinks(broken: BrokenLink[], locate: (b: BrokenLink) => string | undefined, layoutThreshold = 5): string[] {
  const lines: string[] = [];
  const byPage = new Map<string, BrokenLink[]>();
  for (const b of broken) byPage.set(b.page, [...(byPage.get(b.page) ?? []), b]);
  const count = new Map<string, number>();
  for (const b of broken) count.set(b.link, (count.get(b.link) ?? 0) + 1);
  const layout = [...count].filter(([, n]) => n >= layoutThreshold).map(([l]) => l);
  for (const link of layout) {
    lines.push(`- ${link} is broken on ${count.get(link)} pages: it is probably in the layout (navbar, footer or sidebar), so fix it in site.config.ts or the theme.`);
  }
  for (const [page, list] of byPage) {
    const rest = list.filter((b) => !layout.includes(b.link));
    if (rest.length === 0) continue;
    lines.push(`- On ${page}${rest[0].source ? ` (${rest[0].source})` : ''}:`);
    for (const b of rest) {
      const where = locate(b);
      lines.push(`    -> ${b.link}${where ? ` (${where})` : ''}`);
    }
  }
  return lines;
}
