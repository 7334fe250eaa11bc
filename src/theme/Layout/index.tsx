import { useCallback, useEffect, useState, type ReactNode } from 'react';
import Navbar from '../Navbar';
import Footer from '../Footer';
import AnnouncementBar from '../AnnouncementBar';
import ErrorBoundary from '../ErrorBoundary';
import MobileSidebar from '../MobileSidebar';
import DocSidebar from '../DocSidebar';
import BlogSidebar from '../BlogSidebar';
import type { SidebarItem } from '../../lib/docs/sidebars';
import { LocaleContext } from '../LocaleLink';
import { DEFAULT_LOCALE } from '../../lib/i18n/locales';

export interface LayoutProps {
  children?: ReactNode;
  pathname: string;
  pageContext?: { sidebar?: SidebarItem[]; sidebarName?: string | null; locale?: string } | null;
}

/** The shell around every page (wrapPageElement): it stays mounted across navigations. */
export default function Layout({ children, pathname, pageContext }: LayoutProps) {
  const [menuOpen, setMenuOpen] = useState(false);
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  useEffect(() => setMenuOpen(false), [pathname]);
  const docsSidebar = pageContext?.sidebar && pageContext.sidebar.length > 0 ? pageContext.sidebar : null;
  const secondary = docsSidebar ? <DocSidebar items={docsSidebar} activeRoute={pathname} /> : pathname.startsWith('/blog/') ? <BlogSidebar activeRoute={pathname} /> : null;
  return (
    <LocaleContext.Provider value={pageContext?.locale ?? DEFAULT_LOCALE}>
    <div className="main-wrapper">
      <a
        className="skip-to-content"
        href="#main-content"
        onClick={(event) => {
          event.preventDefault();
          const main = document.getElementById('main-content');
          main?.focus();
          main?.scrollIntoView();
        }}
      >
        Skip to main content
      </a>
      <AnnouncementBar />
      {/* A navbar item that fails to render (a config mistake) shows the crash page naming the item. */}
      <ErrorBoundary>
        <Navbar pathname={pathname} onOpenMenu={() => setMenuOpen(true)} activeSidebar={pageContext?.sidebarName} />
      </ErrorBoundary>
      <MobileSidebar open={menuOpen} onClose={closeMenu} pathname={pathname} secondary={secondary} brand={<b className="navbar__title">Obico</b>} activeSidebar={pageContext?.sidebarName} />
      <main id="main-content" tabIndex={-1} className="main-content">
        <ErrorBoundary key={pathname}>{children}</ErrorBoundary>
      </main>
      <Footer />
    </div>
    </LocaleContext.Provider>
  );
}
