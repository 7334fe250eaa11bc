/**
 * `npm run content:drift -- --repo obico-server=<checkout> [--repo moonraker-obico=<checkout>] [--content <dir>]`: the
 * pages whose `verified_against` files changed in those checkouts after the cited commit (src/lib/content/sourceDrift.ts).
 * Exits 1 when a cited file drifted or a citation is unknown to its checkout, 2 on a usage error.
 */
import { spawnSync } from 'child_process';
import fs from 'fs';
import path from 'path';
import { parseFrontMatter } from '../lib/content/frontmatterSource';
import { validateDocFrontmatter } from '../lib/content/frontmatter';
import { checkDrift, formatDrift, type Citation, type GitIn } from '../lib/content/sourceDrift';

export const gitIn: GitIn = (dir, args) => {
  const result = spawnSync('git', args, { cwd: dir, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'], maxBuffer: 64 * 1024 * 1024 });
  return { status: result.error ? null : result.status, stdout: result.stdout ?? '' };
};

export const USAGE = 'Usage: npm run content:drift -- --repo <name>=<checkout> [--repo <name>=<checkout> …] [--content <dir>]\n  e.g. --repo obico-server=../obico-server --repo moonraker-obico=../moonraker-obico';

function walk(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? walk(full) : /\.mdx?$/.test(entry.name) ? [full] : [];
  });
}

/**
 * The citations of every doc, Markdown page and translation under contentDir (posts cite none); `root` is what the
 * files are shown relative to. A front matter error is thrown naming the file and the field.
 */
export function collectCitations(contentDir: string, root: string): Citation[] {
  const files = ['docs', 'pages', 'i18n'].flatMap((area) => walk(path.join(contentDir, area))).sort();
  const citations: Citation[] = [];
  for (const file of files) {
    const source = fs.readFileSync(file, 'utf8');
    if (!source.includes('verified_against')) continue;
    const shown = path.relative(root, file);
    const { data } = parseFrontMatter(shown, source);
    for (const cited of validateDocFrontmatter(shown, data).verified_against) citations.push({ file: shown, ...cited });
  }
  return citations;
}

export interface DriftArgs {
  checkouts: Map<string, string>;
  contentDir: string | null;
}

/** Reads --repo name=dir (or --repo=name=dir) and --content dir; throws a usage error. */
export function parseDriftArgs(argv: readonly string[]): DriftArgs {
  const checkouts = new Map<string, string>();
  let contentDir: string | null = null;
  for (let i = 0; i < argv.length; i++) {
    const [flag, inline] = argv[i].startsWith('--') && argv[i].includes('=') ? [argv[i].slice(0, argv[i].indexOf('=')), argv[i].slice(argv[i].indexOf('=') + 1)] : [argv[i], null];
    const value = inline ?? argv[++i];
    if (flag === '--repo') {
      const at = value?.indexOf('=') ?? -1;
      if (!value || at <= 0 || at === value.length - 1) throw new Error(`--repo needs <name>=<checkout>, got ${JSON.stringify(value ?? '')}`);
      checkouts.set(value.slice(0, at), value.slice(at + 1));
    } else if (flag === '--content') {
      if (!value) throw new Error('--content needs a folder');
      contentDir = value;
    } else throw new Error(`Unknown argument ${JSON.stringify(argv[i])}`);
  }
  if (checkouts.size === 0) throw new Error('Name at least one checkout with --repo <name>=<checkout>.');
  return { checkouts, contentDir };
}

/** Runs the check; prints with `print`; returns the exit code. */
export function runContentDrift(argv: readonly string[], options: { root: string; print: (line: string) => void; git?: GitIn }): number {
  let args: DriftArgs;
  try {
    args = parseDriftArgs(argv);
  } catch (error) {
    options.print(`${(error as Error).message}\n${USAGE}`);
    return 2;
  }
  const checkouts = new Map([...args.checkouts].map(([name, dir]) => [name, path.resolve(options.root, dir)]));
  let citations: Citation[];
  try {
    citations = collectCitations(path.resolve(options.root, args.contentDir ?? 'content'), options.root);
  } catch (error) {
    options.print((error as Error).message);
    return 1;
  }
  const { lines, failed } = formatDrift(checkDrift(options.git ?? gitIn, citations, checkouts), checkouts);
  for (const line of lines) options.print(line);
  return failed ? 1 : 0;
}
