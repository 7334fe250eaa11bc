import { useTranslation } from 'react-i18next';
import { useEffect, useState, type ReactNode } from 'react';
import { siteConfig } from '../../config/site';
import NavbarItems from '../NavbarItem';

export const DESKTOP_BREAKPOINT = 996;

export interface MobileSidebarProps {
  open: boolean;
  onClose: () => void;
  pathname: string;
  /** The page's own menu (docs sidebar, recent posts), shown first when present. */
  secondary: ReactNode | null;
  brand: ReactNode;
  activeSidebar?: string | null;
}

/** The slide-in menu below the desktop breakpoint: the navbar items, and the page's own menu. */
export default function MobileSidebar({ open, onClose, pathname, secondary, brand, activeSidebar = null }: MobileSidebarProps) {
  const { t } = useTranslation();
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
    <div className="mobile-sidebar" role="dialog" aria-modal="true" aria-label={t('mobileMenu.ariaLabel')}>
      <div className="mobile-sidebar__backdrop" onClick={onClose} aria-hidden="true" />
      <div className="mobile-sidebar__panel">
        <div className="mobile-sidebar__header">
          {brand}
          <button type="button" className="clean-btn mobile-sidebar__close" aria-label={t('mobileMenu.close')} onClick={onClose}>
            ×
          </button>
        </div>
        {showSecondary && secondary ? (
          <div className="mobile-sidebar__secondary">
            <button type="button" className="clean-btn mobile-sidebar__back" onClick={() => setShowSecondary(false)}>
              {t('mobileMenu.back')}
            </button>
            {secondary}
          </div>
        ) : (
          <nav className="menu mobile-sidebar__primary" aria-label={t('mobileMenu.mainMenu')}>
            <ul className="menu__list">
              <NavbarItems items={siteConfig.navbar.items} pathname={pathname} activeSidebar={activeSidebar} mobile />
            </ul>
          </nav>
        )}
      </div>
    </div>
  );
}
