import type { Feature } from '../../data/features.ts';

const paths: Record<Feature['icon'], string> = {
  // A page with a folded corner and lines of text.
  pages: 'M14 6h14l8 8v28H14z M28 6v8h8 M19 22h12 M19 28h12 M19 34h8',
  // Three stacked sheets: versions of the same docs.
  versions: 'M10 16h22v24H10z M15 11h22v24 M20 6h22v24',
  // A notebook with a ribbon.
  blog: 'M12 8h22a4 4 0 0 1 4 4v30H16a4 4 0 0 1-4-4z M12 36a4 4 0 0 1 4-4h22 M20 8v12l4-3 4 3V8',
  // Angle brackets around a slash.
  code: 'M17 14 7 24l10 10 M31 14l10 10-10 10 M27 10l-6 28',
  // Two chain links and a check mark.
  links: 'M20 28l8-8 M17 22l-4 4a6 6 0 0 0 8.5 8.5l4-4 M31 26l4-4a6 6 0 0 0-8.5-8.5l-4 4 M30 38l4 4 8-9',
};

/** A line icon for a feature card. Decorative: the card heading says what it is. */
export default function FeatureIcon({ icon }: { icon: Feature['icon'] }) {
  return (
    <svg className="home-feature__icon" viewBox="0 0 48 48" width="48" height="48" aria-hidden="true" focusable="false">
      <path d={paths[icon]} fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
