/**
 * The headers `netlify dev` would send for each path, decided by netlify-cli's own code (its _headers parser and its
 * path matcher, dist/utils/headers.js), not by a copy of its rules. netlify-cli is an ES module: it runs in a child
 * Node process.
 */
import { execFileSync } from 'child_process';
import fs from 'fs';
import os from 'os';
import path from 'path';

const SCRIPT = `
import { parseHeaders, headersForPath } from 'netlify-cli/dist/utils/headers.js';
const [file, paths] = [process.argv[1], JSON.parse(process.argv[2])];
const rules = await parseHeaders({ config: {}, configPath: undefined, headersFiles: [file] });
process.stdout.write(JSON.stringify(Object.fromEntries(paths.map((p) => [p, headersForPath(rules, p)]))));
`;

export function netlifyHeadersFor(headersFile: string, paths: readonly string[]): Record<string, Record<string, string>> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'netlify-headers-'));
  const file = path.join(dir, '_headers');
  fs.writeFileSync(file, headersFile);
  try {
    const out = execFileSync(process.execPath, ['--input-type=module', '-e', SCRIPT, file, JSON.stringify(paths)], { cwd: path.join(__dirname, '..', '..'), encoding: 'utf8' });
    return JSON.parse(out) as Record<string, Record<string, string>>;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
