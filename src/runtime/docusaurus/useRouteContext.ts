// @docusaurus/useRouteContext: the plugin that added the route being rendered, named as Docusaurus
// names it (docsite's docs, blog and pages plugins under their Docusaurus package names).
import { useRouterState } from '../router.tsx';
import { docusaurusPluginName } from './useGlobalData.ts';

export interface PluginRouteContext {
  plugin: { name: string; id: string };
  /** Route data Docusaurus puts in the context: a blog route's blogMetadata. */
  data?: Record<string, unknown>;
}

export default function useRouteContext(): PluginRouteContext {
  const { matches } = useRouterState();
  const route = [...matches].reverse().find((m) => m.route.plugin)?.route;
  if (!route?.plugin) throw new Error('useRouteContext() found no route: call it in a component rendered by a page.');
  // "name@id"; an id may itself hold "@", a name (docsite's plugin names) does not.
  const at = route.plugin.indexOf('@');
  const [name, id] = at === -1 ? [route.plugin, 'default'] : [route.plugin.slice(0, at), route.plugin.slice(at + 1)];
  const blogMetadata = route.props?.blogMetadata;
  return { plugin: { name: docusaurusPluginName(name), id }, ...(blogMetadata !== undefined && { data: { blogMetadata } }) };
}
