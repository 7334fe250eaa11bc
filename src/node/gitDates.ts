/** When each content file was last changed, from git history (one `git log` for the whole content folder). */
import { spawnSync } from 'child_process';
import fs from 'fs';
import path from 'path';

/**
 * Parses `git log --format=%x00%H %cI --name-only`: newest commit first, so a file's first appearance is its last
 * change. A file first seen in a commit of `untrusted` (the cut-off commits of a shallow clone, which list every
 * file as added) gets no date: its real last change is older than the clone knows.
 */
export function parseGitLog(output: string, untrusted: ReadonlySet<string> = new Set()): Map<string, string> {
  const dates = new Map<string, string>();
  const seen = new Set<string>();
  for (const commit of output.split('\0').slice(1)) {
    const [header, ...files] = commit.split('\n').map((line) => line.trim());
    const [hash, date] = header.split(' ');
    if (!date || !/^\d{4}-\d{2}-\d{2}T/.test(date)) continue;
    for (const file of files) {
      if (!file || seen.has(file)) continue;
      seen.add(file);
      if (!untrusted.has(hash)) dates.set(file, date);
    }
  }
  return dates;
}

/** The commits where a shallow clone's history is cut off (none in a full clone). */
function shallowBoundary(root: string): Set<string> {
  const result = spawnSync('git', ['rev-parse', '--path-format=absolute', '--git-path', 'shallow'], { cwd: root, encoding: 'utf8' });
  const file = result.status === 0 ? result.stdout.trim() : '';
  return new Set(file && fs.existsSync(file) ? fs.readFileSync(file, 'utf8').split('\n').filter(Boolean) : []);
}

const cache = new Map<string, Map<string, string>>();

/**
 * The ISO date of the last commit that changed `absolutePath` under `root`, or null when git cannot tell (a file not
 * committed yet, a copy of the content outside the repository, a build without git, a file whose history a shallow
 * clone cut off).
 */
export function lastCommitDate(root: string, absolutePath: string): string | null {
  let dates = cache.get(root);
  if (!dates) {
    const result = spawnSync('git', ['log', '--format=%x00%H %cI', '--name-only', '--relative', '--', '.'], { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
    dates = result.status === 0 ? parseGitLog(result.stdout, shallowBoundary(root)) : new Map();
    cache.set(root, dates);
  }
  return dates.get(path.relative(root, absolutePath).split(path.sep).join('/')) ?? null;
}
