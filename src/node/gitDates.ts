/** When each content file was last changed, from git history (one `git log` for the whole content folder). */
import { spawnSync } from 'child_process';
import path from 'path';

/** Parses `git log --format=%x00%cI --name-only`: newest commit first, so a file's first appearance is its last change. */
export function parseGitLog(output: string): Map<string, string> {
  const dates = new Map<string, string>();
  for (const commit of output.split('\0').slice(1)) {
    const [date, ...files] = commit.split('\n').map((line) => line.trim());
    if (!/^\d{4}-\d{2}-\d{2}T/.test(date)) continue;
    for (const file of files) if (file && !dates.has(file)) dates.set(file, date);
  }
  return dates;
}

const cache = new Map<string, Map<string, string>>();

/**
 * The ISO date of the last commit that changed `absolutePath` under `root`, or null when git has no history for it
 * (a file not committed yet, a copy of the content outside the repository, a build without git).
 */
export function lastCommitDate(root: string, absolutePath: string): string | null {
  let dates = cache.get(root);
  if (!dates) {
    const result = spawnSync('git', ['log', '--format=%x00%cI', '--name-only', '--relative', '--', '.'], { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
    dates = result.status === 0 ? parseGitLog(result.stdout) : new Map();
    cache.set(root, dates);
  }
  return dates.get(path.relative(root, absolutePath).split(path.sep).join('/')) ?? null;
}
