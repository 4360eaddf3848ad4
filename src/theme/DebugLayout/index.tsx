import type { ReactNode } from 'react';
import { Head, joinUrl, Link, useRouterState } from '@docsite/runtime';
import Layout from '@theme/Layout';
import { DEBUG_PAGES } from './types.ts';
import './styles.css';

export interface DebugLayoutProps {
  /** The debug index's path, baseUrl included. */
  basePath: string;
  title: string;
  children?: ReactNode;
}

/** The frame of every debug page: a noindex page with links between the debug pages. */
export default function DebugLayout({ basePath, title, children }: DebugLayoutProps) {
  const { pathname } = useRouterState().location;
  const pageTitle = title === 'Debug' ? title : `Debug: ${title}`;
  return (
    <Layout title={pageTitle} description="What this build of the site contains, for the people who build it.">
      <Head>
        <meta name="robots" content="noindex, nofollow" />
      </Head>
      <div className="container container--page debug-layout">
        <nav className="debug-layout__nav" aria-label="Debug pages">
          <ul>
            {DEBUG_PAGES.map((page) => {
              const to = page.slug ? joinUrl(basePath, page.slug, '/') : basePath;
              const current = pathname.replace(/\/$/, '') === to.replace(/\/$/, '');
              return (
                <li key={page.slug}>
                  <Link to={to} aria-current={current ? 'page' : undefined}>{page.label}</Link>
                </li>
              );
            })}
          </ul>
        </nav>
        <h1>{pageTitle}</h1>
        {children}
      </div>
    </Layout>
  );
}
