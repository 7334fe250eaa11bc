/**
 * Unlisted pages, drafts and scheduled posts in a production build of a fixture site (the real code, a tiny content
 * tree), with the build's date fixed by SITE_BUILD_DATE:
 * - an unlisted doc (listed in sidebars.yaml, and one that is not) and an unlisted post answer at their URLs with
 *   noindex, and are absent from the sitemap, the search records, llms.txt, the sidebars, the blog lists and the feeds;
 * - a draft doc is not built (nor left in the sidebar);
 * - a post dated 2030-01-01 is absent from a build dated 2029-12-31 and present, everywhere, in the warm build dated
 *   2030-01-01 that follows (a scheduled Netlify build, with its cache);
 * - a published page linking to a draft or a scheduled post fails the build naming both files;
 * - an invalid draft value names the file and the field.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { build, makeSite, validDoc, validPost } from './fixtureSite';
import { chromeRoutes } from '../src/config/chromeLinks';

const doc = (title: string, extra: string, body = 'Some text.') => `---\ntitle: "${title}"\ndescription: "${title} for the fixture."\n${extra}\n---\n\n${body}\n`;
const stubDocs = chromeRoutes().filter((route) => route.startsWith('/docs/'));
const sidebars = (extra: string[]) => `guideSidebar:\n  - /docs/a/\n${[...extra, ...stubDocs].map((route) => `  - ${route}\n`).join('')}`;

const UNLISTED_DOC = '/docs/elegoo-apis/secret/';
const UNLISTED_DOC_2 = '/docs/elegoo-apis/other/';
const UNLISTED_POST = '/blog/2023/03/01/hidden-post/';
const DRAFT_DOC = '/docs/draft-doc/';
const DRAFT_POST = '/blog/2023/02/01/draft-post/';
const FUTURE_POST = '/blog/2030/01/01/future-post/';

const files = {
  'content/sidebars.yaml': sidebars([UNLISTED_DOC, DRAFT_DOC]),
  'content/docs/elegoo-apis/secret.mdx': doc('Secret Elegoo API', 'unlisted: true', 'Only for partners. Zanzibarquux.'),
  'content/docs/elegoo-apis/other.mdx': doc('Other Elegoo API', 'unlisted: true', 'Not in any sidebar.'),
  'content/docs/draft-doc.mdx': doc('Draft doc', 'draft: true', 'Not yet.'),
  'content/blog/2023-03-01-hidden-post.mdx': validPost('authors: [print-lab]\ntags: [community]\nunlisted: true'),
  'content/blog/2023-02-01-draft-post.mdx': validPost('authors: [print-lab]\ntags: [community]\ndraft: true'),
  'content/blog/2030-01-01-future-post.mdx': validPost('authors: [print-lab]\ntags: [how-to]'),
};

const read = (dir: string, file: string) => fs.readFileSync(path.join(dir, 'public', file), 'utf8');
const exists = (dir: string, file: string) => fs.existsSync(path.join(dir, 'public', file));
/** A loaded machine (two cores shared) takes minutes per fixture build. */
const BUILD_TIMEOUT = 1_500_000;
const NOINDEX = /<meta name="robots" content="noindex[^"]*"/;

/** The count shown beside a tag on /blog/tags/. */
function tagCount(dir: string, slug: string): number | null {
  // React writes the label and the count as `Community<!-- --> <span …>1</span>`.
  const match = new RegExp(`href="/blog/tags/${slug}/"[^>]*>(?:(?!</a>)[\\s\\S])*?<span[^>]*>(\\d+)</span>`).exec(read(dir, 'blog/tags/index.html'));
  return match ? Number(match[1]) : null;
}

