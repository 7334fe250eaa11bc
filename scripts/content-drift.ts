/**
 * Lists the pages whose cited source files (front matter `verified_against`) changed after the cited commit.
 * Usage: npm run content:drift -- --repo obico-server=<checkout> [--repo moonraker-obico=<checkout>]
 * Exits 1 when anything drifted or a citation is unknown to its checkout (so it can gate a job); see src/node/contentDrift.ts.
 */
import path from 'path';
import { runContentDrift } from '../src/node/contentDrift';

process.exitCode = runContentDrift(process.argv.slice(2), { root: path.resolve(__dirname, '..'), print: (line) => console.log(line) });
