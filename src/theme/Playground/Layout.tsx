import type { ReactNode } from 'react';

export interface PlaygroundLayoutProps {
  /** 'bottom' puts the result under the code, 'top' above it (themeConfig.liveCodeBlock.playgroundPosition). */
  position: 'bottom' | 'top';
  editor: ReactNode;
  preview: ReactNode;
}

/** The two parts of a live code block, each under a small header. */
export default function PlaygroundLayout({ position, editor, preview }: PlaygroundLayoutProps) {
  const code = (
    <div className="playground__section playground__section--editor">
      <div className="playground__header">Live Editor</div>
      {editor}
    </div>
  );
  const result = (
    <div className="playground__section playground__section--result">
      <div className="playground__header">Result</div>
      {preview}
    </div>
  );
  return (
    <div className="playground">
      {position === 'top' && result}
      {code}
      {position === 'bottom' && result}
    </div>
  );
}
