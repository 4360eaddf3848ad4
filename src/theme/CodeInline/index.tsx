import type { ComponentProps } from 'react';

/** Inline code, as Markdown's `backticks` render it. */
export default function CodeInline(props: ComponentProps<'code'>) {
  return <code {...props} />;
}
