import { useEffect, useState } from 'react';
import './styles.css';

export interface PwaOfflineReadyProps {
  /** Removes the message. */
  onClose: () => void;
}

/**
 * Shown by the pwa plugin once, when offline mode is on and this browser's offline copy has just
 * become ready. It renders in a React root of its own, outside the page's providers, and leaves
 * the focus where it is.
 */
export default function PwaOfflineReady({ onClose }: PwaOfflineReadyProps) {
  // The status region exists before its text: screen readers announce a change to a live region.
  const [shown, setShown] = useState(false);
  useEffect(() => setShown(true), []);
  return (
    <div className={shown ? 'pwa-offline-ready pwa-offline-ready--shown' : 'pwa-offline-ready'}>
      <p className="pwa-offline-ready__text" role="status">
        {shown && 'Available offline'}
      </p>
      {shown && (
        <button type="button" className="pwa-offline-ready__close" aria-label="Close" onClick={onClose}>
          <svg viewBox="0 0 24 24" width="14" height="14" aria-hidden="true">
            <path stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" d="M6 6l12 12M18 6L6 18" />
          </svg>
        </button>
      )}
    </div>
  );
}
