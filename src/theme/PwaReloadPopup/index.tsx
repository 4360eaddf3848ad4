import { useEffect, useRef } from 'react';
import './styles.css';

export interface PwaReloadPopupProps {
  /** Switches to the new service worker, then reloads the page. */
  onReload: () => void;
  /** Hides the popup; the new version is used once every tab of the site is closed. */
  onClose: () => void;
}

/**
 * Shown by the pwa plugin in offline mode when a new deployment's service worker is waiting.
 * It renders in a React root of its own, outside the page's providers.
 */
export default function PwaReloadPopup({ onReload, onClose }: PwaReloadPopupProps) {
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => button.current?.focus({ preventScroll: true }), []);
  return (
    <div className="pwa-popup" role="alertdialog" aria-labelledby="pwa-popup-title">
      <p id="pwa-popup-title" className="pwa-popup__title">New version available</p>
      <div className="pwa-popup__actions">
        <button ref={button} type="button" className="pwa-popup__reload" onClick={onReload}>
          Refresh
        </button>
        <button type="button" className="pwa-popup__close" aria-label="Close" onClick={onClose}>
          <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
            <path stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" d="M6 6l12 12M18 6L6 18" />
          </svg>
        </button>
      </div>
    </div>
  );
}
