/**
 * Where the search box goes. Empty until a search theme provides `@theme/SearchBar`; the mobile
 * menu shows nothing, because the top bar keeps the search box on small screens.
 */
export default function SearchNavbarItem({ mobile = false, className }: { mobile?: boolean; className?: string }) {
  if (mobile) return null;
  return <div className={['navbar__search', className].filter(Boolean).join(' ')} />;
}
