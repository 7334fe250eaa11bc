/**
 * A warm production build publishes what a cold one does. A fixture site (the real code, a small content tree,
 * English only) is built cold; one doc's text is edited and the site built again on the cache (the post-build pass
 * must parse only the pages Gatsby rendered anew); then a doc is edited, one added and one removed, and the site is
 * built warm once more. Last, the cache and public/ are deleted and the same content is built cold: every file of
 * public/ must be the same, byte for byte.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { build, makeSite, validPost } from './fixtureSite';

const doc = (title: string, body: string) => `---\ntitle: "${title}"\ndescription: "${title} for the fixture."\n---\n\n${body}\n`;

/** Every file under dir, by path, as a hash of its bytes. */
function snapshot(dir: string): Map<string, string> {
  const files = new Map<string, string>();
  const walk = (folder: string) => {
    for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(full);
      else files.set(path.relative(dir, full), createHash('sha1').update(fs.readFileSync(full)).digest('hex'));
    }
  };
  walk(dir);
  return files;
}

function differences(warm: Map<string, string>, cold: Map<string, string>): string[] {
  const out: string[] = [];
  for (const [file, hash] of cold) if (warm.get(file) !== hash) out.push(warm.has(file) ? `differs: ${file}` : `missing from the warm build: ${file}`);
  for (const file of warm.keys()) if (!cold.has(file)) out.push(`only in the warm build: ${file}`);
  return out;
}

describe('a warm production build', () => {
  it('publishes every file a cold build of the same content publishes, byte for byte', { timeout: 900_000 }, () => {
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

      // Then a doc edited, one added and one removed (Gatsby renders most pages again: the doc list changed).
      fs.writeFileSync(path.join(dir, 'content/docs/a.mdx'), doc('Alpha', '## Setup\n\nSee [Beta](/docs/b/#usage) and [Delta](/docs/d/).\n\nAn edited line.'));
      fs.writeFileSync(path.join(dir, 'content/docs/d.mdx'), doc('Delta', 'A new page.'));
      fs.rmSync(path.join(dir, 'content/docs/gone.mdx'));
      const warm = build(dir, env, undefined, true);
      assert.equal(warm.status, 0, warm.output.slice(-3000));
      const warmFiles = snapshot(path.join(dir, 'public'));

      fs.rmSync(path.join(dir, '.cache'), { recursive: true, force: true });
      fs.rmSync(path.join(dir, 'public'), { recursive: true, force: true });
      const cold = build(dir, env, undefined, true);
      assert.equal(cold.status, 0, cold.output.slice(-3000));
      const coldFiles = snapshot(path.join(dir, 'public'));

      assert.ok(coldFiles.has('docs/d/index.html') && !coldFiles.has('docs/gone/index.html'));
      assert.deepEqual(differences(warmFiles, coldFiles), []);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
