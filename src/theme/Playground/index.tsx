import { isValidElement, useEffect, useRef, useState, type ComponentType, type CSSProperties, type ReactNode } from 'react';
import { useContentSecurityPolicy, useSiteConfig } from '@docsite/runtime';
import PlaygroundLayout from '@theme/Playground/Layout';
import type { LiveProps } from './Live.tsx';
import './styles.css';

export interface PlaygroundProps {
  /** The code as written in the Markdown: what the editor starts with. */
  code: string;
  /** jsx, tsx, js or ts; TypeScript syntax is accepted for tsx and ts. */
  language?: string;
  /** The block's title="..." */
  title?: string;
  /** The code calls render(<Element />) itself instead of being one expression (meta `noInline`). */
  noInline?: boolean;
  /** The code highlighted at build time, shown until the editor has loaded. */
  children?: ReactNode;
}

/** react-live compiles and runs the reader's code with `new Function`, which a policy must allow. */
const LIVE_POLICY = { 'script-src': ["'unsafe-eval'"] };

/**
 * A live code block. The page arrives with the highlighted code and an empty result; the editor
 * and its preview (react-live, a chunk of its own) load when the block comes near the viewport.
 */
export default function Playground({ children, ...live }: PlaygroundProps) {
  const position = useSiteConfig().themeConfig.liveCodeBlock?.playgroundPosition === 'top' ? 'top' : 'bottom';
  const box = useRef<HTMLDivElement>(null);
  const [Live, setLive] = useState<ComponentType<LiveProps> | null>(null);
  const [failed, setFailed] = useState(false);
  // False while this document's policy forbids eval: the page is loading again with its own.
  const allowed = useContentSecurityPolicy(LIVE_POLICY);

  useEffect(() => {
    if (!allowed) return;
    let active = true;
    const load = () => import('@theme/Playground/Live').then((m) => active && setLive(() => m.default), () => active && setFailed(true));
    if (typeof IntersectionObserver === 'undefined' || !box.current) return void load();
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((e) => e.isIntersecting)) return;
      observer.disconnect();
      load();
    }, { rootMargin: '200px' });
    observer.observe(box.current);
    return () => {
      active = false;
      observer.disconnect();
    };
  }, [allowed]);

  // The build-time block carries the colours of the site's code theme: the editor keeps them.
  const style = isValidElement<{ style?: CSSProperties }>(children) ? children.props.style : undefined;
  const placeholder = <div className="playground__placeholder">{failed ? 'The live editor could not be loaded. Reload the page to try again.' : 'Loading the live preview…'}</div>;
  return (
    <div ref={box} className="playground-container">
      {Live ? <Live {...live} position={position} style={style} /> : <PlaygroundLayout position={position} editor={children} preview={placeholder} />}
    </div>
  );
}
