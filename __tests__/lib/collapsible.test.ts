import { getAutoHeightDuration, getCollapseTransition } from '../../src/lib/collapsible';

describe('collapsible timing', () => {
  it.each([
    [0, 40],
    [100, 239],
    [360, 327],
    [2000, 561],
  ])('content %p px tall animates for %p ms', (height, ms) => {
    expect(getAutoHeightDuration(height)).toBe(ms);
  });

  it('grows with the content, but less than proportionally', () => {
    expect(getAutoHeightDuration(400)).toBeGreaterThan(getAutoHeightDuration(200));
    expect(getAutoHeightDuration(400)).toBeLessThan(2 * getAutoHeightDuration(200));
  });

  it('eases in and out, and takes 1 ms under prefers-reduced-motion', () => {
    expect(getCollapseTransition(360, false)).toBe('height 327ms ease-in-out');
    expect(getCollapseTransition(360, true)).toBe('height 1ms ease-in-out');
  });
});
