import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, useSiteConfig } from '@docsite/runtime';
import Collapsible from '@theme/Collapsible';
import { isActiveSidebarItem, isSamePath, useDocSidebarExpanded, useSidebarPartLoader, type PropSidebarItemCategory } from '@docsite/runtime';

interface Props {
  item: PropSidebarItemCategory;
  activePath: string;
  level: number;
  index: number;
  /** The list of the category's items. */
  children?: ReactNode;
}

/**
 * A category: its label (a link when it has its own page), a caret that opens and closes it, and
 * its items. It opens by itself when the current page is inside it. Its items render once it has
 * been open (lazily), so collapsed parts of a large sidebar cost nothing.
 */
export default function DocSidebarItemCategory({ item, activePath, level, index, children }: Props) {
  const autoCollapse = Boolean(useSiteConfig().themeConfig.docs?.sidebar?.autoCollapseCategories);
  const active = isActiveSidebarItem(item, activePath);
  const isPage = isSamePath(item.href, activePath);
  const href = item.linkUnlisted && !isPage ? undefined : item.href;
  const [collapsed, setCollapsed] = useState(() => item.collapsible && item.collapsed && !active);
  // Items of a category never opened are not rendered (in HTML or DOM): a huge sidebar costs
  // only its open part. Once opened they stay, so closing can animate.
  const [opened, setOpened] = useState(!collapsed);
  if (!collapsed && !opened) setOpened(true);
  const siblings = useDocSidebarExpanded();
  const wasActive = useRef(active);
  const toggle = (next: boolean) => {
    setCollapsed(next);
    if (!next) siblings?.setExpanded(index);
  };
  useEffect(() => {
    if (active && !wasActive.current) toggle(false);
    wasActive.current = active;
  }, [active]);
  useEffect(() => {
    if (autoCollapse && siblings?.expanded != null && siblings.expanded !== index) setCollapsed(true);
  }, [siblings?.expanded]);
  // Items in a part not loaded yet: fetch it when the category opens, or as soon as it is pointed at.
  const loadPart = useSidebarPartLoader();
  const missing = Boolean(item.itemsKey && item.items.length === 0 && (item.itemCount ?? 0) > 0);
  const prefetch = missing && loadPart ? () => loadPart(item.itemsKey!) : undefined;
  useEffect(() => {
    if (!collapsed && prefetch) prefetch();
  }, [collapsed, missing]);

  const linkClass = ['menu__link', 'menu__link--sublist', active && 'menu__link--active'];
  return (
    <li className={['menu__list-item', collapsed && 'menu__list-item--collapsed', `menu__list-item--level-${level}`, item.className].filter(Boolean).join(' ')} onPointerEnter={prefetch} onFocus={prefetch}>
      <div className="menu__list-item-collapsible">
        {href ? (
          <Link className={linkClass.filter(Boolean).join(' ')} to={href} aria-current={isPage ? 'page' : undefined} onClick={() => collapsed && toggle(false)}>
            {item.label}
          </Link>
        ) : item.collapsible ? (
          <button type="button" className={[...linkClass, 'menu__link--sublist-caret'].filter(Boolean).join(' ')} aria-expanded={!collapsed} onClick={() => toggle(!collapsed)}>
            {item.label}
          </button>
        ) : (
          <span className={linkClass.filter(Boolean).join(' ')}>{item.label}</span>
        )}
        {href && item.collapsible && (
          <button
            type="button"
            className="menu__caret"
            aria-label={`${collapsed ? 'Expand' : 'Collapse'} sidebar category '${item.label}'`}
            aria-expanded={!collapsed}
            onClick={() => toggle(!collapsed)}
          />
        )}
      </div>
      <Collapsible as="ul" className="menu__list" collapsed={collapsed}>
        {opened ? children : null}
      </Collapsible>
    </li>
  );
}
