/** Which table-of-contents entry is the current one, from where the headings sit in the viewport. */

export interface HeadingBox {
  top: number;
  bottom: number;
}

/**
 * The index of the heading being read, or -1 before the first: the first heading at or below the top offset (the
 * navbar's bottom edge) counts when it is in the top half of the viewport; otherwise the one above it does (its
 * section fills the screen); past the last heading, the last one.
 */
export function getActiveHeadingIndex(headings: readonly HeadingBox[], topOffset: number, viewportHeight: number): number {
  const next = headings.findIndex((heading) => heading.top >= topOffset);
  if (next === -1) return headings.length - 1;
  const heading = headings[next];
  if (heading.top > 0 && heading.bottom < viewportHeight / 2) return next;
  return next - 1;
}
