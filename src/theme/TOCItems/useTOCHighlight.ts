import { useEffect, useState } from 'react';
import { pickActiveHeading } from './tocTree.ts';

/** The id of the heading in view among `ids`, updated on scroll and resize (once per frame). */
export function useTOCHighlight(ids: readonly string[]): string | null {
  const [active, setActive] = useState<string | null>(null);
  const key = ids.join('\n');
  useEffect(() => {
    if (ids.length === 0) return;
    let frame = 0;
    const update = () => {
      frame = 0;
      const headings = ids.map((id) => document.getElementById(id)).filter((el): el is HTMLElement => el !== null);
      const navbar = document.querySelector('.navbar')?.getBoundingClientRect().height ?? 0;
      const index = pickActiveHeading(headings.map((h) => h.getBoundingClientRect().top), navbar, window.innerHeight);
      setActive(index >= 0 ? headings[index].id : null);
    };
    const schedule = () => void (frame ||= requestAnimationFrame(update));
    update();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
    };
  }, [key]);
  return active;
}
