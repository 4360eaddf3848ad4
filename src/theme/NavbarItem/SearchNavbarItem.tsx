import SearchBar from '@theme/SearchBar';

/**
 * Where the search button goes (`@theme/SearchBar`). The mobile menu shows nothing, because the
 * top bar keeps the search button on small screens.
 */
export default function SearchNavbarItem({ mobile = false, className }: { mobile?: boolean; className?: string }) {
  if (mobile) return null;
  return (
    <div className={['navbar__search', className].filter(Boolean).join(' ')}>
      <SearchBar />
    </div>
  );
}
