// Keys typed into the search button while the modal opens: the modal starts with the keys typed
// before its code was ready, and the ones typed after that, until its search box takes focus (a
// frame or more later), are handed to the search box then, in the order they were typed.
import { isSearchBox } from './keepSearchBoxFocus.ts';

/** Resolves once a search box in `container` has focus (at once if one has), or after `timeoutMs`. */
export function searchBoxFocused(container: Element, timeoutMs = 2000): Promise<HTMLInputElement | null> {
  const current = document.activeElement;
  if (isSearchBox(current) && container.contains(current)) return Promise.resolve(current);
  return new Promise((resolve) => {
    const done = (input: HTMLInputElement | null) => {
      container.removeEventListener('focusin', onFocusIn);
      clearTimeout(timer);
      resolve(input);
    };
    // Resolved from the focus event's task, so no later key event comes before the caller's code.
    const onFocusIn = (e: Event) => {
      if (isSearchBox(e.target)) done(e.target);
    };
    const timer = setTimeout(() => done(null), timeoutMs);
    container.addEventListener('focusin', onFocusIn);
  });
}

/** Types `text` at the caret, as keys would: the search box's input handler sees it. */
export function typeInto(input: HTMLInputElement, text: string): void {
  if (!text) return;
  const end = input.value.length;
  input.setRangeText(text, input.selectionStart ?? end, input.selectionEnd ?? end, 'end');
  input.dispatchEvent(new Event('input', { bubbles: true }));
}
