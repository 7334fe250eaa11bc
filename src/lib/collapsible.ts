/** Timing of the collapsible sections (docs sidebar categories, mobile menu dropdowns). */

/**
 * Milliseconds to animate a height change: longer for taller content, but less than proportionally (the curve
 * Material UI and Docusaurus use), so a long category does not crawl.
 * @example getAutoHeightDuration(0) === 40
 * @example getAutoHeightDuration(360) === 327
 */
export function getAutoHeightDuration(height: number): number {
  const constant = Math.max(0, height) / 36;
  return Math.round((4 + 15 * constant ** 0.25 + constant / 5) * 10);
}

/** Under prefers-reduced-motion the change is all but instant (1 ms keeps transitionend firing). */
export const REDUCED_MOTION_DURATION = 1;
export const COLLAPSE_EASING = 'ease-in-out';

/** The CSS transition for a height change of the given content height. */
export function getCollapseTransition(height: number, reducedMotion: boolean): string {
  return `height ${reducedMotion ? REDUCED_MOTION_DURATION : getAutoHeightDuration(height)}ms ${COLLAPSE_EASING}`;
}
