import { useRouterState } from 'docsite/runtime';

/** The site's own navbar item: shown only under /tests/, it says hello in an alert when clicked. */
export default function TestsNavbarItem({ content, mobile }: { content?: string; mobile?: boolean }) {
  const { pathname } = useRouterState().location;
  if (!pathname.startsWith('/tests/')) return null;
  const button = (
    <button type="button" className={mobile ? 'menu__link' : 'navbar__item navbar__link'} onClick={() => alert('Hello from a site-registered navbar item')}>
      {content}
    </button>
  );
  return mobile ? <li className="menu__list-item">{button}</li> : button;
}
