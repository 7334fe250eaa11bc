/**
 * A warm production build publishes what a cold one does. A fixture site (the real code, a small content tree,
 * English only) is built cold; one doc's text is edited and the site built again on the cache (the post-build pass
 * must parse only the pages Gatsby rendered anew); then a doc is edited, one added and one removed, and the site is
 * built warm once more. Last, the cache and public/ are deleted and the same content is built cold: every file of
 * public/ must be the same, byte for byte, but for webpack's own output (see compareBuilds: the compilation hash of a
 * warm webpack build differs from a cold one's, and with it the chunk names and the pages' script hashes).
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { compareBuilds } from './buildOutput';
import { build, makeSite, validPost } from './fixtureSite';

const doc = (title: string, body: string) => `---\ntitle: "${title}"\ndescription: "${title} for the fixture."\n---\n\n${body}\n`;

describe('a warm production build', () => {
  it('publishes the files a cold build of the same content publishes', { timeout: 900_000 }, () => {
    const dir = makeSite({
      'content/docs/a.mdx': doc('Alpha', '## Setup\n\nSee [Beta](/docs/b/#usage) and [Gone](/docs/gone/).\n\n```js\nconst x = 1;\n```'),
      'content/docs/b.mdx': doc('Beta', '## Usage\n\nBeta text.'),
      'content/docs/gone.mdx': doc('Gone', 'A page the edit removes.'),
      'content/blog/second-post.mdx': validPost('date: 2023-02-01\nauthors: [print-lab]\ntags: [how-to]'),
    });
    const env = { GATSBY_BUILD_LOCALES: 'en' };
    try {
      const first = build(dir, env, undefined, true);
      assert.equal(first.status, 0, first.output.slice(-3000));

      // An edit to one doc's text: the post-build pass parses only what Gatsby rendered anew.
      fs.writeFileSync(path.join(dir, 'content/docs/b.mdx'), doc('Beta', '## Usage\n\nBeta text, edited.'));
      const edit = build(dir, env, undefined, true);
      assert.equal(edit.status, 0, edit.output.slice(-3000));
      const pass = /Post-build pass over (\d+) pages \((\d+) parsed, (\d+) with new scripts only, (\d+) unchanged\)/.exec(edit.output);
      assert.ok(pass, 'the warm build reports its post-build pass');
      const rendered = /Building static HTML for pages - [\d.]+s - (\d+)\/\d+/.exec(edit.output)?.[1] ?? 'no';
      assert.ok(Number(pass[2]) < Number(pass[1]) / 2, `the warm pass parsed ${pass[2]} of ${pass[1]} pages (Gatsby rendered ${rendered} pages anew)`);
      // Queries re-run only where the data may have changed: the edited doc's page and the docs index that lists it;
      // the pages whose query lists every post (archive, authors, tags index) and the one post, whose newer and older
      // neighbours are empty; and the four pages of src/pages (home, search, 404 twice), which Gatsby sees created
      // anew on every build. Ten. The blog list and the tag page ask for their posts by id (mdxByIds), so a doc edit
      // leaves them alone (with an allMdx filter, they ran again too).
      const queries = /run queries in workers - [\d.]+s - (\d+)\/\d+/.exec(edit.output)?.[1];
      assert.ok(queries !== undefined && Number(queries) <= 10, `the warm build ran ${queries ?? 'an unknown number of'} page queries again after one doc edit`);

      // Then a doc edited, one added and one removed (Gatsby renders most pages again: the doc list changed).
      fs.writeFileSync(path.join(dir, 'content/docs/a.mdx'), doc('Alpha', '## Setup\n\nSee [Beta](/docs/b/#usage) and [Delta](/docs/d/).\n\nAn edited line.'));
      fs.writeFileSync(path.join(dir, 'content/docs/d.mdx'), doc('Delta', 'A new page.'));
      fs.rmSync(path.join(dir, 'content/docs/gone.mdx'));
      const warm = build(dir, env, undefined, true);
      assert.equal(warm.status, 0, warm.output.slice(-3000));
      fs.renameSync(path.join(dir, 'public'), path.join(dir, 'public-warm'));

      fs.rmSync(path.join(dir, '.cache'), { recursive: true, force: true });
      const cold = build(dir, env, undefined, true);
      assert.equal(cold.status, 0, cold.output.slice(-3000));

      assert.ok(fs.existsSync(path.join(dir, 'public/docs/d/index.html')) && !fs.existsSync(path.join(dir, 'public/docs/gone/index.html')));
      assert.deepEqual(compareBuilds(path.join(dir, 'public-warm'), path.join(dir, 'public')), []);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
