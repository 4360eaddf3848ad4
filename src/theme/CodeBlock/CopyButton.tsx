import { useEffect, useRef, useState } from 'react';

/** Clipboard API where allowed, else the old textarea + execCommand route (http:, older browsers). */
async function copyText(text: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
  } catch {
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.cssText = 'position:fixed;top:0;left:-9999px;opacity:0';
    document.body.appendChild(area);
    area.select();
    document.execCommand('copy');
    area.remove();
  }
}

/** Copies the code (without line numbers) and says "Copied" for 2 seconds. */
export default function CopyButton({ getText }: { getText: () => string }) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const copy = async () => {
    await copyText(getText());
    setCopied(true);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setCopied(false), 2000);
  };
  return (
    <button type="button" className={`code-block__button${copied ? ' code-block__button--copied' : ''}`} aria-label={copied ? 'Copied' : 'Copy code to clipboard'} title="Copy" onClick={copy}>
      {copied ? 'Copied' : 'Copy'}
    </button>
  );
}
