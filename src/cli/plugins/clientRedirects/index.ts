// The client-redirects plugin: after the build, a small HTML page at each old path sends the
// visitor to the new one. For static hosts that cannot send real HTTP redirects.
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { LoadContext, Plugin } from '../../types.ts';
import { describeEntry } from '../pluginOptions.ts';
import { collectRedirects } from './collectRedirects.ts';
import { isAbsoluteUrl, validateClientRedirectsOptions, type UserClientRedirectsOptions } from './options.ts';
import { redirectPageHtml } from './redirectPage.ts';

export type { UserClientRedirectsOptions as ClientRedirectsPluginOptions } from './options.ts';

export default function clientRedirectsPlugin(context: LoadContext, rawOptions: UserClientRedirectsOptions = {}): Plugin {
  const entry = describeEntry(context.siteConfig.plugins, rawOptions, 'client-redirects', 'default');
  const options = validateClientRedirectsOptions(rawOptions, entry);
  const { siteConfig, baseUrl } = context;
  const i18n = siteConfig.i18n;
  const lang = i18n.localeConfigs[i18n.defaultLocale]?.htmlLang ?? i18n.defaultLocale;
  return {
    name: 'client-redirects',
    async postBuild({ outDir, pages }) {
      const plans = collectRedirects({
        options,
        pagePaths: pages.filter((p) => p.file !== '404.html').map((p) => p.path),
        baseUrl,
        fileExists: (file) => fs.statSync(path.join(outDir, file), { throwIfNoEntry: false })?.isFile() ?? false,
        entry,
      });
      // Sixteen writes in flight: one after the other, each waited for its folder and its file.
      const queue = plans.values();
      const writeNext = async () => {
        for (const plan of queue) {
          const canonical = isAbsoluteUrl(plan.to) ? plan.to : new URL(plan.to, `${siteConfig.url}/`).href;
          const file = path.join(outDir, plan.file);
          await fsp.mkdir(path.dirname(file), { recursive: true });
          await fsp.writeFile(file, redirectPageHtml({ to: plan.to, canonical, lang }));
        }
      };
      await Promise.all(Array.from({ length: 16 }, writeNext));
    },
  };
}
