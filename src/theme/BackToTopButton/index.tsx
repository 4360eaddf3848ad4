import { useEffect, useRef, useState } from 'react';
import './styles.css';

/** Shown once the reader is this far down the page and scrolling back up. */
const THRESHOLD_PX = 300;
/** Each animation frame keeps this fraction of the remaining distance (spec: smooth scroll factor). */
const SCROLL_FACTOR = 0.85;

/** Scrolls to the top, frame by frame; returns a cancel function. Stops when the reader scrolls. */
function scrollToTop(): () => void {
  if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) {
    window.scrollTo({ top: 0, behavior: 'instant' });
    return () => {};
  }
  let expected: number | null = null;
  let frame = 0;
  const step = () => {
    const y = window.scrollY;
    // The page is not where the last step put it: the reader scrolled, so let them have it.
    if (expected !== null && Math.abs(y - expected) > 1) return;
    // Whole pixels: the browser rounds scroll positions, and a fractional target could stall.
    expected = Math.floor(y * SCROLL_FACTOR);
    window.scrollTo({ top: expected, behavior: 'instant' });
    if (expected > 0) frame = requestAnimationFrame(step);
  };
  frame = requestAnimationFrame(step);
  return () => cancelAnimationFrame(frame);
}

/** A floating button that takes the reader back to the top of a long page. */
export default function BackToTopButton() {
  const [shown, setShown] = useState(false);
  const cancel = useRef<() => void>(() => {});

  useEffect(() => {
    let last = window.scrollY;
    const onScroll = () => {
      const y = window.scrollY;
      setShown(y > THRESHOLD_PX && y < last);
      last = y;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      cancel.current();
    };
  }, []);

  return (
    <button
      type="button"
      className={`back-to-top${shown ? ' back-to-top--shown' : ''}`}
      aria-label="Scroll back to top"
      onClick={() => {
        cancel.current();
        cancel.current = scrollToTop();
      }}
    >
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
        <path fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" d="M6 15l6-6 6 6" />
      </svg>
    </button>
  );
}
