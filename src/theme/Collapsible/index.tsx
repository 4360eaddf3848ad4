import { useEffect, useRef, useState, type CSSProperties, type ElementType, type ReactNode } from 'react';

export interface CollapsibleProps {
  collapsed: boolean;
  children?: ReactNode;
  /** The element to render; a div by default. */
  as?: ElementType;
  className?: string;
  /** Called when the height transition has finished, with the state it reached. */
  onCollapseTransitionEnd?: (collapsed: boolean) => void;
}

const COLLAPSED: CSSProperties = { display: 'none', overflow: 'hidden', height: 0 };

/** Milliseconds for a height change: longer for taller content, like Docusaurus; 1 ms for reduced motion. */
export function getCollapseDuration(height: number, reducedMotion = false): number {
  if (reducedMotion) return 1;
  const constant = height / 36;
  return Math.min(1000, Math.round((4 + 15 * constant ** 0.25 + constant / 5) * 10));
}

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** Content that collapses and expands with an ease-in-out height transition. */
export default function Collapsible({ collapsed, children, as: As = 'div', className, onCollapseTransitionEnd }: CollapsibleProps) {
  const ref = useRef<HTMLElement>(null);
  // React sets the style once (SSR and hydration agree); afterwards the animation owns el.style.
  const [initialStyle] = useState(() => (collapsed ? COLLAPSED : undefined));
  const mounted = useRef(false);
  const onEnd = useRef(onCollapseTransitionEnd);
  onEnd.current = onCollapseTransitionEnd;

  useEffect(() => {
    const el = ref.current;
    if (!mounted.current || !el) {
      mounted.current = true;
      return;
    }
    const style = el.style;
    style.display = 'block';
    style.overflow = 'hidden';
    const full = el.scrollHeight;
    const from = el.getBoundingClientRect().height; // mid-animation too: reverse from where it is
    const to = collapsed ? 0 : full;
    const duration = getCollapseDuration(full, prefersReducedMotion());
    style.transition = 'none';
    style.height = `${from}px`;
    void el.offsetHeight; // commit the start height before transitioning away from it
    style.transition = `height ${duration}ms ease-in-out`;
    style.height = `${to}px`;
    const finish = () => {
      window.clearTimeout(timer);
      el.removeEventListener('transitionend', onTransitionEnd);
      style.transition = '';
      if (collapsed) Object.assign(style, { display: 'none', height: '0px' });
      else Object.assign(style, { height: '', overflow: '' });
      onEnd.current?.(collapsed);
    };
    const onTransitionEnd = (e: TransitionEvent) => e.target === el && e.propertyName === 'height' && finish();
    el.addEventListener('transitionend', onTransitionEnd);
    // No transitionend when the height did not change (or the tab is hidden): finish anyway.
    const timer = window.setTimeout(finish, from === to ? 0 : duration + 100);
    return () => {
      window.clearTimeout(timer);
      el.removeEventListener('transitionend', onTransitionEnd);
    };
  }, [collapsed]);

  return (
    <As ref={ref} className={className} style={initialStyle}>
      {children}
    </As>
  );
}
