import type { ReactNode } from 'react';
import Navbar from '../Navbar';
import Footer from '../Footer';

export interface LayoutProps {
  children?: ReactNode;
  /** Page-type class on the wrapper (docs-page, blog-list-page, blog-post-page...). */
  pageClass?: string;
}

export default function Layout({ children, pageClass }: LayoutProps) {
  return (
    <div className={`main-wrapper ${pageClass ?? ''}`.trim()}>
      <a className="skip-to-content" href="#main-content">
        Skip to main content
      </a>
      <Navbar />
      <main id="main-content" tabIndex={-1} className="main-content">
        {children}
      </main>
      <Footer />
    </div>
  );
}
