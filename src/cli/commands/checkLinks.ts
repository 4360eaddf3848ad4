// `docsite check-links`: crawls a served copy of the build and prints what failed, grouped by page.
import path from 'node:path';
import { loadConfig } from '../config/loadConfig.ts';
import { crawlLinks, formatCrawlReport, type CrawlReport } from '../links/crawlLinks.ts';

export interface CheckLinksCommandOptions {
  /** Absolute path of the site folder. */
  siteDir: string;
  /** Built folder to check, relative to the site folder; default the config's outDir. */
  dir?: string;
  /** Also request links to other sites. */
  external?: boolean;
  /** Requests at once. */
  concurrency: number;
  /** Config file, relative to the site folder. */
  config?: string;
  /** Where lines go; default stdout. */
  write?: (line: string) => void;
}

/** Sets exit code 1 when any link failed. */
export async function runCheckLinks(o: CheckLinksCommandOptions): Promise<CrawlReport> {
  const write = o.write ?? ((line: string) => console.log(line));
  // The config gives the output folder, the baseUrl and the site's url; with --dir, a folder without one is fine.
  const config = await loadConfig(o.siteDir, { configFile: o.config }).catch((error) => {
    if (o.dir) return null;
    throw error;
  });
  const dir = path.resolve(o.siteDir, o.dir ?? config!.siteConfig.outDir);
  const external = Boolean(o.external);
  const shown = path.relative(process.cwd(), dir) || '.';
  const report = await crawlLinks({
    dir,
    baseUrl: config?.siteConfig.baseUrl ?? '/',
    siteUrl: config?.siteConfig.url,
    external,
    concurrency: o.concurrency,
    onStart: (url) => write(`Checking the links of ${shown}/ served at ${url}${external ? '' : ' (this machine only)'}`),
    onRetry: (url, seconds, status) => write(`  retrying ${url} in ${seconds} s (${status || 'no response'})`),
  });
  for (const line of formatCrawlReport(report, external)) write(line);
  if (report.broken > 0) process.exitCode = 1;
  return report;
}
