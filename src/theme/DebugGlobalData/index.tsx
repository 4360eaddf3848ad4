import { useSiteData } from '@docsite/runtime';
import DebugLayout from '@theme/DebugLayout';
import JsonView from '@theme/JsonView';
import type { DebugRouteProps } from '@theme/DebugLayout/types';

/** The global data of every plugin instance, by plugin name and id, as every page receives it. */
export default function DebugGlobalData({ basePath }: DebugRouteProps) {
  const { globalData } = useSiteData();
  return (
    <DebugLayout basePath={basePath} title="Global data">
      <p className="debug-layout__note">What plugins passed to setGlobalData, by plugin name and then plugin id. Every page loads it.</p>
      <JsonView data={globalData} label="globalData" expandDepth={2} />
    </DebugLayout>
  );
}
