import DebugLayout from '@theme/DebugLayout';
import JsonView from '@theme/JsonView';
import { displayModulePath, type DebugManifestProps } from '@theme/DebugLayout/types';

/** Every chunk id of the route manifest and the module it loads, sorted by id. */
export default function DebugRegistry({ basePath, manifest, siteDir }: DebugManifestProps) {
  const entries = Object.entries(manifest.chunks).sort(([a], [b]) => a.localeCompare(b));
  const registry = Object.fromEntries(entries.map(([id, module]) => [id, displayModulePath(module, siteDir)]));
  return (
    <DebugLayout basePath={basePath} title="Registry">
      <p className="debug-layout__note">
        {entries.length} chunks. Routes name their component and data modules by these ids; the browser loads each as a file of its own. @site/ is the folder holding the site config.
      </p>
      <JsonView data={registry} label="registry" expandDepth={1} />
    </DebugLayout>
  );
}
