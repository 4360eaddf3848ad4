// Loads mermaid on first use (its own chunk: only pages that draw a diagram download it) and
// draws one diagram at a time. mermaid.initialize is global, so each render sets its own theme
// inside the queue: a render for one colour mode never picks up the theme of another.
import type { MermaidConfig } from 'mermaid';

export interface DrawnDiagram {
  svg: string;
  bindFunctions?: (element: Element) => void;
}

let queue: Promise<unknown> = Promise.resolve();
let count = 0;

/** The diagram as SVG markup; rejects with mermaid's error for text it cannot parse. */
export function renderDiagram(text: string, config: MermaidConfig): Promise<DrawnDiagram> {
  const run = queue.then(async () => {
    const { default: mermaid } = await import('mermaid');
    // Errors are shown by the component, not drawn by mermaid as a "syntax error" diagram.
    mermaid.initialize({ securityLevel: 'strict', ...config, startOnLoad: false, suppressErrorRendering: true });
    return mermaid.render(`docsite-mermaid-${++count}`, text);
  });
  queue = run.catch(() => undefined);
  return run;
}
