// DocSearch 5 re-creates its search box when a search "stalls" (no answer within 300 ms while no
// results are on screen yet, as on a slow network or while the local index downloads): the input
// being typed in leaves the page, focus falls to <body>, and every key typed after that is lost.
// This moves focus, with the caret where it was, into the new search box as soon as it replaces
// the old one: in the same task, so no key event comes in between. That focus event is kept from
// the search box's own handler, which would start the same search again (and, on a network still
// slower than 300 ms, stall and re-create the box again, every 300 ms).

/** DocSearch's search box (its text input). */
export const isSearchBox = (el: unknown): el is HTMLInputElement => el instanceof HTMLInputElement && el.classList.contains('DocSearch-Input');

/** Watches the modal's container; returns the function that stops watching. */
export function keepSearchBoxFocus(container: Element): () => void {
  // The search box that last had focus, while it still has it.
  let focused: HTMLInputElement | null = null;
  const onFocusIn = (e: Event) => {
    focused = isSearchBox(e.target) ? e.target : null;
  };
  const observer = new MutationObserver(() => {
    const gone = focused;
    if (!gone || gone.isConnected) return;
    focused = null;
    // Focus went nowhere (to <body>), not to something the user chose.
    const active = document.activeElement;
    if (active && active !== document.body) return;
    const next = container.querySelector('.DocSearch-Input');
    if (!isSearchBox(next)) return;
    const end = next.value.length;
    const start = Math.min(gone.selectionStart ?? end, end);
    const stop = Math.min(gone.selectionEnd ?? end, end);
    // Stopped on the way down, the focus events never reach the search box's handlers (DocSearch
    // renders with preact/compat, which listens to focusin for React's onFocus).
    const quiet = (e: Event) => e.stopPropagation();
    for (const type of ['focus', 'focusin']) container.addEventListener(type, quiet, true);
    try {
      next.focus({ preventScroll: true });
    } finally {
      for (const type of ['focus', 'focusin']) container.removeEventListener(type, quiet, true);
    }
    focused = next;
    next.setSelectionRange(start, stop);
  });
  container.addEventListener('focusin', onFocusIn);
  observer.observe(container, { childList: true, subtree: true });
  return () => {
    observer.disconnect();
    container.removeEventListener('focusin', onFocusIn);
  };
}
