import fs from 'fs';
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
    await hooks.onPreBuild({ utils });
    await hooks.onPostBuild({ utils });
    log.mockRestore();
    expect(calls.map(([name]) => name)).toEqual(['restore', 'save']);
    for (const [, paths] of calls) {
      expect(paths).toEqual(expect.arrayContaining(['.cache', toml.build.publish]));
      expect(paths.some((dir) => SUMMARIES_FILE.startsWith(`${dir}${path.sep}`))).toBe(true);
    }
  });
});
