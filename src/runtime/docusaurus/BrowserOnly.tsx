// @docusaurus/BrowserOnly: renders its function child only in the browser, after hydration.
import type { ReactNode } from 'react';
import { useIsBrowser } from '../useIsBrowser.ts';

export interface BrowserOnlyProps {
  /** Called in the browser only, so it may touch window and document. */
  children: () => ReactNode;
  /** Rendered on the server and during hydration. */
  fallback?: ReactNode;
}

export default function BrowserOnly({ children, fallback = null }: BrowserOnlyProps) {
  const isBrowser = useIsBrowser();
  if (typeof children !== 'function') {
    // A plain child would be rendered on the server too, defeating the component's purpose.
    throw new Error('<BrowserOnly> needs a function as its child: <BrowserOnly>{() => <Chart />}</BrowserOnly>.');
  }
  return <>{isBrowser ? children() : fallback}</>;
}
