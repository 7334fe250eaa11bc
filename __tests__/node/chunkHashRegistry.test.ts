/* eslint-disable @typescript-eslint/no-require-imports */
import fs from 'fs';
import os from 'os';
import path from 'path';
import vm from 'vm';
import type { Stats } from 'webpack';
import { CHUNK_FILENAME, ChunkHashRegistryPlugin, EMITTED_ASSETS_FILE, type EmittedAssets } from '../../src/node/chunkHashRegistry';

const webpack = require('webpack') as typeof import('webpack');

const PAGES = 40;
const pageName = (i: number) => `component---src-pages-p${i}-mdx`;

/**
 * A small site as Gatsby's production build shapes it: a separate runtime; an app whose component map is Gatsby's
 * generated async-requires.js turned into buckets by src/node/compactAsyncRequires.js; a lazy part of the app (like
 * the search dialog) that loads a library lazily in turn; and 40 page components. Built with webpack in production
 * mode (RealContentHashPlugin on) and the plugin, as gatsby-node configures them.
 */
function writeSite(dir: string, pageText: (i: number) => string): void {
  const virtual = path.join(dir, '.cache/_this_is_virtual_fs_path_/$virtual');
  fs.mkdirSync(virtual, { recursive: true });
  fs.mkdirSync(path.join(dir, 'src/pages'), { recursive: true });
  for (let i = 0; i < PAGES; i++) fs.writeFileSync(path.join(dir, `src/pages/p${i}.js`), `export default ${JSON.stringify(pageText(i))};\n`);
  const entries = Array.from({ length: PAGES }, (_, i) => `  "${pageName(i)}": () => import("./../../../src/pages/p${i}.js" /* webpackChunkName: "${pageName(i)}" */)`);
  fs.writeFileSync(path.join(virtual, 'async-requires.js'), ['exports.components = {', entries.join(',\n'), '}', ''].join('\n'));
  fs.writeFileSync(path.join(dir, 'dialog.js'), 'export const open = () => import("./library.js").then((library) => library.default);\n');
  fs.writeFileSync(path.join(dir, 'library.js'), 'export default "library";\n');
  fs.writeFileSync(
    path.join(dir, 'app.js'),
    'self.components = require("./.cache/_this_is_virtual_fs_path_/$virtual/async-requires.js").components;\nself.openDialog = () => import("./dialog.js").then((dialog) => dialog.open());\n',
  );
}

async function buildSite(dir: string, pageText: (i: number) => string): Promise<{ files: string[]; emitted: EmittedAssets; stats: Stats }> {
  writeSite(dir, pageText);
  const out = path.join(dir, 'public');
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
        module: { rules: [{ test: /[\\/]\$virtual[\\/]async-requires\.js$/, use: [{ loader: path.join(__dirname, '../../src/node/compactAsyncRequires.js') }] }] },
        cache: false,
        plugins: [new ChunkHashRegistryPlugin(webpack)],
      },
      (error, result) => (error || !result ? reject(error) : resolve(result)),
    ),
  );
  const emitted = JSON.parse(fs.readFileSync(path.join(dir, EMITTED_ASSETS_FILE), 'utf8')) as EmittedAssets;
  return { files: fs.readdirSync(out).filter((file) => file.endsWith('.js')).sort(), emitted, stats };
}

/** Runs the runtime and the app like a page's scripts. */
function startApp(dir: string, files: string[]): Record<string, unknown> {
  const context: Record<string, unknown> = {};
  context.self = context;
  context.importScripts = (...urls: string[]) => {
    for (const url of urls) vm.runInContext(fs.readFileSync(path.join(dir, 'public', url), 'utf8'), context);
  };
  vm.createContext(context);
  const first = (prefix: string) => files.find((file) => file.startsWith(prefix)) as string;
  (context.importScripts as (...urls: string[]) => void)(first('webpack-runtime-'), first('app-'));
  return context;
}

/** Loads page i as Gatsby's loader does: by the componentChunkName of its page data, annotated by the post-build pass. */
async function loadPage(app: Record<string, unknown>, emitted: EmittedAssets, i: number): Promise<string> {
  const components = app.components as Record<string, () => Promise<{ default: string }>>;
  return (await components[`${pageName(i)}#${emitted.components[pageName(i)]}`]()).default;
}

describe('ChunkHashRegistryPlugin in webpack', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'chunk-hashes-'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('names async chunks by their content, lists each page component with its chunks, and loads every page and lazy part', async () => {
    const { files, emitted, stats } = await buildSite(dir, (i) => `page ${i}`);
    expect(stats.hasErrors()).toBe(false);
    expect(files.filter((file) => !/^\d+-[0-9a-f]{16}\.js$/.test(file) && !/^(app|webpack-runtime)-/.test(file))).toEqual([]);
    expect(Object.keys(emitted.components)).toHaveLength(PAGES);
    for (const chunks of Object.values(emitted.components)) expect(chunks).toMatch(/^\d+:[0-9a-f]{16}$/);
    const app = startApp(dir, files);
    for (let i = 0; i < PAGES; i++) expect(await loadPage(app, emitted, i)).toBe(`page ${i}`);
    expect(await (app.openDialog as () => Promise<string>)()).toBe('library');
    // Without the page data's hashes, the page's chunk has no file name: the registry is what names it.
    const fresh = startApp(dir, files);
    await expect((fresh.components as Record<string, () => Promise<unknown>>)[pageName(3)]()).rejects.toThrow();
  }, 60_000);

  it('renames only the edited page component; the runtime, the app, the buckets and the other pages keep their names', async () => {
    const before = await buildSite(dir, (i) => `page ${i}`);
    const after = await buildSite(dir, (i) => (i === 7 ? 'page 7, edited' : `page ${i}`));
    const renamed = after.files.filter((file) => !before.files.includes(file));
    expect(renamed).toEqual([`${after.emitted.components[pageName(7)].split(':')[0]}-${after.emitted.components[pageName(7)].split(':')[1]}.js`]);
    const app = startApp(dir, after.files);
    expect(await loadPage(app, after.emitted, 7)).toBe('page 7, edited');
    expect(await loadPage(app, after.emitted, 8)).toBe('page 8');
    // Rebuilding the same sources gives the same names.
    expect((await buildSite(dir, (i) => (i === 7 ? 'page 7, edited' : `page ${i}`))).files).toEqual(after.files);
  }, 60_000);
});
