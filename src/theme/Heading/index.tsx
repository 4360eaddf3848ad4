import type { ReactNode } from 'react';

type Level = 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6';

/** A heading; with an id (h2 and below) it gets a hash link readers can copy. */
export default function Heading({ as: As, id, children, ...props }: { as: Level; id?: string; children?: ReactNode; [key: string]: unknown }) {
  if (As === 'h1' || !id) return <As id={id} {...props}>{children}</As>;
  return (
    <As id={id} className="anchor" {...props}>
      {children}
      <a href={`#${id}`} className="hash-link" aria-label={`Direct link to ${typeof children === 'string' ? children : 'this heading'}`}>
        #
      </a>
    </As>
  );
}