/** Every output that lists pages, as text. */
function listings(dir: string): Record<string, string> {
  return {
    'sitemap.xml': read(dir, 'sitemap.xml'),
    'search/en.json': read(dir, 'search/en.json'),
    'search/de-DE.json': read(dir, 'search/de-DE.json'),
    'llms.txt': read(dir, 'llms.txt'),
    'llms-full.txt': read(dir, 'llms-full.txt'),
    'de-DE/llms.txt': read(dir, 'de-DE/llms.txt'),
    'blog/llms.txt': read(dir, 'blog/llms.txt'),
    'docs/print/ (the manual)': read(dir, 'docs/print/index.html'),
    'blog/rss.xml': read(dir, 'blog/rss.xml'),
    'blog/atom.xml': read(dir, 'blog/atom.xml'),
    'blog/ (list)': read(dir, 'blog/index.html'),
    'blog/archive/': read(dir, 'blog/archive/index.html'),
    'blog/authors/': read(dir, 'blog/authors/index.html'),
    'blog/tags/community/': read(dir, 'blog/tags/community/index.html'),
    'blog/tags/how-to/': read(dir, 'blog/tags/how-to/index.html'),
    'docs/a/ (sidebar)': read(dir, 'docs/a/index.html'),
    'de-DE/docs/a/ (sidebar)': read(dir, 'de-DE/docs/a/index.html'),
    'help/': read(dir, 'help/index.html'),
    'the stub post (neighbours, recent posts)': read(dir, 'blog/stub-post/index.html'),
  };
}

/** The page's route, or its Markdown (llms.txt links to /blog/x.md), in a listing. */
const mentions = (text: string, route: string) => text.includes(route) || text.includes(`${route.slice(0, -1)}.md`);

function assertAbsent(dir: string, route: string): void {
  for (const [name, text] of Object.entries(listings(dir))) assert.ok(!mentions(text, route), `${name} should not mention ${route}`);
}

