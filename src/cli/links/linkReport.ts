// Turns broken links and anchors into one error each, at the severity the site chose.
import fs from 'node:fs';
import path from 'node:path';
import { isCatchAll, matchRoutes } from '../../runtime/paths.ts';
import { checkLinks, describeBrokenLinks, type BrokenLink } from './checkLinks.ts';
import { DocsiteError, report, type Severity } from '../errors.ts';
import type { RouteManifest } from '../stages/routes.ts';
import type { RenderedPage } from '../types.ts';

export interface LinkReportInput {
  pages: RenderedPage[];
  manifest: RouteManifest;
  outDir: string;
  baseUrl: string;
  onBrokenLinks: Severity;
  onBrokenAnchors: Severity;
  warn: (message: string) => void;
}

/** file:line of the first line of a source file that contains the link as written. */
function locateInSource(b: BrokenLink, cache: Map<string, string[]>): string | undefined {
  if (!b.source) return undefined;
  let lines = cache.get(b.source);
  if (!lines) {
    try {
      lines = fs.readFileSync(path.resolve(b.source), 'utf8').split('\n');
    } catch {
      lines = [];
    }
    cache.set(b.source, lines);
  }
  const i = lines.findIndex((l) => l.includes(`(${b.link}`) || l.includes(`"${b.link}"`) || l.includes(`'${b.link}'`));
  return i === -1 ? undefined : `${b.source}:${i + 1}`;
}

export function reportBrokenLinks(i: LinkReportInput): BrokenLink[] {
  // Every page repeats the navbar, footer and sidebar links: each path is looked up once (matching
  // scans the route table, so looking up each link would make this stage quadratic).
  const routeHits = new Map<string, boolean>();
  const isRoute = (p: string) => {
    let hit = routeHits.get(p);
    if (hit === undefined) {
      const chain = matchRoutes(i.manifest.routes, p);
      hit = chain.length > 0 && !isCatchAll(chain[chain.length - 1].path);
      routeHits.set(p, hit);
    }
    return hit;
  };
  const fileHits = new Map<string, boolean>();
  const isFile = (p: string) => {
    let hit = fileHits.get(p);
    if (hit === undefined) {
      try {
        hit = fs.statSync(path.join(i.outDir, p.slice(i.baseUrl.length))).isFile();
      } catch {
        hit = false;
      }
      fileHits.set(p, hit);
    }
    return hit;
  };
  const broken = checkLinks({ pages: i.pages, baseUrl: i.baseUrl, isRoute, isFile });
  const cache = new Map<string, string[]>();
  const locate = (b: BrokenLink) => locateInSource(b, cache);
  const pagesWith = (list: BrokenLink[]) => new Set(list.map((b) => b.page)).size;
  const links = broken.filter((b) => b.kind === 'link');
  const anchors = broken.filter((b) => b.kind === 'anchor');
  // Both kinds are reported before either throws, so one build shows every problem.
  const errors: [Severity, DocsiteError][] = [];
  if (links.length > 0) {
    const n = pagesWith(links);
    errors.push([i.onBrokenLinks, new DocsiteError(`Broken links found on ${n} page${n === 1 ? '' : 's'}.`, {
      details: describeBrokenLinks(links, locate),
      hint: `Fix or remove these links: an internal link must lead to a page or file of this site.${i.onBrokenLinks === 'throw' ? ' To only warn, set onBrokenLinks: "warn" in the site config.' : ''}`,
    })]);
  }
  if (anchors.length > 0) {
    const n = pagesWith(anchors);
    errors.push([i.onBrokenAnchors, new DocsiteError(`Broken anchors found on ${n} page${n === 1 ? '' : 's'}.`, {
      details: describeBrokenLinks(anchors, locate),
      hint: `The target pages have no element with these ids. Check the heading text (ids are made from it) or the id you gave.${i.onBrokenAnchors === 'throw' ? ' To only warn, set onBrokenAnchors: "warn".' : ''}`,
    })]);
  }
  for (const [severity, error] of errors) if (severity === 'warn') report('warn', error, i.warn);
  const thrown = errors.filter(([s]) => s === 'throw').map(([, e]) => e);
  if (thrown.length === 1) throw thrown[0];
  if (thrown.length === 2) {
    const [l, a] = thrown;
    throw new DocsiteError(`${l.title} ${a.title}`, { details: [...l.details, a.title, ...a.details], hint: l.hint });
  }
  return broken;
}
