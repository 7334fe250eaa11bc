/** Git as the build sees it: exit statuses of git commands run in the site's folder. */
import { spawnSync } from 'child_process';
import type { GitStatus } from '../lib/content/translationFreshness';

export const gitStatus: GitStatus = (args) => {
  const result = spawnSync('git', args, { cwd: process.cwd(), stdio: 'ignore' });
  return result.error ? null : result.status;
};
