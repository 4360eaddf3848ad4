import type { ReactNode } from 'react';
import { ErrorBoundary } from '@docsite/runtime';
import AnnouncementBar from '@theme/AnnouncementBar';
import BackToTopButton from '@theme/BackToTopButton';
import LayoutProviders from '@theme/LayoutProviders';
import Navbar from '@theme/Navbar';
import Footer from '@theme/Footer';
import PageMetadata from '@theme/PageMetadata';
import SkipToContent from '@theme/SkipToContent';
import ErrorPageContent from '@theme/ErrorPageContent';
import '@theme/styles.css';

export interface LayoutProps {
  children?: ReactNode;
  title?: string;
  description?: string;
  keywords?: string[] | string;
  image?: string;
  noFooter?: boolean;
  wrapperClassName?: string;
}

/** Every page's frame: skip link, announcement, navbar, main content inside an error boundary, footer. */
export default function Layout({ children, title, description, keywords, image, noFooter, wrapperClassName }: LayoutProps) {
  return (
    <LayoutProviders>
      <PageMetadata title={title} description={description} keywords={keywords} image={image} />
      <SkipToContent />
      <AnnouncementBar />
      <Navbar />
      <main id="__docsite_main" className={['main-wrapper', wrapperClassName].filter(Boolean).join(' ')}>
        <ErrorBoundary fallback={(params) => <ErrorPageContent {...params} />}>{children}</ErrorBoundary>
      </main>
      {!noFooter && <Footer />}
      <BackToTopButton />
    </LayoutProviders>
  );
}
