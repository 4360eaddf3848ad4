import type { ReactNode } from 'react';
import { Head } from '@docsite/runtime';
import { DocsVersionProvider, type PropVersionMetadata } from '@docsite/runtime';

/**
 * The root route of a docs version: gives every page below the version's one data file (its
 * sidebars and doc cards). Its child is the DocRoot route (docs layout with the sidebar) or a
 * tags page, as in Docusaurus' nested docs routes.
 */
export default function DocVersionRoot({ version, children }: { version: PropVersionMetadata; children?: ReactNode }) {
  return (
    <DocsVersionProvider version={version}>
      {version.noIndex && (
        <Head>
          <meta name="robots" content="noindex, nofollow" />
        </Head>
      )}
      {children}
    </DocsVersionProvider>
  );
}
