import { useMemo, type ReactNode } from 'react';
import Layout, { type LayoutProps } from '@theme/Layout';
import BlogSidebar from '@theme/BlogSidebar';
import BlogSidebarMobile from '@theme/BlogSidebar/Mobile';
import { useNavbarSecondaryMenu } from '@theme/Navbar/secondaryMenu';
import type { BlogSidebarData } from '@theme/Blog/types';
import './styles.css';

export interface BlogLayoutProps extends LayoutProps {
  /** The blog's recent posts; no sidebar column without it (or when it is empty). */
  sidebar?: BlogSidebarData;
  /** The table of contents column of a post page. */
  toc?: ReactNode;
}

/**
 * Every blog page: the page frame, the recent-posts sidebar on the left (in the mobile menu on
 * small screens), the page itself, and a post's table of contents on the right.
 */
export default function BlogLayout({ sidebar, toc, children, ...layout }: BlogLayoutProps) {
  const hasSidebar = Boolean(sidebar && sidebar.items.length > 0);
  const mobileMenu = useMemo(() => (hasSidebar ? <BlogSidebarMobile sidebar={sidebar!} /> : null), [hasSidebar, sidebar]);
  useNavbarSecondaryMenu(mobileMenu);
  const className = ['container', 'blog-layout', hasSidebar && 'blog-layout--with-sidebar', toc && 'blog-layout--with-toc'].filter(Boolean).join(' ');
  return (
    <Layout {...layout} wrapperClassName={['blog-wrapper', layout.wrapperClassName].filter(Boolean).join(' ')}>
      <div className={className}>
        {hasSidebar && (
          <aside className="blog-layout__sidebar" aria-label="Sidebar">
            <BlogSidebar sidebar={sidebar!} />
          </aside>
        )}
        <div className="blog-layout__main">{children}</div>
        {toc && <aside className="blog-layout__toc" aria-label="Table of contents">{toc}</aside>}
      </div>
    </Layout>
  );
}
