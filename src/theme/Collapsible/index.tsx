import { useEffect, useLayoutEffect, useRef, type ElementType, type ReactNode } from 'react';
import { getCollapseTransition } from '../../lib/collapsible';
import './styles.module.css';

// Before paint in the browser (React has just changed the inline style; the animation must replace it before the
// visitor sees a frame); a plain effect on the server, where neither runs.
const useBrowserLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

const COLLAPSED_STYLE = { display: 'none', overflow: 'hidden', height: '0px' } as const;

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** Sets the resting style: nothing inline when expanded (height: auto), hidden when collapsed. */
function rest(element: HTMLElement, collapsed: boolean) {
  element.style.transition = '';
  element.style.display = collapsed ? COLLAPSED_STYLE.display : '';
  element.style.overflow = collapsed ? COLLAPSED_STYLE.overflow : '';
  element.style.height = collapsed ? COLLAPSED_STYLE.height : '';
}

/** Animates the element's height from its current value to its content height (expand) or to 0 (collapse). */
function animate(element: HTMLElement, collapsed: boolean): () => void {
  element.style.display = '';
  element.style.overflow = 'hidden';
  const contentHeight = element.scrollHeight;
  const from = collapsed ? contentHeight : 0;
  const to = collapsed ? 0 : contentHeight;
  element.style.transition = '';
  element.style.height = `${from}px`;
  void element.offsetHeight; // commit the start height so the change below transitions
  element.style.transition = getCollapseTransition(contentHeight, prefersReducedMotion());
  element.style.height = `${to}px`;
  let done = false;
  const finish = () => {
    if (done) return;
    done = true;
    element.removeEventListener('transitionend', onEnd);
    window.clearTimeout(fallback);
    rest(element, collapsed);
  };
  const onEnd = (event: TransitionEvent) => {
    if (event.target === element && event.propertyName === 'height') finish();
  };
  element.addEventListener('transitionend', onEnd);
  // No transitionend when the height did not change (empty content) or the tab is hidden: finish anyway.
  const fallback = window.setTimeout(finish, from === to ? 0 : parseFloat(element.style.transition.split(' ')[1]) + 100);
  return finish;
}

export interface CollapsibleProps {
  collapsed: boolean;
  /** The element to render; its children are the section's content. */
  as?: ElementType;
  className?: string;
  children: ReactNode;
}

/**
 * A section that collapses and expands with an animated height: the duration follows the content height
 * (ease-in-out), 1 ms when the visitor prefers reduced motion. The server renders the resting state.
 */
export default function Collapsible({ collapsed, as: Tag = 'div', className, children }: CollapsibleProps) {
  const ref = useRef<HTMLElement>(null);
  const mounted = useRef(false);
  useBrowserLayoutEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    if (!mounted.current) {
      mounted.current = true;
      return undefined;
    }
    return animate(element, collapsed);
  }, [collapsed]);
  return (
    <Tag ref={ref} className={className} style={collapsed ? COLLAPSED_STYLE : undefined} data-collapsed={collapsed}>
      {children}
    </Tag>
  );
}
