import { useSiteConfig } from '@docsite/runtime';
import DebugLayout from '@theme/DebugLayout';
import JsonView from '@theme/JsonView';
import type { DebugRouteProps } from '@theme/DebugLayout/types';

/** The site config as every page receives it: plugins, functions and build-only fields left out. */
export default function DebugConfig({ basePath }: DebugRouteProps) {
  const config = useSiteConfig();
  return (
    <DebugLayout basePath={basePath} title="Config">
      <p className="debug-layout__note">The part of site.config.ts that ships to the browser, after defaults were applied.</p>
      <JsonView data={config} label="siteConfig" expandDepth={1} />
    </DebugLayout>
  );
}
