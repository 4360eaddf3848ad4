import { useRef, useState, type CSSProperties, type ReactNode } from 'react';
import CopyButton from './CopyButton.tsx';
import './styles.css';

export interface CodeBlockProps {
  /** Lines highlighted at build time by the Markdown compiler, or the code as a plain string. */
  children?: ReactNode;
  /** Language of the code, such as "ts"; else read from a "language-ts" class. */
  language?: string;
  /** Shown above the code, usually a file name. */
  title?: ReactNode;
  /** Number the lines, from 1 or from the number given. */
  showLineNumbers?: boolean | number;
  className?: string;
  /** Colour variables of the highlighting themes (--token-light, --token-dark-bg, ...). */
  style?: CSSProperties;
}

function plainLines(code: string): ReactNode {
  return code
    .replace(/\n$/, '')
    .split('\n')
    .map((line, i) => (
      <span key={i} className="code-block__line">
        {line}
      </span>
    ));
}

/** The code text as written: one line per line element, so line numbers (CSS counters) stay out. */
function codeText(code: HTMLElement | null): string {
  if (!code) return '';
  const lines = code.querySelectorAll('.code-block__line');
  return lines.length > 0 ? Array.from(lines, (l) => l.textContent ?? '').join('\n') : (code.textContent ?? '');
}

/** A code block with an optional title, line numbers, highlighted lines, copy and word-wrap buttons. */
export default function CodeBlock({ children, language, title, showLineNumbers, className, style }: CodeBlockProps) {
  const lang = language ?? /(?:^|\s)language-(\S+)/.exec(className ?? '')?.[1] ?? 'text';
  const [wrap, setWrap] = useState(false);
  const codeRef = useRef<HTMLElement>(null);
  const start = typeof showLineNumbers === 'number' ? showLineNumbers : 1;
  const classes = ['code-block', `language-${lang}`, showLineNumbers !== undefined && showLineNumbers !== false && 'code-block--line-numbers', wrap && 'code-block--wrap', className];
  return (
    <div className={classes.filter(Boolean).join(' ')} style={style} data-language={lang}>
      {title && <div className="code-block__title">{title}</div>}
      <div className="code-block__body">
        <pre className="code-block__pre" tabIndex={0}>
          <code ref={codeRef} className="code-block__code" style={start !== 1 ? { counterReset: `line ${start - 1}` } : undefined}>
            {typeof children === 'string' ? plainLines(children) : children}
          </code>
        </pre>
        <div className="code-block__buttons">
          <button type="button" className="code-block__button" aria-pressed={wrap} aria-label="Toggle word wrap" title="Toggle word wrap" onClick={() => setWrap((w) => !w)}>
            Wrap
          </button>
          <CopyButton getText={() => codeText(codeRef.current)} />
        </div>
      </div>
    </div>
  );
}
