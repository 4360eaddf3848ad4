import { useEffect, useRef, useState } from 'react';
import { useSearchConfig } from '@theme/SearchIndex/useSearchConfig';
import { searchTranslations } from './translations.ts';
import { useSearchModal } from './useSearchModal.ts';
import './styles.css';

function SearchIcon() {
  return (
    <svg className="search-button__icon" width="20" height="20" viewBox="0 0 20 20" aria-hidden="true">
      <path d="M14.386 14.386l4.088 4.088-4.088-4.088A7.533 7.533 0 1 1 3.733 3.733a7.533 7.533 0 0 1 10.653 10.653z" stroke="currentColor" fill="none" fillRule="evenodd" strokeLinecap="round" strokeLinejoin="round" strokeWidth="1.6" />
    </svg>
  );
}

/**
 * The navbar's search button. The DocSearch modal behind it (its script, styles and the index)
 * loads when the reader points at, focuses, touches or clicks the button, or presses a shortcut.
 */
export default function SearchBar() {
  const config = useSearchConfig();
  const button = useRef<HTMLButtonElement>(null);
  const { open, preload, onButtonKeyDown } = useSearchModal(config, button);
  // The server cannot know the platform: show Ctrl until the browser says it is a Mac.
  const [actionKey, setActionKey] = useState('Ctrl');
  useEffect(() => {
    if (/(Mac|iPhone|iPod|iPad)/i.test(navigator.platform)) setActionKey('⌘');
  }, []);
  if (!config) return null;
  // The visible text names the button (an aria-label would have to repeat it, keys included).
  const { buttonText } = searchTranslations.button;
  return (
    <button
      ref={button}
      type="button"
      className="search-button"
      aria-keyshortcuts="Control+K Meta+K /"
      onPointerEnter={preload}
      onFocus={preload}
      onTouchStart={preload}
      onClick={() => void open()}
      onKeyDown={onButtonKeyDown}
    >
      <SearchIcon />
      <span className="search-button__placeholder">{buttonText}</span>
      <span className="search-button__keys" aria-hidden="true">
        <kbd className="search-button__key">{actionKey}</kbd>
        <kbd className="search-button__key">K</kbd>
      </span>
    </button>
  );
}
