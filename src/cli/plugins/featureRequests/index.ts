// The feature-requests plugin: a board of requests read from a data file, at a non-exact route so
// any path below it renders the board; each request's page is also pre-rendered at its own path.
import fs from 'node:fs';
import path from 'node:path';
import { applyTrailingSlash, joinUrl } from '../../../runtime/paths.ts';
import type { FeatureRequest, FeatureRequestsRouteProps } from '../../../theme/FeatureRequestsPage/types.ts';
import { DocsiteError } from '../../errors.ts';
import type { LoadContext, Plugin } from '../../types.ts';
import { describeEntry } from '../pluginOptions.ts';
import { boardData, loadFeatureRequests } from './loadRequests.ts';
import { validateFeatureRequestsOptions, type UserFeatureRequestsOptions } from './options.ts';

export type { UserFeatureRequestsOptions as FeatureRequestsPluginOptions } from './options.ts';

const DEFAULT_FILES = ['feature-requests.yml', 'feature-requests.yaml', 'feature-requests.json'];

/** The data file: the path option, or the first default name that exists in the content folder. */
function dataFile(contentDir: string, option: string | undefined): string {
  if (option) return path.resolve(contentDir, option);
  const found = DEFAULT_FILES.map((f) => path.join(contentDir, f)).find((f) => fs.existsSync(f));
  if (found) return found;
  throw new DocsiteError(`The feature-requests plugin found no data file in ${path.relative(process.cwd(), contentDir) || '.'}.`, {
    hint: `Create ${DEFAULT_FILES[0]} there (a list of requests), or set the plugin's path option.`,
  });
}

export default function featureRequestsPlugin(context: LoadContext, rawOptions: UserFeatureRequestsOptions = {}): Plugin<FeatureRequest[]> {
  const givenId = typeof rawOptions?.id === 'string' ? rawOptions.id : 'default';
  const options = validateFeatureRequestsOptions(rawOptions, describeEntry(context.siteConfig.plugins, rawOptions, 'feature-requests', givenId));
  const { trailingSlash } = context.siteConfig;
  const file = dataFile(context.contentDir, options.path);
  const basePath = applyTrailingSlash(joinUrl('/', context.baseUrl, options.routeBasePath, '/'), trailingSlash);

  return {
    name: 'feature-requests',
    id: options.id,
    getPathsToWatch: () => [file],
    loadContent: () => loadFeatureRequests(file),
    async contentLoaded({ content, actions }) {
      const requests = await actions.createData('requests.json', boardData(content));
      const props: FeatureRequestsRouteProps = { basePath, title: options.title, description: options.description };
      const route = { component: '@theme/FeatureRequestsPage', modules: { requests }, props };
      // The board and every path below it; the requests' own paths are listed too, so they are pre-rendered.
      actions.addRoute({ ...route, path: basePath, exact: false });
      for (const r of content) actions.addRoute({ ...route, path: applyTrailingSlash(joinUrl(basePath, r.slug, '/'), trailingSlash), exact: true });
    },
  };
}
