import { useSiteData } from '@docsite/runtime';
import DebugLayout from '@theme/DebugLayout';
import JsonView from '@theme/JsonView';
import type { DebugMetadata as Metadata, DebugRouteProps } from '@theme/DebugLayout/types';

/** Versions the site was built with and every plugin instance, in the order they run. */
export default function DebugMetadata({ basePath, metadata }: DebugRouteProps & { metadata: Metadata }) {
  const { docsiteVersion } = useSiteData();
  const { plugins, ...versions } = metadata;
  return (
    <DebugLayout basePath={basePath} title="Metadata">
      <dl className="debug-index">
        <dt>docsite</dt>
        <dd>{docsiteVersion}</dd>
        <dt>Node.js</dt>
        <dd>{versions.nodeVersion}</dd>
        {versions.siteVersion && (
          <>
            <dt>Site (package.json)</dt>
            <dd>{versions.siteVersion}</dd>
          </>
        )}
      </dl>
      <h2>{plugins.length} plugin instances</h2>
      <JsonView data={{ docsiteVersion, ...versions, plugins: plugins.map((p) => `${p.name}@${p.id}`) }} label="metadata" expandDepth={2} />
    </DebugLayout>
  );
}
