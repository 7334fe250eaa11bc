import fs from 'fs';
import os from 'os';
import path from 'path';
import { lastCommitDate, parseGitLog } from '../../src/node/gitDates';

describe('parseGitLog', () => {
  it("gives each file the date of the newest commit that changed it", () => {
    const log = '\0' + '2026-11-22T10:00:00+00:00\n\ndocs/a.mdx\ndocs/b.mdx\n' + '\0' + '2026-11-20T09:00:00+00:00\n\ndocs/a.mdx\nblog/c.mdx\n';
    const dates = parseGitLog(log);
    expect(dates.get('docs/a.mdx')).toBe('2026-11-22T10:00:00+00:00');
    expect(dates.get('docs/b.mdx')).toBe('2026-11-22T10:00:00+00:00');
    expect(dates.get('blog/c.mdx')).toBe('2026-11-20T09:00:00+00:00');
    expect(dates.size).toBe(3);
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
});
