/**
 * Broken content fails `gatsby build` with a message naming the file and the field. Each case builds a temporary
 * copy of the site (the real code, a tiny content tree with one broken file), so the real build is untouched.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './harness';
import { build, makeSite, validPost } from './fixtureSite';

/** Files under dir whose bytes contain the needle. */
function filesContaining(dir: string, needle: string): string[] {
  const found: string[] = [];
  const walk = (folder: string) => {
    for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (fs.readFileSync(full).includes(needle)) found.push(path.relative(dir, full));
    }
  };
  walk(dir);
  return found;
}

const cases: Array<{ name: string; files: Record<string, string>; message: RegExp }> = [
  {
    name: 'a post with an unknown tag',
    files: { 'content/blog/bad-tag.mdx': validPost('date: 2023-05-02\nauthors: [print-lab]\ntags: [how-to, no-such-tag]') },
    message: /content\/blog\/bad-tag\.mdx: front matter field "tags" names "no-such-tag"/,
  },
  {
    name: 'a post with an unknown author',
    files: { 'content/blog/bad-author.mdx': validPost('date: 2023-05-02\nauthors: [nobody]\ntags: [how-to]') },
    message: /content\/blog\/bad-author\.mdx: front matter field "authors" names "nobody"/,
  },
  {
    name: 'a post with a malformed date',
    files: { 'content/blog/bad-date.mdx': validPost('date: 2023-02-30\nauthors: [print-lab]\ntags: [how-to]') },
    message: /content\/blog\/bad-date\.mdx: front matter field "date" must be a real date/,
  },
  {
    name: 'a doc without a title',
    files: { 'content/docs/untitled.mdx': '---\ndescription: "No title here."\n---\n\nText.\n' },
    message: /content\/docs\/untitled\.mdx: front matter field "title" is required/,
  },
];

cases.push({
  name: 'a doc linking to a page that does not exist',
  files: { 'content/docs/a.mdx': '---\ntitle: "A page"\ndescription: "Links away."\n---\n\nSee [the missing page](/docs/not-there/).\n' },
  // Listed for each locale's copy of the page; the English one names the English routes.
  message: /broken internal link\(s\) \(source page -> missing target\):.* \/docs\/a\/ -> \/docs\/not-there\//,
});

cases.push({
  name: 'a navbar doc item naming a doc that does not exist',
  files: { 'src/config/site.ts': fs.readFileSync(path.join(ROOT, 'src/config/site.ts'), 'utf8').replace("docId: 'api/index'", "docId: 'api/no-such-doc'") },
  message: /A doc navbar item names the doc id "api\/no-such-doc", but no file content\/docs\/api\/no-such-doc\.mdx exists/,
});

cases.push({
  name: 'a site config value the schema rejects',
  files: { 'src/config/site.ts': fs.readFileSync(path.join(ROOT, 'src/config/site.ts'), 'utf8').replace("defaultMode: 'dark'", "defaultMode: 'dim'") },
  message: /src\/config\/site\.ts: site config field "colorMode\.defaultMode" must be one of "light", "dark", got "dim"/,
});

cases.push({
  name: 'a page that would publish a NUL byte',
  // The site's tagline is on the home page and is the description of pages without their own.
  files: { 'src/config/site.ts': fs.readFileSync(path.join(ROOT, 'src/config/site.ts'), 'utf8').replace("tagline: 'Open-source smart", "tagline: 'Open-source\\u0000 smart") },
  message: /published text file\(s\) hold a NUL byte or invalid UTF-8:.* public\/\S*index\.html: a NUL byte at byte \d+/,
});

describe('broken content fails the build', { concurrency: 2 }, () => {
  for (const testCase of cases) {
    it(`${testCase.name}: the build fails naming the file and the field`, () => {
      const { status, output } = build(makeSite(testCase.files));
      assert.notEqual(status, 0, 'the build should fail');
      assert.match(output, testCase.message);
    });
  }
});

describe('a broken anchor only warns', () => {
  it('the build succeeds and lists the page and the missing anchor', () => {
    const { status, output } = build(
      makeSite({ 'content/docs/a.mdx': '---\ntitle: "A page"\ndescription: "Links to an anchor."\n---\n\n## Real heading\n\nSee [nowhere](/docs/a/#no-such-heading) and [here](#real-heading).\n' }),
    );
    assert.equal(status, 0, output.slice(-2000));
    assert.match(output, /link\(s\) point to an anchor missing from the target page:.* \/docs\/a\/ -> \/docs\/a\/#no-such-heading/);
  });
});

describe('search credentials', () => {
  it('a build with Algolia credentials puts the search key in the bundle and the admin key nowhere in public/', () => {
    const adminKey = 'fake-admin-key-4f1c9e7d2b';
    const searchKey = 'public-search-key-8a3e61';
    let withAdmin: string[] = [];
    let withSearch: string[] = [];
    const { output } = build(
      makeSite({}),
      {
        ALGOLIA_APP_ID: 'FAKEAPPID',
        ALGOLIA_ADMIN_KEY: adminKey,
        ALGOLIA_INDEX_NAME: 'obico-test',
        ALGOLIA_CONTINUE_ON_FAILURE: '1',
        GATSBY_ALGOLIA_APP_ID: 'FAKEAPPID',
        GATSBY_ALGOLIA_SEARCH_KEY: searchKey,
        GATSBY_ALGOLIA_INDEX_NAME: 'obico-test',
      },
      (dir) => {
        withAdmin = filesContaining(path.join(dir, 'public'), adminKey);
        withSearch = filesContaining(path.join(dir, 'public'), searchKey);
      },
    );
    assert.match(output, /Search: records will be pushed to the Algolia index obico-test/);
    assert.ok(withSearch.some((file) => file.endsWith('.js')), `the search key should reach the browser bundle; found in ${JSON.stringify(withSearch)}`);
    assert.deepEqual(withAdmin, []);
  });
});
