import { useCallback, useEffect, useRef, useState } from 'react';

/** Scroll events this soon after a jump to a hash anchor belong to the jump, not to the visitor. */
const ANCHOR_JUMP_MS = 150;

function anchorTarget(hash: string): HTMLElement | null {
  if (hash.length < 2) return null;
  try {
    return document.getElementById(decodeURIComponent(hash.slice(1)));
  } catch {
    return document.getElementById(hash.slice(1));
  }
}

/**
 * The navbar's hide-on-scroll state (spec: the navbar hides on scroll). Scrolling down hides it, but only once the
 * page has scrolled past the navbar's own height; scrolling up shows it again; a jump to a hash anchor hides it
 * (the heading is not covered); a new page without a hash shows it; focus inside it shows it.
 */
export function useHideOnScroll(enabled: boolean, pathname: string): { navbarRef: (node: HTMLElement | null) => void; hidden: boolean; show: () => void } {
  const [hidden, setHidden] = useState(false);
  const navbarHeight = useRef(0);
  const lastScrollTop = useRef(0);
  const ignoreScrollUntil = useRef(0);

  const navbarRef = useCallback((node: HTMLElement | null) => {
    if (node) navbarHeight.current = node.getBoundingClientRect().height;
  }, []);
  const show = useCallback(() => setHidden(false), []);

  useEffect(() => {
    if (!enabled) return undefined;
    lastScrollTop.current = window.scrollY;
    const onScroll = () => {
      const scrollTop = window.scrollY;
      const previous = lastScrollTop.current;
      lastScrollTop.current = scrollTop;
      if (performance.now() < ignoreScrollUntil.current) return;
      if (scrollTop < navbarHeight.current) {
        setHidden(false);
        return;
      }
      if (scrollTop > previous) setHidden(true);
      // Scrolling up shows it, except for the bounce at the very bottom of the page.
      else if (scrollTop < previous && scrollTop + window.innerHeight < document.documentElement.scrollHeight) setHidden(false);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [enabled]);

  useEffect(() => {
    if (!enabled) return undefined;
    const onLocation = () => {
      if (anchorTarget(window.location.hash)) {
        ignoreScrollUntil.current = performance.now() + ANCHOR_JUMP_MS;
        setHidden(true);
      } else setHidden(false);
    };
    onLocation();
    window.addEventListener('hashchange', onLocation);
    return () => window.removeEventListener('hashchange', onLocation);
  }, [enabled, pathname]);

  return { navbarRef, hidden: enabled && hidden, show };
}
