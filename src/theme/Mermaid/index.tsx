import { useEffect, useRef, useState } from 'react';
import { useColorMode, useSiteConfig } from '@docsite/runtime';
import { renderDiagram } from './renderDiagram.ts';
import './styles.css';

export interface MermaidProps {
  /** The diagram in mermaid's syntax (the content of a ```mermaid block). */
  value: string;
}

type Drawn = { svg: string; mode: string; bind?: (element: Element) => void } | { error: string };

/**
 * A mermaid diagram, drawn in the browser in the colours of the current colour mode and redrawn
 * when it changes. The server renders the source as a placeholder; a diagram mermaid cannot read
 * shows mermaid's message in its place.
 */
export default function Mermaid({ value }: MermaidProps) {
  const { colorMode } = useColorMode();
  const config = useSiteConfig().themeConfig.mermaid;
  const [drawn, setDrawn] = useState<Drawn | null>(null);
  const requested = useRef('');
  const svgBox = useRef<HTMLDivElement>(null);

  useEffect(() => {
    // The attribute is right from the first paint; the hook's value catches up after hydration.
    const mode = document.documentElement.getAttribute('data-theme') === 'dark' ? 'dark' : 'light';
    const key = `${mode}\n${value}`;
    if (requested.current === key) return;
    requested.current = key;
    const { theme = { light: 'default', dark: 'dark' }, options = {} } = config ?? {};
    renderDiagram(value, { ...options, theme: theme[mode] }).then(
      ({ svg, bindFunctions }) => requested.current === key && setDrawn({ svg, mode, bind: bindFunctions }),
      (error: unknown) => requested.current === key && setDrawn({ error: String((error as Error)?.message ?? error) }),
    );
  }, [value, colorMode, config]);
  useEffect(() => () => void (requested.current = ''), []);

  useEffect(() => {
    if (drawn && 'svg' in drawn && svgBox.current) drawn.bind?.(svgBox.current);
  }, [drawn]);

  if (drawn && 'error' in drawn) {
    return (
      <div className="mermaid-diagram mermaid-diagram--error" role="alert">
        <p className="mermaid-diagram__error-title">This Mermaid diagram could not be drawn:</p>
        <pre className="mermaid-diagram__error-message">{drawn.error}</pre>
      </div>
    );
  }
  if (drawn) {
    return <div ref={svgBox} className="mermaid-diagram" data-mermaid-theme={drawn.mode} dangerouslySetInnerHTML={{ __html: drawn.svg }} />;
  }
  return (
    <div className="mermaid-diagram mermaid-diagram--loading">
      <pre className="mermaid-diagram__source">{value}</pre>
    </div>
  );
}
