/* eslint-disable @typescript-eslint/no-require-imports */
import fs from 'fs';
import os from 'os';
import path from 'path';
import vm from 'vm';
import type { Stats } from 'webpack';
import { CHUNK_FILENAME, ChunkHashRegistryPlugin } from '../../src/node/chunkHashRegistry';

const webpack = require('webpack') as typeof import('webpack');

/**
 * A small site as Gatsby's production build shapes it: a separate runtime, an app that loads a bucket of the component
 * map with import(), and a bucket that loads two page components with import(). Built with webpack in production mode
 * (RealContentHashPlugin on) and the plugin, as gatsby-node configures it.
 */
const SOURCES: Record<string, string> = {
  'app.js': 'self.loadPage = (name) => import("./bucket.js").then((bucket) => bucket.default[name]()).then((page) => page.default);\n',
  'bucket.js': 'export default { a: () => import("./a.js"), b: () => import("./b.js") };\n',
  'a.js': 'export default "page A";\n',
  'b.js': 'export default "page B";\n',
};

async function buildSite(dir: string, sources: Record<string, string>): Promise<{ files: string[]; stats: Stats }> {
  for (const [name, text] of Object.entries(sources)) fs.writeFileSync(path.join(dir, name), text);
  const out = path.join(dir, 'dist');
  fs.rmSync(out, { recursive: true, force: true });
  const stats = await new Promise<Stats>((resolve, reject) =>
    webpack(
      {
        mode: 'production',
        context: dir,
        // importScripts loads chunks synchronously, so the bundle runs in a plain vm context.
        target: 'webworker',
        entry: { app: './app.js' },
        output: { path: out, filename: '[name]-[contenthash].js', chunkFilename: CHUNK_FILENAME, publicPath: '' },
        optimization: { runtimeChunk: { name: 'webpack-runtime' } },
        cache: false,
        plugins: [new ChunkHashRegistryPlugin(webpack)],
      },
      (error, result) => (error || !result ? reject(error) : resolve(result)),
    ),
  );
  return { files: fs.readdirSync(out).sort(), stats };
}

/** Runs the runtime and the app like a page's scripts, and loads a page through the bucket. */
async function loadPage(dir: string, files: string[], name: string): Promise<string> {
  const requested: string[] = [];
  const context: Record<string, unknown> = {};
  context.self = context;
  context.importScripts = (...urls: string[]) => {
    for (const url of urls) {
      requested.push(url);
      vm.runInContext(fs.readFileSync(path.join(dir, 'dist', url), 'utf8'), context);
    }
  };
  vm.createContext(context);
  const first = (prefix: string) => files.find((file) => file.startsWith(prefix)) as string;
  (context.importScripts as (...urls: string[]) => void)(first('webpack-runtime-'), first('app-'));
  return (context.loadPage as (page: string) => Promise<string>)(name);
}

describe('ChunkHashRegistryPlugin in webpack', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'chunk-hashes-'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('names async chunks by their content and loads every page through the hashes the chunks carry', async () => {
    const { files, stats } = await buildSite(dir, SOURCES);
    expect(stats.hasErrors()).toBe(false);
    const asyncChunks = files.filter((file) => /^\d+-[0-9a-f]{16}\.js$/.test(file));
    expect(asyncChunks).toHaveLength(3);
    expect(await loadPage(dir, files, 'a')).toBe('page A');
    expect(await loadPage(dir, files, 'b')).toBe('page B');
    // The runtime knows the bucket's hash only; the bucket carries the pages'.
    const runtime = fs.readFileSync(path.join(dir, 'dist', files.find((file) => file.startsWith('webpack-runtime-')) as string), 'utf8');
    const hashes = asyncChunks.map((file) => /-([0-9a-f]{16})\.js$/.exec(file)?.[1] as string);
    expect(hashes.filter((hash) => runtime.includes(hash))).toHaveLength(1);
  }, 60_000);

  it('renames only the edited chunk, the bucket that loads it and the runtime; the app and the other page keep their names', async () => {
    const before = (await buildSite(dir, SOURCES)).files;
    const after = (await buildSite(dir, { ...SOURCES, 'b.js': 'export default "page B, edited";\n' })).files;
    const renamed = after.filter((file) => !before.includes(file));
    expect(renamed).toHaveLength(3);
    expect(renamed.filter((file) => file.startsWith('webpack-runtime-'))).toHaveLength(1);
    expect(renamed.filter((file) => file.startsWith('app-'))).toHaveLength(0);
    expect(await loadPage(dir, after, 'b')).toBe('page B, edited');
    expect(await loadPage(dir, after, 'a')).toBe('page A');
    // Rebuilding the same sources gives the same names.
    expect((await buildSite(dir, { ...SOURCES, 'b.js': 'export default "page B, edited";\n' })).files).toEqual(after);
  }, 60_000);
});
