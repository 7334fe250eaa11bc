import fs from 'fs';
import os from 'os';
import path from 'path';
import { parse } from 'smol-toml';
import { SUMMARIES_FILE } from '../../src/node/postBuild';

const ROOT = path.join(__dirname, '../..');

describe("Netlify's build cache", () => {
  const toml = parse(fs.readFileSync(path.join(ROOT, 'netlify.toml'), 'utf8')) as { build: { publish: string }; plugins?: Array<{ package: string }> };
  const plugin = (toml.plugins ?? []).find((entry) => entry.package.startsWith('./'));

  it('netlify.toml runs the local plugin that keeps the build between deploys', () => {
    expect(plugin?.package).toBe('./netlify/plugins/build-cache');
    const dir = path.join(ROOT, plugin!.package);
    expect(fs.readFileSync(path.join(dir, 'manifest.yml'), 'utf8')).toMatch(/^name: build-cache$/m);
  });

  it("restores before the build and saves after it Gatsby's cache, the published folder and the post-build summaries", async () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const hooks = require(path.join(ROOT, plugin!.package)) as Record<'onPreBuild' | 'onPostBuild', (args: unknown) => Promise<void>>;
    const calls: Array<[string, string[]]> = [];
    const utils = {
      cache: {
        restore: async (paths: string[]) => (calls.push(['restore', paths]), true),
        save: async (paths: string[]) => (calls.push(['save', paths]), true),
      },
    };
    const log = jest.spyOn(console, 'log').mockImplementation(() => undefined);
    // In a folder of its own: the hooks act on the working directory, and a cold start there deletes public/ and
    // .cache/ (run from the repository, this test used to delete the developer's last build).
    const site = fs.mkdtempSync(path.join(os.tmpdir(), 'obico-netlify-'));
    const cwd = process.cwd();
    try {
      process.chdir(site);
      await hooks.onPreBuild({ utils });
      await hooks.onPostBuild({ utils });
    } finally {
      process.chdir(cwd);
      log.mockRestore();
      fs.rmSync(site, { recursive: true, force: true });
    }
    expect(calls.map(([name]) => name)).toEqual(['restore', 'save']);
    for (const [, paths] of calls) {
      expect(paths).toEqual(expect.arrayContaining(['.cache', toml.build.publish]));
      expect(paths.some((dir) => SUMMARIES_FILE.startsWith(`${dir}${path.sep}`))).toBe(true);
    }
  });

  it('starts cold when the styles changed since the cached build (Gatsby would keep pages with the old inline CSS)', async () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const hooks = require(path.join(ROOT, plugin!.package)) as Record<'onPreBuild' | 'onPostBuild', (args: unknown) => Promise<void>>;
    const utils = { cache: { restore: async () => true, save: async () => true } };
    const site = fs.mkdtempSync(path.join(os.tmpdir(), 'obico-netlify-'));
    const cwd = process.cwd();
    const log = jest.spyOn(console, 'log').mockImplementation(() => undefined);
    try {
      process.chdir(site);
      for (const [name, text] of Object.entries({ 'src/styles/global.css': 'a{color:red}', 'public/index.html': '<p>built</p>', '.cache/state': '1' })) {
        fs.mkdirSync(path.dirname(name), { recursive: true });
        fs.writeFileSync(name, text);
      }
      await hooks.onPostBuild({ utils });
      await hooks.onPreBuild({ utils });
      expect(fs.existsSync('public/index.html') && fs.existsSync('.cache/state')).toBe(true);
      fs.writeFileSync('src/styles/global.css', 'a{color:blue}');
      await hooks.onPreBuild({ utils });
      expect(fs.existsSync('public') || fs.existsSync('.cache')).toBe(false);
    } finally {
      process.chdir(cwd);
      log.mockRestore();
      fs.rmSync(site, { recursive: true, force: true });
    }
  });
});
