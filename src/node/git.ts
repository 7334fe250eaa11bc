/** Git as the build sees it: exit statuses of git commands run in the site's folder. */
import { spawnSync } from 'child_process';
import type { GitRun, GitStatus } from '../lib/content/translationFreshness';

export const gitStatus: GitStatus = (args) => {
  const result = spawnSync('git', args, { cwd: process.cwd(), stdio: 'ignore' });
  return result.error ? null : result.status;
};

export const gitRun: GitRun = (args) => {
  const result = spawnSync('git', args, { cwd: process.cwd(), encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'], maxBuffer: 64 * 1024 * 1024 });
  return { status: result.error ? null : result.status, stdout: result.stdout ?? '' };
};
