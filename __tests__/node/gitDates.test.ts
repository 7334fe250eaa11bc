import { execFileSync } from 'child_process';
import fs from 'fs';
import os from 'os';
import path from 'path';
import { lastCommitDate, parseGitLog } from '../../src/node/gitDates';

describe('parseGitLog', () => {
  const log =
    '\0' + 'c3 2026-11-22T10:00:00+00:00\n\ndocs/a.mdx\ndocs/b.mdx\n' + '\0' + 'c2 2026-11-20T09:00:00+00:00\n\ndocs/a.mdx\nblog/c.mdx\n' + '\0' + 'c1 2026-11-01T09:00:00+00:00\n\ndocs/d.mdx\n';

  it('gives each file the date of the newest commit that changed it', () => {
    const dates = parseGitLog(log);
    expect(dates.get('docs/a.mdx')).toBe('2026-11-22T10:00:00+00:00');
    expect(dates.get('docs/b.mdx')).toBe('2026-11-22T10:00:00+00:00');
    expect(dates.get('blog/c.mdx')).toBe('2026-11-20T09:00:00+00:00');
    expect(dates.size).toBe(4);
  });

  it('gives no date to a file first seen in a commit where a shallow clone is cut off', () => {
    const dates = parseGitLog(log, new Set(['c2']));
    expect(dates.get('docs/a.mdx')).toBe('2026-11-22T10:00:00+00:00');
    expect(dates.has('blog/c.mdx')).toBe(false);
  });
});

describe('lastCommitDate', () => {
  it("reads this repository's history, and gives null where git has none", () => {
    const root = path.resolve(__dirname, '../../content');
    expect(lastCommitDate(root, path.join(root, 'sidebars.yaml'))).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(lastCommitDate(root, path.join(root, 'docs/no-such-file.mdx'))).toBeNull();
    const outside = fs.mkdtempSync(path.join(os.tmpdir(), 'no-git-'));
    try {
      expect(lastCommitDate(outside, path.join(outside, 'a.mdx'))).toBeNull();
    } finally {
      fs.rmSync(outside, { recursive: true, force: true });
    }
  });

  it('does not date a file by the cut-off commit of a shallow clone', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shallow-'));
    const origin = path.join(dir, 'origin');
    const git = (cwd: string, ...args: string[]) => execFileSync('git', args, { cwd, encoding: 'utf8', env: { ...process.env, GIT_COMMITTER_DATE: undefined } });
    try {
      fs.mkdirSync(origin);
      git(origin, 'init', '-q');
      git(origin, 'config', 'user.email', 'writer@example.com');
      git(origin, 'config', 'user.name', 'Writer');
      const commit = (file: string, date: string) => {
        fs.writeFileSync(path.join(origin, file), `${file} ${date}\n`);
        git(origin, 'add', '-A');
        execFileSync('git', ['commit', '-q', '-m', file], { cwd: origin, env: { ...process.env, GIT_COMMITTER_DATE: date, GIT_AUTHOR_DATE: date } });
      };
      commit('old.mdx', '2024-01-01T00:00:00+00:00');
      commit('middle.mdx', '2025-01-01T00:00:00+00:00');
      commit('new.mdx', '2026-01-01T00:00:00+00:00');
      expect(lastCommitDate(origin, path.join(origin, 'old.mdx'))).toBe('2024-01-01T00:00:00+00:00');
      const clone = path.join(dir, 'clone');
      execFileSync('git', ['clone', '-q', '--depth', '2', `file://${origin}`, clone]);
      expect(lastCommitDate(clone, path.join(clone, 'new.mdx'))).toBe('2026-01-01T00:00:00+00:00');
      // The clone's oldest commit lists every file as added: old.mdx would wrongly get 2025.
      expect(lastCommitDate(clone, path.join(clone, 'old.mdx'))).toBeNull();
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
