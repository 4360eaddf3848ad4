import DebugLayout from '@theme/DebugLayout';
import JsonView from '@theme/JsonView';
import type { DebugPluginContent, DebugRouteProps } from '@theme/DebugLayout/types';

const size = (bytes: number) => (bytes < 1024 ? `${bytes} bytes` : `${(bytes / 1024).toFixed(1)} KB`);

/** What each plugin instance's loadContent returned; large content is cut down to its outline. */
export default function DebugContent({ basePath, content }: DebugRouteProps & { content: { plugins: DebugPluginContent[] } }) {
  return (
    <DebugLayout basePath={basePath} title="Content">
      <p className="debug-layout__note">
        Small content is shown whole. Larger content shows its first keys and items, down to the depth that fits, with a note for what was left out.
      </p>
      {content.plugins.map((p) => (
        <section key={`${p.name}@${p.id}`} className="debug-content__plugin">
          <h2>{`${p.name}@${p.id}`}</h2>
          {!p.hasContent ? (
            <p className="debug-layout__note">No content: this plugin has no loadContent, or it returned nothing.</p>
          ) : (
            <>
              <p className="debug-layout__note">{p.summarised ? `Summarised: the whole content is ${size(p.bytes)} of JSON.` : `The whole content: ${size(p.bytes)} of JSON.`}</p>
              <JsonView data={p.content} label={`${p.name}@${p.id}`} expandDepth={1} />
            </>
          )}
        </section>
      ))}
    </DebugLayout>
  );
}
