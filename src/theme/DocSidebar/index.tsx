import DocSidebarItems from '@theme/DocSidebarItem/Items';
import type { PropSidebarItem } from '@docsite/runtime';
import './styles.css';

export interface DocSidebarProps {
  sidebar: PropSidebarItem[];
  /** The current pathname: its item is highlighted and its categories open. */
  path: string;
  /** Set when themeConfig.docs.sidebar.hideable: shows a button that hides the sidebar. */
  onCollapse?: () => void;
}

/** The desktop docs sidebar: a sticky, scrollable menu of the page's sidebar. */
export default function DocSidebar({ sidebar, path, onCollapse }: DocSidebarProps) {
  return (
    <div className="docs-sidebar">
      <nav className="menu docs-sidebar__menu" aria-label="Docs sidebar">
        <ul className="menu__list">
          <DocSidebarItems items={sidebar} activePath={path} level={1} />
        </ul>
      </nav>
      {onCollapse && (
        <button type="button" className="docs-sidebar__collapse" title="Collapse sidebar" aria-label="Collapse sidebar" onClick={onCollapse}>
          ‹ Collapse sidebar
        </button>
      )}
    </div>
  );
}
