/** Git as the build sees it: git commands run in the site's folder, their exit status and output. */
import { spawnSync } from 'child_process';
import type { GitRun } from '../lib/content/translationFreshness';

export const gitRun: GitRun = (args) => {
  const result = spawnSync('git', args, { cwd: process.cwd(), encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'], maxBuffer: 64 * 1024 * 1024 });
  return { status: result.error ? null : result.status, stdout: result.stdout ?? '' };
};
