import { useTranslation } from 'react-i18next';
import { useCallback, useEffect, useRef, useState, type KeyboardEvent as ReactKeyboardEvent, type ReactNode } from 'react';
import { siteConfig } from '../../config/site';
import NavbarItems from '../NavbarItem';
import * as styles from './styles.module.css';

export const DESKTOP_BREAKPOINT = 996;
/** The menu's element id: the navbar toggle's aria-controls, and the target of its no-JavaScript fallback link. */
export const MOBILE_MENU_ID = 'mobile-menu';

export interface MobileSidebarProps {
  open: boolean;
  onClose: () => void;
  pathname: string;
  /** The page's own menu (docs sidebar, recent posts), shown first when present. */
  secondary: ReactNode | null;
  brand: ReactNode;
  activeSidebar?: string | null;
}

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The elements Tab can reach inside the dialog, in order (what is not rendered does not count). */
export function focusableIn(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((element) => element.getClientRects().length > 0 && !element.closest('[inert]'));
}

/**
 * Makes everything outside `element` inert (the siblings of it and of each of its ancestors up to <body>), and
 * returns how to undo it. Elements that were inert already stay so.
 */
export function makeOthersInert(element: HTMLElement): () => void {
  const changed: Element[] = [];
  for (let node: HTMLElement | null = element; node && node !== document.body; node = node.parentElement) {
    for (const sibling of node.parentElement?.children ?? []) {
      if (sibling === node || sibling.hasAttribute('inert') || sibling.tagName === 'SCRIPT') continue;
      sibling.setAttribute('inert', '');
      changed.push(sibling);
    }
  }
  return () => changed.forEach((sibling) => sibling.removeAttribute('inert'));
}

/** The navbar's menu toggle (the element whose aria-controls names the menu), where focus returns on close. */
function menuToggle(): HTMLElement | null {
  return document.querySelector<HTMLElement>(`button[aria-controls="${MOBILE_MENU_ID}"]`);
}

/**
 * The menu below the desktop breakpoint: the navbar items, and the page's own menu. With JavaScript it is a modal
 * dialog: focus moves in, Tab and Shift+Tab stay inside, the page behind is inert, and Escape, the close button
 * or the backdrop close it and give focus back to the toggle. Without JavaScript the same element holds the
 * navbar items and opens as the target of the toggle's fallback link (`#mobile-menu`, CSS :target).
 */
export default function MobileSidebar({ open, onClose, pathname, secondary, brand, activeSidebar = null }: MobileSidebarProps) {
  const { t } = useTranslation();
  const [showSecondary, setShowSecondary] = useState(Boolean(secondary));
  const menuRef = useRef<HTMLDivElement>(null);
  const primaryRef = useRef<HTMLElement>(null);
  /** Set when the visitor closes the menu (not a navigation or a resize): focus goes back to the toggle. */
  const returnFocus = useRef(false);
  const focusPrimary = useRef(false);
  // The closed menu's content is only needed in the server HTML (for the no-JavaScript menu): once the page runs,
  // it is rendered while the menu is open, so the page holds no second, hidden copy of the navbar items.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  useEffect(() => setShowSecondary(Boolean(secondary)), [secondary, open]);

  const close = useCallback(() => {
    returnFocus.current = true;
    onClose();
  }, [onClose]);

  useEffect(() => {
    const menu = menuRef.current;
    if (!open || !menu) return undefined;
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    const desktop = window.matchMedia(`(min-width: ${DESKTOP_BREAKPOINT + 1}px)`);
    const onChange = () => desktop.matches && onClose();
    desktop.addEventListener('change', onChange);
    const restoreInert = makeOthersInert(menu);
    returnFocus.current = false;
    // Into the dialog: its first control (the close button).
    focusableIn(menu)[0]?.focus();
    return () => {
      document.body.style.overflow = previous;
      desktop.removeEventListener('change', onChange);
      restoreInert();
      if (returnFocus.current) menuToggle()?.focus();
      returnFocus.current = false;
    };
  }, [open, onClose]);

  // Back from the page's menu to the main menu: focus moves to the main menu's first entry.
  useEffect(() => {
    if (!focusPrimary.current || showSecondary || !primaryRef.current) return;
    focusPrimary.current = false;
    focusableIn(primaryRef.current)[0]?.focus();
  }, [showSecondary]);

  const onKeyDown = (event: ReactKeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      close();
      return;
    }
    if (event.key !== 'Tab' || !menuRef.current) return;
    const focusable = focusableIn(menuRef.current);
    if (focusable.length === 0) return;
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    const active = document.activeElement as HTMLElement | null;
    const inside = active !== null && focusable.includes(active);
    if (event.shiftKey && (active === first || !inside)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && (active === last || !inside)) {
      event.preventDefault();
      first.focus();
    }
  };

  const primary = (
    <nav ref={primaryRef} className="menu mobile-sidebar__primary" aria-label={t('mobileMenu.mainMenu')}>
      <ul className="menu__list">
        <NavbarItems items={siteConfig.navbar.items} pathname={pathname} activeSidebar={activeSidebar} mobile />
      </ul>
    </nav>
  );
  return (
    <div
      id={MOBILE_MENU_ID}
      ref={menuRef}
      className="mobile-sidebar"
      hidden={!open}
      role={open ? 'dialog' : undefined}
      aria-modal={open ? true : undefined}
      aria-label={open ? t('mobileMenu.ariaLabel') : undefined}
      onKeyDown={open ? onKeyDown : undefined}
    >
      {(open || !hydrated) && (
        <>
          <div className={styles.backdrop} onClick={close} aria-hidden="true" />
          <div className={styles.panel}>
            <div className={styles.header}>
              {brand}
              <button type="button" className="clean-btn mobile-sidebar__close" aria-label={t('mobileMenu.close')} onClick={close}>
                ×
              </button>
              {/* Without JavaScript the menu is open while it is the URL's target: this link leaves it. */}
              <a className={`mobile-sidebar__close ${styles.closeFallback}`} href="#" aria-label={t('mobileMenu.close')}>
                ×
              </a>
            </div>
            {open && showSecondary && secondary ? (
              <div className="mobile-sidebar__secondary">
                <button
                  type="button"
                  className={`clean-btn ${styles.back}`}
                  onClick={() => {
                    focusPrimary.current = true;
                    setShowSecondary(false);
                  }}
                >
                  {t('mobileMenu.back')}
                </button>
                {secondary}
              </div>
            ) : (
              primary
            )}
          </div>
        </>
      )}
    </div>
  );
}
