import { useTranslation } from 'react-i18next';
import Link from '../LocaleLink';
import { siteConfig, type NavbarItemConfig } from '../../config/site';
import SearchBar from '../SearchBar';
import ColorModeToggle from '../ColorModeToggle';
import { useLocale } from '../../contexts/locale';
import NavbarItems from '../NavbarItem';
import { hasSearchItem, splitNavbarItems } from '../../lib/navbar';
import { useHideOnScroll } from '../../hooks/useHideOnScroll';
import { MOBILE_MENU_ID } from '../MobileSidebar';
import * as styles from './styles.module.css';

export interface NavbarProps {
  pathname: string;
  onOpenMenu: () => void;
  /** Whether the mobile menu is open (the toggle's aria-expanded). */
  menuOpen?: boolean;
  /** The docs sidebar of the current page, which marks its docSidebar item active. */
  activeSidebar?: string | null;
  items?: readonly NavbarItemConfig[];
}

function MenuIcon() {
  return (
    <svg width="30" height="30" viewBox="0 0 30 30" aria-hidden="true">
      <path stroke="currentColor" strokeLinecap="round" strokeMiterlimit="10" strokeWidth="2" d="M4 7h22M4 15h22M4 23h22" />
    </svg>
  );
}

/** The top navbar built from the site config; it hides while the visitor scrolls down (navbar.hideOnScroll). */
export default function Navbar({ pathname, onOpenMenu, menuOpen = false, activeSidebar = null, items = siteConfig.navbar.items }: NavbarProps) {
  const { locale } = useLocale();
  const { t } = useTranslation();
  const { navbar } = siteConfig;
  const { left, right } = splitNavbarItems(items);
  const { navbarRef, hidden, show } = useHideOnScroll(navbar.hideOnScroll, pathname);
  return (
    <nav ref={navbarRef} className={`navbar navbar--fixed-top${hidden ? ' navbar--hidden' : ''}`} aria-label={t('navbar.ariaLabel')} onFocus={show}>
      <div className="navbar__inner">
        <div className="navbar__items">
          <button type="button" className="navbar__toggle clean-btn" aria-label={t('navbar.toggle')} aria-expanded={menuOpen} aria-controls={MOBILE_MENU_ID} onClick={onOpenMenu}>
            <MenuIcon />
          </button>
          {/* Without JavaScript (CSS shows one of the two): a link that opens the menu as the URL's target. */}
          <a className={`navbar__toggle ${styles.toggleFallback}`} href={`#${MOBILE_MENU_ID}`} aria-label={t('mobileMenu.ariaLabel')}>
            <MenuIcon />
          </a>
          <Link to="/" className="navbar__brand">
            {/* Both variants are in the HTML; CSS shows the one for the current colour mode (no flash). */}
            <img className="navbar__logo themed-image--light" src={navbar.logo.src} alt={navbar.logo.alt} width={navbar.logo.width} height={navbar.logo.height} />
            <img className="navbar__logo themed-image--dark" src={navbar.logo.srcDark} alt={navbar.logo.alt} width={navbar.logo.width} height={navbar.logo.height} />
            <b className="navbar__title">{navbar.title}</b>
          </Link>
          <NavbarItems items={left} pathname={pathname} activeSidebar={activeSidebar} />
        </div>
        <div className="navbar__items navbar__items--right">
          <NavbarItems items={right} pathname={pathname} activeSidebar={activeSidebar} />
          <ColorModeToggle />
          {/* No search item is configured, so the search button joins the right group. */}
          {!hasSearchItem(items) && (
            <div className="navbar__item navbar__search">
              <SearchBar language={locale} />
            </div>
          )}
        </div>
      </div>
    </nav>
  );
}
