import type { ReactNode } from 'react';
import './styles.css';

export interface AdmonitionProps {
  /** note, tip, info, warning, danger, or a custom keyword (styled like note). */
  type: string;
  /** Defaults to the capitalised type. */
  title?: ReactNode;
  /** Replaces the type's icon. */
  icon?: ReactNode;
  className?: string;
  children?: ReactNode;
}

// 16x16 icon paths, one per built-in type.
const ICONS: Record<string, string> = {
  note: 'M8 1.5a6.5 6.5 0 1 0 0 13 6.5 6.5 0 0 0 0-13ZM0 8a8 8 0 1 1 16 0A8 8 0 0 1 0 8Zm6.5-.25A.75.75 0 0 1 7.25 7h1a.75.75 0 0 1 .75.75v2.75h.25a.75.75 0 0 1 0 1.5h-2a.75.75 0 0 1 0-1.5h.25v-2h-.25a.75.75 0 0 1-.75-.75ZM8 6a1 1 0 1 1 0-2 1 1 0 0 1 0 2Z',
  tip: 'M8 1.5c-2.363 0-4 1.69-4 3.75 0 .984.424 1.625.984 2.304l.214.253c.223.264.47.556.673.848.284.411.537.896.621 1.49a.75.75 0 0 1-1.484.211c-.04-.282-.163-.547-.37-.847a8.456 8.456 0 0 0-.542-.68c-.084-.1-.173-.205-.268-.32C3.201 7.75 2.5 6.766 2.5 5.25 2.5 2.31 4.863 0 8 0s5.5 2.31 5.5 5.25c0 1.516-.701 2.5-1.328 3.259-.095.115-.184.22-.268.319-.207.245-.383.453-.541.681-.208.3-.33.565-.37.847a.751.751 0 0 1-1.485-.212c.084-.593.337-1.078.621-1.489.203-.292.45-.584.673-.848.075-.088.147-.173.213-.253.561-.679.985-1.32.985-2.304 0-2.06-1.637-3.75-4-3.75ZM5.75 12h4.5a.75.75 0 0 1 0 1.5h-4.5a.75.75 0 0 1 0-1.5ZM6 15.25a.75.75 0 0 1 .75-.75h2.5a.75.75 0 0 1 0 1.5h-2.5a.75.75 0 0 1-.75-.75Z',
  warning: 'M6.457 1.047c.659-1.234 2.427-1.234 3.086 0l6.082 11.378A1.75 1.75 0 0 1 14.082 15H1.918a1.75 1.75 0 0 1-1.543-2.575Zm1.763.707a.25.25 0 0 0-.44 0L1.698 13.132a.25.25 0 0 0 .22.368h12.164a.25.25 0 0 0 .22-.368Zm.53 3.996v2.5a.75.75 0 0 1-1.5 0v-2.5a.75.75 0 0 1 1.5 0ZM9 11a1 1 0 1 1-2 0 1 1 0 0 1 2 0Z',
  danger: 'M4.47.22A.749.749 0 0 1 5 0h6c.199 0 .389.079.53.22l4.25 4.25c.141.14.22.331.22.53v6a.749.749 0 0 1-.22.53l-4.25 4.25A.749.749 0 0 1 11 16H5a.749.749 0 0 1-.53-.22L.22 11.53A.749.749 0 0 1 0 11V5c0-.199.079-.389.22-.53Zm.84 1.28L1.5 5.31v5.38l3.81 3.81h5.38l3.81-3.81V5.31L10.69 1.5ZM8 4a.75.75 0 0 1 .75.75v3.5a.75.75 0 0 1-1.5 0v-3.5A.75.75 0 0 1 8 4Zm0 8a1 1 0 1 1 0-2 1 1 0 0 1 0 2Z',
};
ICONS.info = ICONS.note;

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/**
 * A callout box (`:::tip` in Markdown): an icon, a title and the content. A note, not an aside: an
 * aside is a landmark, and two boxes of one type on a page would be landmarks of the same name.
 */
export default function Admonition({ type, title, icon, className, children }: AdmonitionProps) {
  const heading = title ?? capitalise(type);
  return (
    <div role="note" className={['admonition', `admonition--${type}`, className].filter(Boolean).join(' ')} aria-label={typeof heading === 'string' ? heading : undefined}>
      <div className="admonition__heading">
        <span className="admonition__icon" aria-hidden="true">
          {icon ?? (
            <svg viewBox="0 0 16 16" width="16" height="16">
              <path fill="currentColor" d={ICONS[type] ?? ICONS.note} />
            </svg>
          )}
        </span>
        {heading}
      </div>
      <div className="admonition__content">{children}</div>
    </div>
  );
}
