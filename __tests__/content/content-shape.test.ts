/**
 * The content as a reader meets it: blog posts of varied length and structure (not one template), and pictures
 * in the body of enough docs and posts. The same figures are printed by `npm run content:stats`.
 */
import path from 'path';
import { bodyShape, collectContent } from '../../scripts/lib/content-inventory';
import { BLOG_THRESHOLDS, blogProblems, blogStats, normalizeHeading } from '../../scripts/lib/blog-stats';

const entries = collectContent(path.resolve(__dirname, '../../content'));
const posts = entries.filter((entry) => entry.kind === 'post');
const docs = entries.filter((entry) => entry.kind === 'doc');

describe('blog statistics', () => {
  it('computes the spread of lengths and the share of each h2', () => {
    const stats = blogStats([
      { words: 300, h2s: ['Conclusion', 'Setup'] },
      { words: 900, h2s: ['conclusion.'] },
      { words: 2400, h2s: ['Why', 'Conclusion', 'Conclusion'] },
      { words: 400, h2s: [] },
    ]);
    expect(stats.meanWords).toBe(1000);
    expect(stats.wordsCv).toBeCloseTo(Math.sqrt((700 ** 2 + 100 ** 2 + 1400 ** 2 + 600 ** 2) / 4) / 1000, 6);
    expect(stats.h2Shares[0]).toEqual({ heading: 'conclusion', posts: 3, share: 0.75 });
    expect(blogProblems(stats)).toEqual([expect.stringContaining('"conclusion" is in 3 posts (75.0% > 10%)')]);
    expect(blogProblems(blogStats([{ words: 700, h2s: [] }, { words: 720, h2s: [] }]))[0]).toMatch(/vary too little: coefficient of variation 0\.01/);
  });

  it('reads h2 headings and described images from MDX, not from code blocks', () => {
    const shape = bodyShape(
      [
        '## First layer',
        '```bash',
        '## not a heading',
        '![](/img/no-alt.svg)',
        '```',
        '![A drawn first layer with gaps](/img/blog/gaps-light.svg)',
        '<ThemedImage alt="Flow of an alert" sources={{light: "/a.svg", dark: "/b.svg"}} />',
        '<ThemedImage alt="" sources={{light: "/a.svg", dark: "/b.svg"}} />',
        '### Not an h2',
        '```mermaid',
        'flowchart LR',
        '  accDescr: The agent sends snapshots to the server.',
        '  A --> B',
        '```',
        '```mermaid',
        'flowchart LR',
        '  A --> B',
        '```',
      ].join('\n'),
    );
    expect(shape).toEqual({ h2s: ['First layer'], images: 3 });
    expect(normalizeHeading('**Wrapping  up**!')).toBe('wrapping up');
  });

  it(`the ${posts.length} posts vary in length (CV ≥ ${BLOG_THRESHOLDS.minWordsCv}) and share no h2 in over ${BLOG_THRESHOLDS.maxH2Share * 100}% of them`, () => {
    expect(posts.length).toBe(238);
    expect(blogProblems(blogStats(posts))).toEqual([]);
  });
});

describe('pictures', () => {
  it('at least 40 docs and 60 posts have a described image in the body', () => {
    expect(docs.filter((doc) => doc.images > 0).length).toBeGreaterThanOrEqual(40);
    expect(posts.filter((post) => post.images > 0).length).toBeGreaterThanOrEqual(60);
  });
});
