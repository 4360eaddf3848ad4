import { useState } from 'react';
import { Link } from '@docsite/runtime';
import DebugLayout from '@theme/DebugLayout';
import JsonView from '@theme/JsonView';
import { displayModulePath, type DebugManifestProps, type DebugManifestRoute } from '@theme/DebugLayout/types';

/** Every route, nested ones after their parent, with its depth. */
function flatten(routes: DebugManifestRoute[], depth = 0): { route: DebugManifestRoute; depth: number }[] {
  return routes.flatMap((route) => [{ route, depth }, ...flatten(route.routes ?? [], depth + 1)]);
}

/** Every route of the manifest: path, exact or prefix, component and plugin, and the whole entry. */
export default function DebugRoutes({ basePath, manifest, siteDir }: DebugManifestProps) {
  const [filter, setFilter] = useState('');
  const all = flatten(manifest.routes);
  const shown = filter ? all.filter(({ route }) => `${route.path} ${route.plugin}`.toLowerCase().includes(filter.toLowerCase())) : all;
  return (
    <DebugLayout basePath={basePath} title="Routes">
      <p className="debug-layout__note">
        {all.length} routes, nested ones below their parent. A prefix route also renders every path below its own; * renders paths no other route matches.
      </p>
      <label className="debug-layout__filter">
        Filter
        <input type="search" value={filter} onChange={(e) => setFilter(e.target.value)} placeholder="Path or plugin" />
      </label>
      {filter && <p className="debug-layout__note" aria-live="polite">{shown.length} of {all.length} routes match.</p>}
      <ul className="debug-routes">
        {shown.map(({ route, depth }, i) => {
          const { routes: children, ...own } = route;
          const isPage = !children?.length && route.path !== '*';
          return (
            <li key={`${route.path} ${i}`} className="debug-routes__route" style={depth ? { marginLeft: `${depth * 1.5}rem` } : undefined} data-route-path={route.path}>
              <div className="debug-routes__line">
                <span className="debug-routes__path">{isPage ? <Link to={encodeURI(route.path)} prefetch={false}>{route.path}</Link> : route.path}</span>
                <span className="debug-routes__facts">{route.exact === false ? 'prefix' : 'exact'} · {displayModulePath(manifest.chunks[route.component] ?? route.component, siteDir)} · {route.plugin}</span>
              </div>
              <JsonView data={own} label="route" expandDepth={0} actions={false} />
            </li>
          );
        })}
      </ul>
    </DebugLayout>
  );
}
