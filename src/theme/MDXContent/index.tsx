import type { ComponentType } from 'react';
import MDXComponents from '@theme/MDXComponents';

/** Renders a compiled MDX module's content with the theme's components. */
export default function MDXContent({ content: Content }: { content: ComponentType<{ components?: Record<string, unknown> }> }) {
  return (
    <div className="markdown">
      <Content components={MDXComponents} />
    </div>
  );
}
