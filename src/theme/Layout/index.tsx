import type { ReactNode } from 'react';
import Navbar from '@theme/Navbar';
import Footer from '@theme/Footer';
import PageMetadata from '@theme/PageMetadata';
import '../styles.css';

export interface LayoutProps {
  children?: ReactNode;
  title?: string;
  description?: string;
  keywords?: string[] | string;
  image?: string;
  noFooter?: boolean;
  wrapperClassName?: string;
}

/** Every page's frame: skip link, navbar, main content, footer. */
export default function Layout({ children, title, description, keywords, image, noFooter, wrapperClassName }: LayoutProps) {
  return (
    <>
      <PageMetadata title={title} description={description} keywords={keywords} image={image} />
      <a className="skip-to-content" href="#__docsite_main">
        Skip to main content
      </a>
      <Navbar />
      <main id="__docsite_main" className={['main-wrapper', wrapperClassName].filter(Boolean).join(' ')}>
        {children}
      </main>
      {!noFooter && <Footer />}
    </>
  );
}
