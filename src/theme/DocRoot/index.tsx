import { useMemo, useState, type ReactNode } from 'react';
import { useRouterState, useSiteConfig } from '@docsite/runtime';
import Layout from '@theme/Layout';
import DocSidebar from '@theme/DocSidebar';
import DocSidebarItems from '@theme/DocSidebarItem/Items';
import { useNavbarSecondaryMenu } from '@theme/Navbar/secondaryMenu';
import { DocsSidebarProvider, DocsVersionProvider, SidebarPartLoaderProvider, useCurrentVersion, useDocsLeafRoute, useVersionWithSidebarParts } from '@docsite/runtime';
import './styles.css';

/** Title and description of the page inside: a doc's metadata file or a generated index's props. */
function usePageMeta() {
  const leaf = useDocsLeafRoute();
  const m = leaf?.modules?.metadata ?? leaf?.route.props?.categoryGeneratedIndex;
  return { sidebarName: leaf?.route.sidebar as string | undefined, title: m?.title, description: m?.description || undefined, keywords: m?.frontMatter?.keywords ?? m?.keywords, image: m?.frontMatter?.image ?? m?.image };
}

/**
 * The docs layout: the page's sidebar on the left (the mobile menu shows it too) and the page.
 * It stays mounted while the reader moves between pages of the version, so the sidebar keeps
 * its scroll position and open categories.
 */
export default function DocRoot({ children }: { children?: ReactNode }) {
  // The version file has the sidebars' top level; the parts this page shows open came with its route.
  const { version, loadPart } = useVersionWithSidebarParts(useCurrentVersion());
  const { pathname } = useRouterState().location;
  const { sidebarName, ...meta } = usePageMeta();
  const items = sidebarName ? version.docsSidebars[sidebarName] : undefined;
  const sidebar = useMemo(() => (sidebarName && items ? { name: sidebarName, items } : null), [sidebarName, items]);
  const hideable = Boolean(useSiteConfig().themeConfig.docs?.sidebar?.hideable);
  const [hidden, setHidden] = useState(false);
  const mobileMenu = useMemo(
    () =>
      items ? (
        <SidebarPartLoaderProvider load={loadPart}>
          <ul className="menu__list">
            <DocSidebarItems items={items} activePath={pathname} level={1} />
          </ul>
        </SidebarPartLoaderProvider>
      ) : null,
    [items, pathname, loadPart],
  );
  useNavbarSecondaryMenu(mobileMenu);

  return (
    <DocsVersionProvider version={version}>
      <SidebarPartLoaderProvider load={loadPart}>
        <DocsSidebarProvider sidebar={sidebar}>
          <Layout {...meta} wrapperClassName={`docs-wrapper ${version.className}`}>
            <div className={['docs-root', hidden && 'docs-root--sidebar-hidden'].filter(Boolean).join(' ')}>
              {sidebar && (
                <aside className="docs-root__sidebar" aria-label="Sidebar">
                  {hidden ? (
                    <button type="button" className="docs-root__expand" title="Expand sidebar" aria-label="Expand sidebar" onClick={() => setHidden(false)}>
                      ›
                    </button>
                  ) : (
                    <DocSidebar sidebar={sidebar.items} path={pathname} onCollapse={hideable ? () => setHidden(true) : undefined} />
                  )}
                </aside>
              )}
              <div className="docs-root__main">{children}</div>
            </div>
          </Layout>
        </DocsSidebarProvider>
      </SidebarPartLoaderProvider>
    </DocsVersionProvider>
  );
}
