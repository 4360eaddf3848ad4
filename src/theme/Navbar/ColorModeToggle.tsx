import ColorModeToggle from '@theme/ColorModeToggle';

/** The colour-mode switch where the navbar places it (top bar, mobile sidebar header). */
export default function NavbarColorModeToggle({ className }: { className?: string }) {
  return <ColorModeToggle className={['navbar__color-mode-toggle', className].filter(Boolean).join(' ')} />;
}
