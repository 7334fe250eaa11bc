import { buildDate, isScheduled, withheldReason } from '../../../src/lib/content/publishing';

describe("the build's date", () => {
  it('is today in UTC, or SITE_BUILD_DATE', () => {
    expect(buildDate({}, new Date('2026-11-26T23:30:00-05:00'))).toBe('2026-11-27');
    expect(buildDate({ SITE_BUILD_DATE: '2030-01-01' }, new Date('2026-11-26T12:00:00Z'))).toBe('2030-01-01');
    expect(buildDate({ SITE_BUILD_DATE: '  ' }, new Date('2026-11-26T12:00:00Z'))).toBe('2026-11-26');
  });

  it.each(['2030-02-30', '2030-1-1', 'tomorrow', '2030-01-01T10:00:00Z'])('refuses SITE_BUILD_DATE=%s, naming it', (value) => {
    expect(() => buildDate({ SITE_BUILD_DATE: value })).toThrow(`SITE_BUILD_DATE must be a real date written YYYY-MM-DD, got "${value}"`);
  });
});

describe('what a build withholds', () => {
  const production = { preview: false, buildDate: '2026-11-26' };
  it('withholds drafts and posts dated after the build, and publishes a post on its day', () => {
    expect(withheldReason({ draft: true }, production)).toBe('draft');
    expect(withheldReason({ date: '2026-11-27' }, production)).toBe('scheduled');
    expect(withheldReason({ date: '2026-11-26' }, production)).toBeNull();
    expect(withheldReason({ date: '2020-01-01' }, production)).toBeNull();
    expect(withheldReason({}, production)).toBeNull();
  });

  it('withholds nothing in develop, and schedules nothing without a date', () => {
    expect(withheldReason({ draft: true, date: '2099-01-01' }, { ...production, preview: true })).toBeNull();
    expect(isScheduled('2099-01-01', { buildDate: null })).toBe(false);
  });
});
