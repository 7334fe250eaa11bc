/**
 * Product facts that changed or were once written wrong. Every content file (docs, blog, translations) is read and
 * each line is checked against the rules of every file in ./facts/ (one file per audit batch, each exporting `rules`
 * and `cases`); a failure names the file, the line and the rule.
 *
 * Every rule comes with lines it must flag (`cases.wrong`), so each rule is shown able to fail, and lines it must let
 * pass (`cases.right`). Blog posts are dated history: rules scoped 'docs' skip content/blog.
 */
import fs from 'fs';
import path from 'path';
import type { Cases, Rule } from './facts/types';

const CONTENT = path.join(__dirname, '..', '..', 'content');
const FACTS = path.join(__dirname, 'facts');

const ruleFiles = fs
  .readdirSync(FACTS)
  .filter((name) => /\.ts$/.test(name) && name !== 'types.ts')
  .sort();
const loaded = ruleFiles.map((name) => ({ name, ...(require(path.join(FACTS, name)) as { rules: Rule[]; cases: Cases }) }));
export const rules: Rule[] = loaded.flatMap((file) => file.rules);

function contentFiles(dir: string): string[] {
  const out: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...contentFiles(full));
    else if (/\.(mdx?|ya?ml|json)$/.test(entry.name)) out.push(full);
  }
  return out;
}

/** Whether `rel` (a path under content/) is history that keeps the names and prices of its day. */
const isBlog = (rel: string) => rel.startsWith('blog/') || /^i18n\/[^/]+\/blog\//.test(rel);

export function violations(rel: string, text: string): string[] {
  // A glossary lists the wrong renderings to avoid on purpose (its `avoid:` entries), and the search synonyms list old
  // names so that readers who type them find today's pages: neither is a statement of fact.
  if (rel.endsWith('/glossary.yaml') || rel === 'search/synonyms.yaml') return [];
  const lines = text.split('\n');
  const found: string[] = [];
  lines.forEach((line, i) => {
    const context = lines.slice(Math.max(0, i - 3), i + 4).join('\n');
    for (const rule of rules) {
      if (rule.scope === 'docs' && isBlog(rel)) continue;
      const hit = rule.find(line, context, rel);
      if (hit) found.push(`content/${rel}:${i + 1}: [${rule.id}] "${hit}": ${rule.why}`);
    }
  });
  return found;
}

describe('the rule files', () => {
  it('give every rule a unique id and at least one line it flags', () => {
    const ids = rules.map((rule) => rule.id);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
    const flagged = new Set(loaded.flatMap((file) => file.cases.wrong.map(([, , id]) => id)));
    expect(ids.filter((id) => !flagged.has(id))).toEqual([]);
  });
});

describe.each(loaded.map((file) => [file.name, file] as const))('the rules of %s', (_name, file) => {
  if (file.cases.wrong.length) {
    it.each(file.cases.wrong)('flag %s: %s', (rel, line, id) => {
      expect(violations(rel, line).map((v) => v.match(/\[([\w-]+)\]/)?.[1])).toContain(id);
    });
  }
  if (file.cases.right.length) {
    it.each(file.cases.right)('%s passes: %s', (rel, line) => {
      expect(violations(rel, line)).toEqual([]);
    });
  }
});

it('names the file and the line of each violation', () => {
  expect(violations('docs/a.mdx', 'ok\nok\nUse the Pro plan.')).toEqual([expect.stringMatching(/^content\/docs\/a\.mdx:3: \[old-plan-name\] "Pro plan"/)]);
});

describe("content states today's product facts", () => {
  const files = contentFiles(CONTENT);

  it('reads the docs, the blog and the translations', () => {
    const rels = files.map((f) => path.relative(CONTENT, f));
    expect(rels.filter((r) => r.startsWith('docs/')).length).toBeGreaterThan(100);
    expect(rels.filter((r) => r.startsWith('blog/')).length).toBeGreaterThan(200);
    expect(rels.some((r) => r.startsWith('i18n/'))).toBe(true);
  });

  it('no content file repeats a wrong or outdated fact', () => {
    const found = files.flatMap((f) => violations(path.relative(CONTENT, f).split(path.sep).join('/'), fs.readFileSync(f, 'utf8')));
    expect(found).toEqual([]);
  });
});
