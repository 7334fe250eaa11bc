/**
 * content:drift on a git fixture: a temporary "obico-server" repository is committed, a page cites one of its files at
 * that commit, the file changes, and the page is reported with the commit that changed it.
 */
import { execFileSync, spawnSync } from 'child_process';
import fs from 'fs';
import os from 'os';
import path from 'path';
import { parseDriftArgs, runContentDrift } from '../../src/node/contentDrift';

const ROOT = path.resolve(__dirname, '../..');

function git(dir: string, ...args: string[]): string {
  return execFileSync('git', args, {
    cwd: dir,
    encoding: 'utf8',
    env: { ...process.env, GIT_AUTHOR_NAME: 't', GIT_AUTHOR_EMAIL: 't@example.com', GIT_COMMITTER_NAME: 't', GIT_COMMITTER_EMAIL: 't@example.com', GIT_AUTHOR_DATE: '2026-10-01T10:00:00Z', GIT_COMMITTER_DATE: '2026-10-01T10:00:00Z' },
  }).trim();
}

function commitFile(repo: string, file: string, text: string | null, message: string): string {
  const full = path.join(repo, file);
  if (text === null) fs.rmSync(full);
  else {
    fs.mkdirSync(path.dirname(full), { recursive: true });
    fs.writeFileSync(full, text);
  }
  git(repo, 'add', '-A');
  git(repo, 'commit', '-q', '-m', message);
  return git(repo, 'rev-parse', 'HEAD');
}

const page = (sources: Array<{ repo: string; path: string; commit: string }>) =>
  `---\ntitle: "Print API"\ndescription: "Prints."\nverified_against:\n${sources.map((s) => `  - repo: ${s.repo}\n    path: ${s.path}\n    commit: "${s.commit}"\n`).join('')}---\n\nText.\n`;