describe('unlisted pages, drafts and scheduled posts', () => {
  it('unlisted pages answer with noindex and are listed nowhere; a future post waits for its date', { timeout: 3_200_000 }, () => {
    const dir = makeSite(files);
    try {
      const before = build(dir, { SITE_BUILD_DATE: '2029-12-31' }, undefined, true, BUILD_TIMEOUT);
      assert.equal(before.status, 0, before.output.slice(-3000));
      assert.match(before.output, /Left out of this build \(dated 2029-12-31\):.*content\/blog\/2030-01-01-future-post\.mdx \(scheduled for 2030-01-01\)/);

      // Unlisted: built in every locale, with noindex, and their Markdown written.
      for (const route of [UNLISTED_DOC, UNLISTED_DOC_2, UNLISTED_POST]) {
        for (const prefix of ['', '/de-DE']) {
          const file = `${prefix}${route}index.html`;
          assert.ok(exists(dir, file), `${file} is built`);
          assert.match(read(dir, file), NOINDEX, `${file} asks search engines to leave it out`);
        }
        assert.ok(exists(dir, `${route.slice(0, -1)}.md`), `the Markdown of ${route} is written`);
        assertAbsent(dir, route);
      }
      assert.match(read(dir, `${UNLISTED_DOC}index.html`), /Zanzibarquux/);
      // A listed page has no noindex, and the listings do list it.
      assert.doesNotMatch(read(dir, 'docs/a/index.html'), NOINDEX);
      const lists = listings(dir);
      assert.ok(lists['sitemap.xml'].includes('/docs/a/') && lists['llms.txt'].includes('/docs/a.md') && lists['llms-full.txt'].includes('/docs/a/') && lists['search/en.json'].includes('/docs/a/'));
      assert.ok(lists['llms.txt'].includes('/blog/stub-post.md'), 'llms.txt lists the posts by their Markdown');
      assert.ok(lists['docs/print/ (the manual)'].includes('https://www.obico.io/docs/a/'), 'the printable manual holds the listed doc');
      assert.ok(lists['blog/rss.xml'].includes('/blog/stub-post/') && lists['blog/archive/'].includes('/blog/stub-post/'));
      // The words of an unlisted page are in no search record.
      assert.ok(!lists['search/en.json'].includes('Zanzibarquux'));
      // The tag counts leave the unlisted, draft and scheduled posts out: one post each.
      assert.equal(tagCount(dir, 'community'), 1);
      assert.equal(tagCount(dir, 'how-to'), 1);

      // Drafts and the scheduled post: not built, listed nowhere.
      for (const route of [DRAFT_DOC, DRAFT_POST, FUTURE_POST]) {
        assert.ok(!exists(dir, `${route}index.html`) && !exists(dir, `de-DE${route}index.html`), `${route} is not built`);
        assert.ok(!exists(dir, `${route.slice(0, -1)}.md`), `${route} has no Markdown`);
        assertAbsent(dir, route);
      }

      // The next day's scheduled build, warm: the post is published, and listed everywhere a post is.
      const after = build(dir, { SITE_BUILD_DATE: '2030-01-01' }, undefined, true, BUILD_TIMEOUT);
      assert.equal(after.status, 0, after.output.slice(-3000));
      assert.ok(exists(dir, `${FUTURE_POST}index.html`) && exists(dir, `de-DE${FUTURE_POST}index.html`));
      assert.doesNotMatch(read(dir, `${FUTURE_POST}index.html`), NOINDEX);
      const published = listings(dir);
      for (const name of ['sitemap.xml', 'search/en.json', 'llms.txt', 'blog/llms.txt', 'blog/rss.xml', 'blog/atom.xml', 'blog/ (list)', 'blog/archive/', 'blog/authors/', 'blog/tags/how-to/', 'the stub post (neighbours, recent posts)']) {
        assert.ok(mentions(published[name], FUTURE_POST), `${name} lists ${FUTURE_POST} once its date has come`);
      }
      assert.equal(tagCount(dir, 'how-to'), 2);
      // Still unlisted and still drafts.
      for (const route of [UNLISTED_DOC, UNLISTED_POST, DRAFT_DOC, DRAFT_POST]) assertAbsent(dir, route);
      assert.ok(!exists(dir, `${DRAFT_POST}index.html`));
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('a published page linking to a draft or a scheduled post fails the build, naming both files', { timeout: 1_600_000 }, () => {
    const { status, output } = build(
      makeSite({
        ...files,
        'content/docs/a.mdx': doc('A page', '', 'See [the draft](./draft-doc.mdx) and [the news](/blog/2030/01/01/future-post/).'),
        'content/docs/elegoo-apis/secret.mdx': doc('Secret Elegoo API', 'unlisted: true', 'See [the draft post](/blog/2023/02/01/draft-post/).'),
      }),
      { SITE_BUILD_DATE: '2029-12-31' },
      undefined,
      false,
      BUILD_TIMEOUT,
    );
    assert.notEqual(status, 0, 'the build should fail');
    assert.match(output, /link\(s\) from published pages to pages this build leaves out:/);
    const report = output.slice(output.indexOf('link(s) from published pages'), output.indexOf('link(s) from published pages') + 1500);
    assert.match(report, /content\/docs\/a\.mdx \(\/docs\/a\/\) links to content\/docs\/draft-doc\.mdx \(\/docs\/draft-doc\/\), a draft \(draft: true\)/);
    assert.match(report, /content\/docs\/a\.mdx \(\/docs\/a\/\) links to content\/blog\/2030-01-01-future-post\.mdx \(\/blog\/2030\/01\/01\/future-post\/\), a post dated 2030-01-01, after this build's date \(2029-12-31\)/);
    assert.match(report, /content\/docs\/elegoo-apis\/secret\.mdx \(\/docs\/elegoo-apis\/secret\/\) links to content\/blog\/2023-02-01-draft-post\.mdx/);
  });

  it('an invalid draft value names the file and the field', { timeout: 1_600_000 }, () => {
    const { status, output } = build(makeSite({ 'content/docs/maybe.mdx': doc('Maybe', 'draft: yes'), 'content/docs/b.mdx': validDoc }), {}, undefined, false, BUILD_TIMEOUT);
    assert.notEqual(status, 0, 'the build should fail');
    assert.match(output, /content\/docs\/maybe\.mdx: front matter field "draft" must be true or false/);
  });
});
