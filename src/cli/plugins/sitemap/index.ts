// The sitemap plugin: after the build, sitemap.xml lists every page search engines may index,
// and robots.txt points at it (unless the site brings its own robots.txt).
import fs from 'node:fs/promises';
import path from 'node:path';
import { readAhead } from '../../shared/readAhead.ts';
import type { LoadContext, Plugin, RouteConfig } from '../../types.ts';
import { describeEntry } from '../pluginOptions.ts';
import { absoluteUrl, readHead, robotsTxt, sitemapItems, sitemapXml, type SitemapPage } from './createSitemap.ts';
import { validateSitemapOptions, type UserSitemapOptions } from './options.ts';

export type { UserSitemapOptions as SitemapPluginOptions } from './options.ts';

/** Route path -> last update time, from the metadata plugins attach to their routes. */
function lastUpdates(routes: RouteConfig[]): Map<string, number> {
  const out = new Map<string, number>();
  const visit = (list: RouteConfig[]) => {
    for (const r of list) {
      if (r.metadata?.lastUpdatedAt !== undefined) out.set(r.path, r.metadata.lastUpdatedAt);
      if (r.routes) visit(r.routes);
    }
  };
  visit(routes);
  return out;
}

export default function sitemapPlugin(context: LoadContext, rawOptions: UserSitemapOptions = {}): Plugin {
  const options = validateSitemapOptions(rawOptions, describeEntry(context.siteConfig.plugins, rawOptions, 'sitemap', 'default'));
  const { siteConfig, baseUrl } = context;
  const sitemapUrl = absoluteUrl(siteConfig.url, baseUrl + options.filename);
  return {
    name: 'sitemap',
    async postBuild({ outDir, routes, pages }) {
      const ownRobots = await fs.stat(path.join(outDir, 'robots.txt')).then(() => true, () => false);
      if (!ownRobots) await fs.writeFile(path.join(outDir, 'robots.txt'), robotsTxt(siteConfig.noIndex ? null : sitemapUrl));
      // A site that asks not to be indexed gets no sitemap at all.
      if (siteConfig.noIndex) return;
      const updated = lastUpdates(routes);
      const entries: SitemapPage[] = [];
      const listed = pages.filter((page) => page.file !== '404.html' && !page.noIndex);
      // Several reads in flight: one after the other, the reads were most of this step's time.
      let i = 0;
      for await (const html of readAhead(listed.map((page) => path.join(outDir, page.file)))) {
        const page = listed[i++];
        const head = readHead(html);
        entries.push({ path: page.path, noIndex: head.noIndex, lastUpdatedAt: updated.get(page.path) ?? head.modified ?? head.published });
      }
      await fs.writeFile(path.join(outDir, options.filename), sitemapXml(sitemapItems(entries, siteConfig.url, options)));
    },
  };
}
