/** Outdated translations: an English file edited after its translation's `translated_from` commit is detected. */
import { execFileSync } from 'child_process';
import fs from 'fs';
import os from 'os';
import path from 'path';
import { translationFreshness, translationsFreshness, validateTranslatedFrom } from '../../../src/lib/content/translationFreshness';
import { spawnSync } from 'child_process';

describe('translation freshness against a git history', () => {
  let repo: string;
  const git = (...args: string[]) => execFileSync('git', args, { cwd: repo, encoding: 'utf8' }).trim();
  const status = (args: string[]) => spawnSync('git', args, { cwd: repo, stdio: 'ignore' }).status;
  const english = () => path.join(repo, 'content/docs/user-guides/klipper-setup.mdx');
  let translatedFrom: string;

  beforeAll(() => {
    repo = fs.mkdtempSync(path.join(os.tmpdir(), 'freshness-'));
    git('init', '-q');
    git('config', 'user.email', 'writer@example.com');
    git('config', 'user.name', 'Writer');
    fs.mkdirSync(path.dirname(english()), { recursive: true });
    fs.writeFileSync(english(), '---\ntitle: Klipper setup\n---\n\nStep 1: open Mainsail.\n');
    git('add', '-A');
    git('commit', '-q', '-m', 'English page');
    translatedFrom = git('rev-parse', 'HEAD');
    // Another file changes after the translation: the page itself did not.
    fs.writeFileSync(path.join(repo, 'content/docs/other.mdx'), 'Other page\n');
    git('add', '-A');
    git('commit', '-q', '-m', 'Another page');
  });
  afterAll(() => fs.rmSync(repo, { recursive: true, force: true }));

  it('is current while the English file is as it was at the recorded commit', () => {
    expect(translationFreshness(status, english(), translatedFrom)).toBe('current');
    expect(translationFreshness(status, english(), translatedFrom.slice(0, 10))).toBe('current');
  });

  it('is outdated once the English file changes, committed or not', () => {
    fs.appendFileSync(english(), 'Step 2: link the printer.\n');
    expect(translationFreshness(status, english(), translatedFrom)).toBe('outdated');
    git('commit', '-q', '-am', 'Add step 2');
    expect(translationFreshness(status, english(), translatedFrom)).toBe('outdated');
    // A translation made from the new commit is current again.
    expect(translationFreshness(status, english(), git('rev-parse', 'HEAD'))).toBe('current');
  });

  it('judges many translations with one git run per recorded commit, as it judges each alone', () => {
    const runs: string[][] = [];
    const run = (args: string[]) => {
      runs.push(args);
      const result = spawnSync('git', args, { cwd: repo, encoding: 'utf8' });
      return { status: result.status, stdout: result.stdout };
    };
    const other = path.join(repo, 'content/docs/other.mdx');
    const head = git('rev-parse', 'HEAD');
    const items = [
      { englishFile: english(), translatedFrom },
      { englishFile: other, translatedFrom },
      { englishFile: english(), translatedFrom: head },
      { englishFile: english(), translatedFrom: 'deadbeefdeadbeefdeadbeefdeadbeefdeadbeef' },
      { englishFile: other, translatedFrom: null },
    ];
    const alone = items.map((item) => translationFreshness(status, item.englishFile, item.translatedFrom));
    const together = translationsFreshness(run, items.map((item) => ({ ...item, englishFile: path.relative(repo, item.englishFile) })));
    expect(together).toEqual(alone);
    expect(runs).toHaveLength(3);
  });

  it('cannot tell when the commit is unknown (a shallow clone) or not recorded', () => {
    expect(translationFreshness(status, english(), 'deadbeefdeadbeefdeadbeefdeadbeefdeadbeef')).toBe('unknown');
    expect(translationFreshness(status, english(), null)).toBe('unknown');
    expect(translationFreshness(() => null, english(), translatedFrom)).toBe('unknown');
  });
});

describe('translated_from front matter', () => {
  it('accepts a commit hash and names the file and field otherwise', () => {
    expect(validateTranslatedFrom('x.mdx', {})).toBeNull();
    expect(validateTranslatedFrom('x.mdx', { translated_from: 'a1b2c3d' })).toBe('a1b2c3d');
    expect(() => validateTranslatedFrom('content/i18n/de-DE/docs/x.mdx', { translated_from: 'yesterday' })).toThrow(
      /content\/i18n\/de-DE\/docs\/x\.mdx.*translated_from.*commit hash/,
    );
  });
});
