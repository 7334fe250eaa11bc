import { useCallback, useEffect, useState, type ReactNode } from 'react';
import Navbar from '../Navbar';
import Footer from '../Footer';
import AnnouncementBar from '../AnnouncementBar';
import ErrorBoundary from '../ErrorBoundary';
import MobileSidebar from '../MobileSidebar';
import DocSidebar from '../DocSidebar';
import BlogSidebar, { type RecentPost } from '../BlogSidebar';
import type { SidebarItem } from '../../lib/docs/sidebars';
import LayoutProvider from './Provider';
import { DEFAULT_LOCALE, delocalizePath } from '../../config/locales';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { getI18n, type LocaleEdge } from '../../config/translations';
import './styles.module.css';

export interface LayoutProps {
  children?: ReactNode;
  pathname: string;
  pageContext?: { sidebar?: SidebarItem[]; sidebarName?: string | null; locale?: string; recentPosts?: RecentPost[] } | null;
  /** The page query's translation catalogue (gatsby-plugin-react-i18next's Locale nodes). */
  locales?: readonly LocaleEdge[];
}

/** The shell around every page (wrapPageElement): it stays mounted across navigations. */
export default function Layout({ children, pathname, pageContext, locales }: LayoutProps) {
  const locale = pageContext?.locale ?? DEFAULT_LOCALE;
  return (
    <I18nextProvider i18n={getI18n(locale, locales)}>
      <LayoutProvider locale={locale}>
        <Shell pathname={pathname} sidebar={pageContext?.sidebar} sidebarName={pageContext?.sidebarName} recentPosts={pageContext?.recentPosts}>
          {children}
        </Shell>
      </LayoutProvider>
    </I18nextProvider>
  );
}

function Shell({ children, pathname, sidebar, sidebarName, recentPosts }: { children?: ReactNode; pathname: string; sidebar?: SidebarItem[]; sidebarName?: string | null; recentPosts?: RecentPost[] }) {
  const { t } = useTranslation();
  const [menuOpen, setMenuOpen] = useState(false);
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  useEffect(() => setMenuOpen(false), [pathname]);
  const docsSidebar = sidebar && sidebar.length > 0 ? sidebar : null;
  // BlogSidebar compares locale-free routes: /de-DE/blog/x/ marks /blog/x/.
  const route = delocalizePath(pathname).route;
  const secondary = docsSidebar ? <DocSidebar items={docsSidebar} activeRoute={pathname} /> : route.startsWith('/blog/') && recentPosts ? <BlogSidebar posts={recentPosts} activeRoute={route} /> : null;
  return (
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
        {t('layout.skipToContent')}
      </a>
      <AnnouncementBar />
      {/* A navbar item that fails to render (a config mistake) shows the crash page naming the item. */}
      <ErrorBoundary>
        <Navbar pathname={pathname} onOpenMenu={() => setMenuOpen(true)} menuOpen={menuOpen} activeSidebar={sidebarName} />
      </ErrorBoundary>
      <MobileSidebar open={menuOpen} onClose={closeMenu} pathname={pathname} secondary={secondary} brand={<b className="navbar__title">Obico</b>} activeSidebar={sidebarName} />
      <main id="main-content" tabIndex={-1} className="main-content">
        <ErrorBoundary key={pathname}>{children}</ErrorBoundary>
      </main>
      <Footer />
    </div>
  );
}
