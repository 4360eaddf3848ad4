import type { ComponentType, ReactNode } from 'react';
import { MDXProvider } from '@docsite/runtime';
import MDXComponents from '@theme/MDXComponents';

export interface MDXContentProps {
  /** A compiled MDX module's default export. */
  content?: ComponentType<{ components?: Record<string, unknown> }>;
  /** Already rendered MDX, as Docusaurus code passes it: `<MDXContent><Doc /></MDXContent>`. */
  children?: ReactNode;
}

/** Renders a compiled MDX module's content with the theme's components, nested MDX included. */
export default function MDXContent({ content: Content, children }: MDXContentProps) {
  return (
    <div className="markdown">
      <MDXProvider components={MDXComponents}>{Content ? <Content components={MDXComponents} /> : children}</MDXProvider>
    </div>
  );
}
