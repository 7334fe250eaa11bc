import { useCallback, useEffect, useRef, useState, type FocusEvent, type KeyboardEvent, type RefObject } from 'react';

export interface Dropdown {
  open: boolean;
  setOpen: (open: boolean) => void;
  containerRef: RefObject<HTMLDivElement>;
  triggerRef: RefObject<HTMLButtonElement>;
  menuRef: RefObject<HTMLUListElement>;
  /** For the trigger button: click toggles; Enter and Space (a button's click) too; ArrowDown opens on the first item. */
  onTriggerKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
  /** For the menu: ArrowDown/ArrowUp move between the items, Escape closes and gives focus back to the trigger. */
  onMenuKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
  onBlur: (event: FocusEvent<HTMLElement>) => void;
}

function menuItems(menu: HTMLElement | null): HTMLElement[] {
  return menu ? Array.from(menu.querySelectorAll<HTMLElement>('a[href], button:not([disabled])')) : [];
}

/**
 * Open/closed state of a dropdown menu (src/theme/Dropdown). Hover opening is CSS (Infima's dropdown--hoverable, which also works
 * before hydration); click and keyboard open it through this state. It closes on a press, touch or focus outside.
 */
export function useDropdown(): Dropdown {
  const [open, setOpen] = useState(false);
  const containerRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);

  useEffect(() => {
    if (!open) return undefined;
    const onOutside = (event: Event) => {
      if (containerRef.current && !containerRef.current.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onOutside);
    document.addEventListener('touchstart', onOutside);
    document.addEventListener('focusin', onOutside);
    return () => {
      document.removeEventListener('mousedown', onOutside);
      document.removeEventListener('touchstart', onOutside);
      document.removeEventListener('focusin', onOutside);
    };
  }, [open]);

  const focusItem = useCallback((index: number) => {
    const items = menuItems(menuRef.current);
    if (items.length === 0) return;
    items[(index + items.length) % items.length].focus();
  }, []);

  // A closed menu is visibility: hidden and cannot take focus: ArrowDown on a closed dropdown focuses its first
  // item once the open menu has rendered.
  const focusOnOpen = useRef(false);
  useEffect(() => {
    if (open && focusOnOpen.current) {
      focusOnOpen.current = false;
      focusItem(0);
    }
  }, [open, focusItem]);

  const onTriggerKeyDown = useCallback(
    (event: KeyboardEvent<HTMLElement>) => {
      if (event.key === 'ArrowDown') {
        event.preventDefault();
        if (open) focusItem(0);
        else {
          focusOnOpen.current = true;
          setOpen(true);
        }
      } else if (event.key === 'Escape' && open) {
        event.preventDefault();
        setOpen(false);
      }
    },
    [focusItem, open],
  );

  const onMenuKeyDown = useCallback(
    (event: KeyboardEvent<HTMLElement>) => {
      const items = menuItems(menuRef.current);
      const index = items.indexOf(document.activeElement as HTMLElement);
      if (event.key === 'ArrowDown') {
        event.preventDefault();
        focusItem(index + 1);
      } else if (event.key === 'ArrowUp') {
        event.preventDefault();
        focusItem(index - 1);
      } else if (event.key === 'Home') {
        event.preventDefault();
        focusItem(0);
      } else if (event.key === 'End') {
        event.preventDefault();
        focusItem(items.length - 1);
      } else if (event.key === 'Escape') {
        event.preventDefault();
        setOpen(false);
        triggerRef.current?.focus();
      }
    },
    [focusItem],
  );

  // Tabbing out of the last item leaves the dropdown: close it (focusin outside covers most of this; a blur to
  // the browser chrome does not fire focusin).
  const onBlur = useCallback((event: FocusEvent<HTMLElement>) => {
    const next = event.relatedTarget as Node | null;
    if (next && containerRef.current && !containerRef.current.contains(next)) setOpen(false);
  }, []);

  return { open, setOpen, containerRef, triggerRef, menuRef, onTriggerKeyDown, onMenuKeyDown, onBlur };
}
