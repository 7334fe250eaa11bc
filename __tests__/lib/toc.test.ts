import { getActiveHeadingIndex } from '../../src/lib/toc';

const box = (top: number) => ({ top, bottom: top + 30 });

describe('getActiveHeadingIndex', () => {
  const viewport = 800;
  const navbar = 60;

  it.each([
    ['nothing read yet: the first heading is low on the screen', [box(500), box(1500)], -1],
    ['the first heading is in the top half', [box(200), box(1500)], 0],
    ['the second heading is in the top half', [box(-900), box(120), box(900)], 1],
    ['between headings, the one above counts', [box(-900), box(-100), box(700)], 1],
    ['under the navbar does not count as below it', [box(-300), box(40), box(700)], 1],
    ['past the last heading, the last one', [box(-1200), box(-400)], 1],
    ['no headings', [], -1],
  ])('%s', (_, headings, expected) => {
    expect(getActiveHeadingIndex(headings, navbar, viewport)).toBe(expected);
  });
});
