/** A tiny published site for the MCP tests: a search index built with the site's own code, .md files and llms.txt. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildRecords } from '../../../src/lib/search/records';
import { buildLocalIndex } from '../../../src/lib/search/buildIndex';
import type { McpSite } from '../../../src/lib/mcp/server';

const page = (section: 'docs' | 'blog', lvl0: string, title: string, body: string) =>
  `<html><body><main><article data-search-section="${section}" data-search-lvl0="${lvl0}"><header><h1>${title}</h1></header><div class="markdown" data-search-content="">${body}</div></article></main></body></html>`;

const PAGES = [
  {
    route: '/docs/user-guides/klipper-setup/',
    section: 'docs' as const,
    lvl0: 'Getting Started',
    title: 'Set up Obico for Klipper',
    body: '<p>This guide installs moonraker-obico on the computer that runs Klipper.</p><h2 id="requirements">Requirements</h2><p>Klipper and Moonraker working.</p>',
  },
  {
    route: '/docs/user-guides/octoprint-plugin-setup/',
    section: 'docs' as const,
    lvl0: 'Getting Started',
    title: 'Set up Obico for OctoPrint',
    body: '<p>Install the Obico plugin from the OctoPrint plugin manager.</p><h2 id="link">Link the printer</h2><p>Open the plugin wizard.</p>',
  },
  {
    route: '/blog/klipper-remote-access-guide/',
    section: 'blog' as const,
    lvl0: 'Blog',
    title: 'Klipper remote access guide',
    body: '<p>Reach Mainsail and Fluidd from anywhere with Klipper and Obico.</p>',
  },
];

export const SITE_URL = 'https://www.obico.io';
export const KLIPPER_MD = '# Set up Obico for Klipper\n\nThis guide installs moonraker-obico.\n';

export const LLMS_TXT = `# Obico

> Obico docs.

## User guides

- [Set up Obico for Klipper](${SITE_URL}/docs/user-guides/klipper-setup.md): Install moonraker-obico.
- [Set up Obico for OctoPrint \\[plugin\\]](${SITE_URL}/docs/user-guides/octoprint-plugin-setup.md)

## API

- [Client API](${SITE_URL}/docs/api.md): REST and WebSocket.

## Blog

- [Klipper remote access guide](${SITE_URL}/blog/klipper-remote-access-guide.md)
`;

/** Writes the site under a new temporary directory: <tmp>/public, and <tmp>/secret.txt beside it (never readable). */
export async function createFixtureSite(): Promise<{ root: string; site: McpSite }> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'mcp-site-'));
  const publicDir = path.join(root, 'public');
  const records = PAGES.flatMap(({ route, section, lvl0, title, body }) => buildRecords(page(section, lvl0, title, body), { route, language: 'en', section, lvl0 }));
  const index = await buildLocalIndex('en', records);
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(publicDir, file)), { recursive: true });
    fs.writeFileSync(path.join(publicDir, file), text);
  };
  write('search/en.json', JSON.stringify(index));
  write('docs/user-guides/klipper-setup.md', KLIPPER_MD);
  write('fr-FR/docs/user-guides/klipper-setup.md', '# Configurer Obico pour Klipper\n');
  write('index.md', '# Obico\n');
  write('llms.txt', LLMS_TXT);
  write('docs/big.md', `# Big\n\n${'A line of the long page, to be cut.\n'.repeat(10_000)}`);
  fs.writeFileSync(path.join(root, 'secret.txt'), 'SECRET');
  fs.writeFileSync(path.join(root, 'secret.md'), 'SECRET');
  fs.symlinkSync(path.join(root, 'secret.md'), path.join(publicDir, 'docs', 'link.md'));
  return { root, site: { publicDir, siteUrl: SITE_URL, locales: ['en', 'fr-FR'], defaultLocale: 'en' } };
}

/**
 * Writes the fixture site before the tests of the file (or describe block) that calls it and deletes it after them;
 * the returned function gives the site inside a test.
 */
export function useFixtureSite(): () => McpSite {
  let fixture: { root: string; site: McpSite } | undefined;
  beforeAll(async () => {
    fixture = await createFixtureSite();
  });
  afterAll(() => {
    if (fixture) fs.rmSync(fixture.root, { recursive: true, force: true });
  });
  return () => {
    if (!fixture) throw new Error('The fixture site is written in beforeAll: use it inside a test.');
    return fixture.site;
  };
}
