import { useEffect, useState, type ReactNode } from 'react';
import { useDropdown } from '../../hooks/useDropdown';
import { classNames } from '../../lib/html';
import Collapsible from '../Collapsible';

export interface DropdownProps {
  label: ReactNode;
  /** The trigger's accessible name, when the visible label is not enough. */
  ariaLabel?: string;
  position?: 'left' | 'right';
  /** One of the entries is the current page: the trigger is highlighted, and the mobile section starts open. */
  active: boolean;
  mobile?: boolean;
  className?: string;
  /** The entries, each an <li>. */
  children: ReactNode;
}

function DesktopDropdown({ label, ariaLabel, position, active, className, children }: Omit<DropdownProps, 'mobile'>) {
  const { open, setOpen, containerRef, triggerRef, menuRef, onTriggerKeyDown, onMenuKeyDown, onBlur } = useDropdown();
  return (
    <div
      ref={containerRef}
      className={classNames('navbar__item dropdown dropdown--hoverable', position === 'right' && 'dropdown--right', open && 'dropdown--show', className)}
      onBlur={onBlur}
    >
      <button
        ref={triggerRef}
        type="button"
        className={classNames('navbar__link dropdown__trigger', active && 'navbar__link--active')}
        aria-haspopup="true"
        aria-expanded={open}
        aria-label={ariaLabel}
        onClick={() => setOpen(!open)}
        onKeyDown={onTriggerKeyDown}
      >
        {label}
      </button>
      {/* A chosen entry closes the menu: the layout (and this dropdown) stays mounted across navigations. */}
      <ul ref={menuRef} className="dropdown__menu" onKeyDown={onMenuKeyDown} onClick={(event) => (event.target as Element).closest('a') && setOpen(false)}>
        {children}
      </ul>
    </div>
  );
}

function MobileDropdown({ label, ariaLabel, active, className, children }: Omit<DropdownProps, 'mobile' | 'position'>) {
  // Collapsed unless one of its entries is the current page; navigating to such a page opens it.
  const [collapsed, setCollapsed] = useState(!active);
  useEffect(() => {
    if (active) setCollapsed(false);
  }, [active]);
  return (
    <li className={classNames('menu__list-item', collapsed && 'menu__list-item--collapsed', className)}>
      <button
        type="button"
        className={classNames('menu__link menu__link--sublist menu__link--sublist-caret clean-btn', active && 'menu__link--active')}
        aria-expanded={!collapsed}
        aria-label={ariaLabel}
        onClick={() => setCollapsed(!collapsed)}
      >
        {label}
      </button>
      <Collapsible as="ul" className="menu__list" collapsed={collapsed}>
        {children}
      </Collapsible>
    </li>
  );
}

/** A dropdown menu (navbar items, the language and version menus): hover, click or keyboard opens it on desktop; in the mobile menu it is a collapsible section. */
export default function Dropdown({ mobile, position, ...props }: DropdownProps) {
  return mobile ? <MobileDropdown {...props} /> : <DesktopDropdown position={position} {...props} />;
}
