// Entry point for content authors: runs scripts/check-content.ts with tsx (same as `npm run content:check`).
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const result = spawnSync(path.join(root, 'node_modules/.bin/tsx'), [path.join(root, 'scripts/check-content.ts'), ...process.argv.slice(2)], { stdio: 'inherit', cwd: root });
process.exit(result.status ?? 1);
