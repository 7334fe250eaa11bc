/**
 * Fixture sites for the build tests: a temporary copy of the site (the real code, a tiny content tree), built with
 * the real `gatsby build`, so the real build is untouched.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from './harness';
import { chromeRoutes } from '../src/config/chromeLinks';

export const validDoc = '---\ntitle: "A page"\ndescription: "A page for the fixture."\n---\n\nSome text.\n';
export const validPost = (front: string) => `---\ntitle: "A post"\ndescription: "A post for the fixture."\n${front}\n---\n\nIntro.\n\n{/* truncate */}\n\nMore.\n`;

/** A temporary copy of the site: the real code, a tiny content tree (stub pages for every route the chrome links to) plus `files`. */
export function makeSite(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'obico-build-'));
  for (const name of ['node_modules', 'static', 'locales']) fs.symlinkSync(path.join(ROOT, name), path.join(dir, name));
  // src is copied, not linked: Gatsby matches static queries by the real path of the component files.
  fs.cpSync(path.join(ROOT, 'src'), path.join(dir, 'src'), { recursive: true });
  for (const name of ['gatsby-config.ts', 'gatsby-node.ts', 'gatsby-browser.tsx', 'gatsby-ssr.tsx', 'package.json', 'tsconfig.json']) {
    fs.copyFileSync(path.join(ROOT, name), path.join(dir, name));
  }
  // Stub pages for every route the navbar, footer, home page and help center link to, so the link check only
  // finds what a case breaks on purpose.
  const stubDocs = chromeRoutes().filter((route) => route.startsWith('/docs/'));
  const content: Record<string, string> = {
    'content/blog/authors.yaml': 'authors:\n  - id: print-lab\n    name: Print Lab\n    title: Printing\n    bio: Tests prints.\n',
    'content/blog/tags.yaml': 'tags:\n  - slug: how-to\n    label: How To\n    description: Guides.\n  - slug: community\n    label: Community\n    description: Stories.\n',
    'content/blog/stub-post.mdx': validPost('date: 2023-01-01\nauthors: [print-lab]\ntags: [how-to, community]'),
    'content/sidebars.yaml': `guideSidebar:\n  - /docs/a/\n${stubDocs.map((route) => `  - ${route}\n`).join('')}`,
    'content/docs/a.mdx': validDoc,
    'content/docs/index.mdx': validDoc, // the breadcrumbs and the 404 page link to /docs/
    'content/pages/.keep': '',
    ...Object.fromEntries(stubDocs.map((route) => [`content${route === '/docs/' ? '/docs/index' : route.replace(/\/$/, '')}.mdx`, validDoc])),
    ...files,
  };
  for (const [name, text] of Object.entries(content)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), text);
  }
  return dir;
}

/**
 * Runs `gatsby build` in a fixture site (English and German unless env says otherwise), lets `inspect` look at the
 * result, then deletes the site unless `keep` is set. A build still running after `timeoutMs` is stopped (status null).
 */
export function build(dir: string, env: Record<string, string> = {}, inspect?: (dir: string) => void, keep = false, timeoutMs = 180_000): { status: number | null; output: string } {
  const result = spawnSync(path.join(dir, 'node_modules/.bin/gatsby'), ['build'], {
    cwd: dir,
    // Two locales keep the fixture builds quick while still exercising the localized routes.
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: '1', CI: 'true', NO_COLOR: '1', FORCE_COLOR: '0', GATSBY_BUILD_LOCALES: 'de-DE', ...env },
    encoding: 'utf8',
    timeout: timeoutMs,
  });
  // Gatsby wraps long messages across lines; join them so a message can be matched whole.
  const output = `${result.stdout}\n${result.stderr}`.replace(/\u001b\[[0-9;]*[A-Za-z]/g, '').replace(/\s+/g, ' ');
  try {
    inspect?.(dir);
  } finally {
    if (!keep) fs.rmSync(dir, { recursive: true, force: true });
  }
  return { status: result.status, output };
}

