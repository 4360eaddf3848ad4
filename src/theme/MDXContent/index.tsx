import type { ComponentType } from 'react';
import { MDXProvider } from '@docsite/runtime';
import MDXComponents from '@theme/MDXComponents';

/** Renders a compiled MDX module's content with the theme's components, nested MDX included. */
export default function MDXContent({ content: Content }: { content: ComponentType<{ components?: Record<string, unknown> }> }) {
  return (
    <div className="markdown">
      <MDXProvider components={MDXComponents}>
        <Content components={MDXComponents} />
      </MDXProvider>
    </div>
  );
}