describe('content:drift', () => {
  let dir: string;
  let repo: string;
  let site: string;
  let first: string;
  const run = (...argv: string[]) => {
    const lines: string[] = [];
    const code = runContentDrift(argv, { root: site, print: (line) => lines.push(line) });
    return { code, output: lines.join('\n') };
  };
  const writePage = (name: string, text: string) => {
    const file = path.join(site, 'content/docs', name);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, text);
  };

  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'drift-'));
    repo = path.join(dir, 'obico-server');
    site = path.join(dir, 'site');
    fs.mkdirSync(repo);
    git(repo, 'init', '-q');
    first = commitFile(repo, 'backend/api/viewsets.py', 'def destroy(): return 200\n', 'Print viewset');
    commitFile(repo, 'backend/api/urls.py', 'urls = []\n', 'URLs');
    writePage('api/print.mdx', page([{ repo: 'obico-server', path: 'backend/api/viewsets.py', commit: first.slice(0, 7) }]));
    writePage('api/untouched.mdx', page([{ repo: 'obico-server', path: 'backend/api/urls.py', commit: git(repo, 'rev-parse', 'HEAD') }]));
    writePage('no-sources.mdx', '---\ntitle: "A"\ndescription: "B"\n---\n\nText.\n');
  });

  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('lists nothing and exits 0 while the cited files are as they were at the cited commits', () => {
    const { code, output } = run('--repo', `obico-server=${repo}`);
    expect(output).toBe('2 pages cite 2 source files: 2 checked, 0 drifted, 0 unknown, 0 not checked.');
    expect(code).toBe(0);
  });

  it('lists a page whose cited file changed after the cited commit, with the commits, and exits 1', () => {
    const change = commitFile(repo, 'backend/api/viewsets.py', 'def destroy(): return 204\n', 'Answer 204 on delete');
    commitFile(repo, 'README.md', 'unrelated\n', 'Unrelated change');
    const { code, output } = run(`--repo=obico-server=${repo}`);
    expect(code).toBe(1);
    expect(output).toContain('drifted   content/docs/api/print.mdx');
    expect(output).toContain(`    obico-server backend/api/viewsets.py: 1 commit since ${first.slice(0, 7)}`);
    expect(output).toContain(`      ${change.slice(0, 10)} 2026-10-01 Answer 204 on delete`);
    expect(output).not.toContain('untouched.mdx');
    expect(output).not.toContain('Unrelated change');
    expect(output).toContain('2 pages cite 2 source files: 2 checked, 1 drifted, 0 unknown, 0 not checked.');
  });

  it('says when the cited file is gone at HEAD', () => {
    commitFile(repo, 'backend/api/viewsets.py', null, 'Move the viewsets');
    const { code, output } = run('--repo', `obico-server=${repo}`);
    expect(code).toBe(1);
    expect(output).toMatch(/backend\/api\/viewsets\.py: 1 commit since \w+ \(the file is gone at HEAD\)/);
  });

  it('reports a cited commit or path unknown to the checkout, and exits 1', () => {
    writePage('api/typos.mdx', page([
      { repo: 'obico-server', path: 'backend/api/viewsets.py', commit: 'deadbeefdeadbeef' },
      { repo: 'obico-server', path: 'backend/api/nope.py', commit: first },
    ]));
    const { code, output } = run('--repo', `obico-server=${repo}`);
    expect(code).toBe(1);
    expect(output).toContain('unknown   content/docs/api/typos.mdx');
    expect(output).toContain(`    obico-server backend/api/viewsets.py: commit deadbeefdeadbeef is not in ${repo} (a typo, or a shallow clone: fetch its whole history)`);
    expect(output).toContain(`    obico-server backend/api/nope.py: no such path at commit ${first} in ${repo}`);
    expect(output).toContain('3 pages cite 4 source files: 4 checked, 0 drifted, 2 unknown, 0 not checked.');
  });

  it('counts the citations of repositories it was given no checkout for as not checked', () => {
    writePage('octoprint.mdx', page([{ repo: 'OctoPrint-Obico', path: 'octoprint_obico/__init__.py', commit: 'abcdef1' }]));
    const { code, output } = run('--repo', `obico-server=${repo}`);
    expect(code).toBe(0);
    expect(output).toContain('not checked: 1 citation of OctoPrint-Obico (no --repo OctoPrint-Obico=<checkout>)');
  });

  it('refuses a folder that is not a git checkout, and a bad citation naming the file and the field', () => {
    const plain = fs.mkdtempSync(path.join(os.tmpdir(), 'not-git-'));
    try {
      expect(run('--repo', `obico-server=${plain}`)).toMatchObject({ code: 1, output: expect.stringContaining(`error     --repo obico-server=${plain}: not a git checkout`) });
    } finally {
      fs.rmSync(plain, { recursive: true, force: true });
    }
    writePage('bad.mdx', page([{ repo: 'obico-server', path: 'a.py', commit: 'xyz' }]));
    expect(run('--repo', `obico-server=${repo}`)).toEqual({ code: 1, output: 'content/docs/bad.mdx: front matter field "verified_against[0].commit" must be a commit hash (7 to 40 hex digits), got "xyz"' });
  });

  it('answers a usage error with exit code 2', () => {
    expect(run()).toMatchObject({ code: 2, output: expect.stringContaining('Name at least one checkout with --repo') });
    expect(run('--repo', 'obico-server')).toMatchObject({ code: 2, output: expect.stringContaining('--repo needs <name>=<checkout>') });
    expect(run('--bogus')).toMatchObject({ code: 2 });
    expect(parseDriftArgs(['--repo', 'a=../x', '--repo=b=/y', '--content', 'c'])).toEqual({ checkouts: new Map([['a', '../x'], ['b', '/y']]), contentDir: 'c' });
  });

  it('runs as npm run content:drift, its exit code gating a job', () => {
    commitFile(repo, 'backend/api/viewsets.py', 'changed\n', 'Change it');
    const result = spawnSync('npm', ['run', '-s', 'content:drift', '--', '--repo', `obico-server=${repo}`, '--content', path.join(site, 'content')], { cwd: ROOT, encoding: 'utf8' });
    expect(result.stdout).toContain('api/print.mdx');
    expect(result.stdout).toContain('Change it');
    expect(result.status).toBe(1);
  }, 60_000);
});
