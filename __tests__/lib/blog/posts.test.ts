import { countWords, groupByYear, previewSource, readingMinutes, sortNewestFirst } from '../../../src/lib/blog/posts';
import { formatPostDate } from '../../../src/lib/blog/format';

const p = (date: string, route: string) => ({ date, route });

describe('ordering and grouping', () => {
  it('sorts newest first, same-day posts by route', () => {
    const sorted = sortNewestFirst([p('2021-01-01', '/b/'), p('2024-07-03', '/z/'), p('2021-01-01', '/a/')]);
    expect(sorted.map((post) => post.route)).toEqual(['/z/', '/a/', '/b/']);
  });

  it('groups by year in order', () => {
    const groups = groupByYear([p('2024-07-03', '/a/'), p('2022-07-27', '/b/'), p('2022-01-01', '/c/'), p('2019-04-17', '/d/')]);
    expect(groups.map((group) => [group.year, group.posts.length])).toEqual([
      ['2024', 1],
      ['2022', 2],
      ['2019', 1],
    ]);
  });
});

describe('reading time', () => {
  it('counts prose words, not front matter, code, JSX or MDX comments', () => {
    const source = `---\ntitle: Ten words would be too many here\n---\n\nOne two three.\n\n\`\`\`bash\nnot counted at all\n\`\`\`\n\n<Tabs groupId="x">\n\n{/* truncate */}\n\nFour [five](/docs/x/) six's.`;
    expect(countWords(source)).toBe(6);
  });

  it('rounds up and is at least one minute', () => {
    expect(readingMinutes(0)).toBe(1);
    expect(readingMinutes(200)).toBe(1);
    expect(readingMinutes(201)).toBe(2);
    expect(readingMinutes(1000)).toBe(5);
  });
});

describe('previewSource', () => {
  it('returns the text before the truncate marker', () => {
    expect(previewSource('Intro **bold**.\n\n{/* truncate */}\n\n## Rest')).toBe('Intro **bold**.');
    expect(previewSource('Intro.\n<!-- truncate -->\nRest')).toBe('Intro.');
  });
  it('returns null without a marker', () => expect(previewSource('No marker here.')).toBeNull());
});

describe('formatPostDate', () => {
  it('formats the calendar day without time-zone drift', () => {
    expect(formatPostDate('2019-04-17')).toBe('April 17, 2019');
    expect(formatPostDate('2024-01-01', 'de-DE')).toBe('1. Januar 2024');
  });
});
