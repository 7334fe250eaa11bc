import Link from '../LocaleLink';
import { siteConfig, type NavbarItemConfig } from '../../config/site';
import SearchBar from '../SearchBar';
import ColorModeToggle from '../ColorModeToggle';
import LocaleDropdown from '../LocaleDropdown';
import { useLocale } from '../LocaleLink';

function NavLink({ item, className }: { item: NavbarItemConfig; className: string }) {
  const classes = [className, item.className].filter(Boolean).join(' ');
  if (item.to) {
    return (
      <Link to={item.to} className={classes} activeClassName="navbar__link--active" partiallyActive={Boolean(item.activeBasePath)}>
        {item.label}
      </Link>
    );
  }
  return (
    <a href={item.href} className={classes} target={item.target}>
      {item.label}
    </a>
  );
}

function Item({ item }: { item: NavbarItemConfig }) {
  if (item.type === 'dropdown') {
    return (
      <div className="navbar__item dropdown dropdown--hoverable">
        <span className="navbar__link" tabIndex={0}>
          {item.label}
        </span>
        <ul className="dropdown__menu">
          {item.items?.map((child) => (
            <li key={child.label}>
              <NavLink item={child} className="dropdown__link" />
            </li>
          ))}
        </ul>
      </div>
    );
  }
  return <NavLink item={item} className="navbar__item navbar__link" />;
}

/** The top navbar built from the site config (the theme work adds the mobile sidebar and the other item types). */
export default function Navbar({ pathname, onOpenMenu }: { pathname: string; onOpenMenu: () => void }) {
  const locale = useLocale();
  const { navbar } = siteConfig;
  const left = navbar.items.filter((item) => item.position === 'left');
  const right = navbar.items.filter((item) => item.position !== 'left');
  return (
    <nav className="navbar navbar--fixed-top" aria-label="Main">
      <div className="navbar__inner">
        <div className="navbar__items">
          <button type="button" className="navbar__toggle clean-btn" aria-label="Toggle navigation bar" aria-expanded="false" onClick={onOpenMenu}>
            <svg width="30" height="30" viewBox="0 0 30 30" aria-hidden="true">
              <path stroke="currentColor" strokeLinecap="round" strokeMiterlimit="10" strokeWidth="2" d="M4 7h22M4 15h22M4 23h22" />
            </svg>
          </button>
          <Link to="/" className="navbar__brand">
            {/* Both variants are in the HTML; CSS shows the one for the current colour mode (no flash). */}
            <img className="navbar__logo themed-image--light" src={navbar.logo.src} alt={navbar.logo.alt} width={navbar.logo.width} height={navbar.logo.height} />
            <img className="navbar__logo themed-image--dark" src={navbar.logo.srcDark} alt={navbar.logo.alt} width={navbar.logo.width} height={navbar.logo.height} />
            <b className="navbar__title">{navbar.title}</b>
          </Link>
          {left.map((item) => (
            <Item key={item.label} item={item} />
          ))}
        </div>
        <div className="navbar__items navbar__items--right">
          {right.map((item) => (
            <Item key={item.label} item={item} />
          ))}
          <LocaleDropdown pathname={pathname} />
          <ColorModeToggle />
          {/* No search item is configured, so the search button joins the right group. */}
          {!siteConfig.navbar.items.some((item) => item.type === 'search') && (
            <div className="navbar__item navbar__search">
              <SearchBar language={locale} />
            </div>
          )}
        </div>
      </div>
    </nav>
  );
}
