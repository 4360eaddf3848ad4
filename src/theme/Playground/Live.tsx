import type { CSSProperties } from 'react';
import { LiveEditor, LiveError, LivePreview, LiveProvider } from 'react-live';
import PlaygroundLayout from '@theme/Playground/Layout';
import ReactLiveScope from '@theme/ReactLiveScope';
import { editorTheme } from './editorTheme.ts';

export interface LiveProps {
  code: string;
  language?: string;
  title?: string;
  noInline?: boolean;
  position: 'bottom' | 'top';
  /** The colour variables of the build-time highlighted block. */
  style?: CSSProperties;
}

const isTypeScript = (language: string) => /^(tsx?|typescript)$/.test(language);

/** The editable code and its running result (react-live); errors in the code show in the result. */
export default function Live({ code, language = 'jsx', title, noInline = false, position, style }: LiveProps) {
  const editor = (
    <div className="code-block playground__code" style={style}>
      {title && <div className="code-block__title">{title}</div>}
      <LiveEditor className="playground__editor" />
    </div>
  );
  const preview = (
    <>
      <LivePreview className="playground__preview" />
      <LiveError className="playground__error" />
    </>
  );
  return (
    <LiveProvider code={code} language={isTypeScript(language) ? 'tsx' : 'jsx'} enableTypeScript={isTypeScript(language)} noInline={noInline} scope={ReactLiveScope} theme={editorTheme}>
      <PlaygroundLayout position={position} editor={editor} preview={preview} />
    </LiveProvider>
  );
}
