/**
 * Zoom on the images of markdown content (medium-zoom: margin 24, scroll offset 40), attached 1 s after the first
 * load and after each route change. medium-zoom is imported only then, and only on a page with such images, so it
 * stays out of the first-load bundle.
 */
import type { Zoom } from 'medium-zoom';
import './styles.module.css';

export const IMAGE_ZOOM_SELECTOR = '.markdown img';
export const IMAGE_ZOOM_DELAY_MS = 1000;

let zoom: Zoom | null = null;
let timer: number | undefined;

/** Detaches the previous page's images and attaches the current page's after the delay. */
export function scheduleImageZoom(): void {
  window.clearTimeout(timer);
  zoom?.detach();
  timer = window.setTimeout(() => {
    // A page without markdown images (lists, search) never downloads medium-zoom.
    if (!document.querySelector(IMAGE_ZOOM_SELECTOR)) return;
    void import('medium-zoom').then(({ default: mediumZoom }) => {
      zoom?.detach();
      zoom = mediumZoom(IMAGE_ZOOM_SELECTOR, { margin: 24, scrollOffset: 40, background: 'var(--ifm-background-color)' });
    });
  }, IMAGE_ZOOM_DELAY_MS);
}
