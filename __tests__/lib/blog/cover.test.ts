import { buildCoverSvg, coverTopic, seededRandom } from '../../../src/lib/blog/cover';

describe('generated covers', () => {
  it.each([
    [['klipper', 'how-to'], 'klipper'],
    [['octo-print', '3-d-printing-tips'], 'octoprint'],
    [['3-d-printer-remote-access', 'klipper'], 'klipper'],
    [['orca-slicer', 'calibration'], 'slicer'],
    [['print-quality'], 'quality'],
    [['the-spaghetti-detective-updates'], 'ai'],
    [['industry-trends'], 'general'],
  ])('tags %j give the %s topic', (tags, topic) => expect(coverTopic(tags)).toBe(topic));

  it('is deterministic per post and differs between posts', () => {
    expect(buildCoverSvg('a-post', ['klipper'])).toBe(buildCoverSvg('a-post', ['klipper']));
    expect(buildCoverSvg('a-post', ['klipper'])).not.toBe(buildCoverSvg('another-post', ['klipper']));
  });

  it('is a 1200x630 SVG without text (covers are language-neutral)', () => {
    const svg = buildCoverSvg('x', ['octo-print']);
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="1200" height="630"/);
    expect(svg).not.toMatch(/<text/);
  });

  it('seededRandom gives a repeatable sequence in [0, 1)', () => {
    const a = seededRandom('seed');
    const b = seededRandom('seed');
    const values = Array.from({ length: 50 }, () => a());
    expect(values).toEqual(Array.from({ length: 50 }, () => b()));
    expect(values.every((v) => v >= 0 && v < 1)).toBe(true);
  });
});
