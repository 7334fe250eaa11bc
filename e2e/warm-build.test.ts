/**
 * A warm production build publishes what a cold one does. A fixture site (the real code, a small content tree,
 * English only) is built cold, a doc is edited, a doc added and one removed, and the site is built again on the
 * cache of the first build; then the cache and public/ are deleted and the edited site is built cold. Every file of
 * public/ must be the same, byte for byte, and the warm post-build pass must have parsed only the pages Gatsby
 * rendered anew.
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

      fs.writeFileSync(path.join(dir, 'content/docs/a.mdx'), doc('Alpha', '## Setup\n\nSee [Beta](/docs/b/#usage) and [Delta](/docs/d/).\n\nAn edited line.'));
      fs.writeFileSync(path.join(dir, 'content/docs/d.mdx'), doc('Delta', 'A new page.'));
      fs.rmSync(path.join(dir, 'content/docs/gone.mdx'));
      const warm = build(dir, env, undefined, true);
      assert.equal(warm.status, 0, warm.output.slice(-3000));
      const pass = /Post-build pass over (\d+) pages \((\d+) parsed, (\d+) with new scripts only, (\d+) unchanged\)/.exec(warm.output);
      assert.ok(pass, 'the warm build reports its post-build pass');
      assert.ok(Number(pass[2]) < Number(pass[1]), `the warm pass parsed all ${pass[1]} pages`);
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
