import { useEffect, useState, type ReactNode } from 'react';
import Link from '../LocaleLink';
import { siteConfig, type NavbarItemConfig } from '../../config/site';

export const DESKTOP_BREAKPOINT = 996;

function isActive(item: NavbarItemConfig, pathname: string): boolean {
  if (item.activeBasePath && pathname.startsWith(item.activeBasePath)) return true;
  if (item.activeBaseRegex && new RegExp(item.activeBaseRegex).test(pathname)) return true;
  return Boolean(item.to && pathname === item.to);
}

function PrimaryItem({ item, pathname }: { item: NavbarItemConfig; pathname: string }) {
  const childActive = (item.items ?? []).some((child) => isActive(child, pathname));
  // A dropdown section starts collapsed unless one of its items is the current page.
  const [open, setOpen] = useState(childActive);
  if (item.type === 'dropdown') {
    return (
      <li className={`menu__list-item${open ? '' : ' menu__list-item--collapsed'}`}>
        <button type="button" className="menu__link menu__link--sublist clean-btn" aria-expanded={open} onClick={() => setOpen(!open)}>
          {item.label}
        </button>
        {open && (
          <ul className="menu__list">
            {item.items?.map((child) => (
              <PrimaryItem key={child.label} item={child} pathname={pathname} />
            ))}
          </ul>
        )}
      </li>
    );
  }
  return (
    <li className="menu__list-item">
      {item.to ? (
        <Link to={item.to} className={`menu__link${isActive(item, pathname) ? ' menu__link--active' : ''}`}>
          {item.label}
        </Link>
      ) : (
        <a href={item.href} className="menu__link">
          {item.label}
        </a>
      )}
    </li>
  );
}

export interface MobileSidebarProps {
  open: boolean;
  onClose: () => void;
  pathname: string;
  /** The page's own menu (docs sidebar, recent posts), shown first when present. */
  secondary: ReactNode | null;
  brand: ReactNode;
}

/** The slide-in menu below the desktop breakpoint: the navbar items, and the page's own menu. */
export default function MobileSidebar({ open, onClose, pathname, secondary, brand }: MobileSidebarProps) {
  const [showSecondary, setShowSecondary] = useState(Boolean(secondary));
  useEffect(() => setShowSecondary(Boolean(secondary)), [secondary, open]);
  useEffect(() => {
    if (!open) return undefined;
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    const desktop = window.matchMedia(`(min-width: ${DESKTOP_BREAKPOINT + 1}px)`);
    const onChange = () => desktop.matches && onClose();
    desktop.addEventListener('change', onChange);
    return () => {
      document.body.style.overflow = previous;
      desktop.removeEventListener('change', onChange);
    };
  }, [open, onClose]);
  if (!open) return null;
  return (
    <div className="mobile-sidebar" role="dialog" aria-modal="true" aria-label="Site menu">
      <div className="mobile-sidebar__backdrop" onClick={onClose} aria-hidden="true" />
      <div className="mobile-sidebar__panel">
        <div className="mobile-sidebar__header">
          {brand}
          <button type="button" className="clean-btn mobile-sidebar__close" aria-label="Close navigation bar" onClick={onClose}>
            ×
          </button>
        </div>
        {showSecondary && secondary ? (
          <div className="mobile-sidebar__secondary">
            <button type="button" className="clean-btn mobile-sidebar__back" onClick={() => setShowSecondary(false)}>
              ← Back to main menu
            </button>
            {secondary}
          </div>
        ) : (
          <nav className="menu mobile-sidebar__primary" aria-label="Main menu">
            <ul className="menu__list">
              {siteConfig.navbar.items.map((item) => (
                <PrimaryItem key={item.label} item={item} pathname={pathname} />
              ))}
            </ul>
          </nav>
        )}
      </div>
    </div>
  );
}
