/**
 * A warm build renames every async chunk ([id]-[fullhash].js), and terser keys its cache by name: the plugin must
 * hand back the minified form of every chunk whose content did not change, and minify only the changed ones, with
 * output identical to a fresh minification (license files included, named after the new chunk).
 */
import fs from 'fs';
import os from 'os';
import path from 'path';
import webpack from 'webpack';
import TerserPlugin from 'terser-webpack-plugin';
import { MinifyByContentPlugin } from '../../src/node/minifyByContent';

jest.setTimeout(60_000);

const LICENSED = '/*! license: a licensed helper, (c) its authors */\nexport const licensed = (x) => x * 7;\n';

function writeSources(dir: string, pageText: string) {
  fs.mkdirSync(path.join(dir, 'src'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'src/index.js'), "import('./page').then((m) => console.log(m.text));\nimport('./licensed').then((m) => console.log(m.licensed(6)));\n");
  fs.writeFileSync(path.join(dir, 'src/page.js'), `export const text = ${JSON.stringify(pageText)};\n`);
  fs.writeFileSync(path.join(dir, 'src/licensed.js'), LICENSED);
}

/** Builds dir/src into dir/out; counts the files terser minified. */
function build(dir: string, cached: boolean): Promise<{ files: Record<string, string>; minified: string[] }> {
  const minified: string[] = [];
  const terser = new TerserPlugin({
    parallel: false,
    minify: (input, sourceMap, options, extractComments) => {
      minified.push(...Object.keys(input));
      return TerserPlugin.terserMinify(input, sourceMap, options, extractComments);
    },
  });
  const out = path.join(dir, 'out');
  fs.rmSync(out, { recursive: true, force: true });
  const compiler = webpack({
    mode: 'production',
    context: dir,
    entry: './src/index.js',
    output: { path: out, filename: 'app.js', chunkFilename: '[id]-[fullhash].js' },
    optimization: { minimize: true, minimizer: [terser], chunkIds: 'deterministic', moduleIds: 'deterministic' },
    cache: { type: 'filesystem', cacheDirectory: path.join(dir, 'cache'), buildDependencies: {} },
    plugins: cached ? [new MinifyByContentPlugin(webpack)] : [],
  });
  return new Promise((resolve, reject) => {
    compiler.run((error, stats) => {
      compiler.close(() => {
        if (error || !stats || stats.hasErrors()) return reject(error ?? new Error(stats?.toString('errors-only')));
        const files = Object.fromEntries(fs.readdirSync(out).sort().map((name) => [name, fs.readFileSync(path.join(out, name), 'utf8')]));
        resolve({ files, minified: [...new Set(minified.map((name) => name.replace(/-[0-9a-f]+\.js$/, '')))] });
      });
    });
  });
}

describe('MinifyByContentPlugin', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'minify-by-content-'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('minifies only the changed chunk on a warm build, with the output a cold build gives', async () => {
    writeSources(dir, 'first text');
    const cold = await build(dir, true);
    expect(cold.minified.sort()).toEqual(Object.keys(cold.files).filter((name) => name.endsWith('.js')).map((name) => name.replace(/-[0-9a-f]+\.js$/, '')).sort());

    writeSources(dir, 'second text');
    const warm = await build(dir, true);
    // The licensed chunk was renamed (new full hash) but not minified again; the page's chunk and the entry were.
    const licensedChunk = Object.keys(warm.files).find((name) => warm.files[`${name}.LICENSE.txt`] !== undefined);
    expect(licensedChunk).toBeDefined();
    expect(Object.keys(cold.files)).not.toContain(licensedChunk);
    expect(warm.minified).not.toContain(licensedChunk!.replace(/-[0-9a-f]+\.js$/, ''));
    expect(warm.minified).toContain('app.js');

    // The same sources built without the plugin and without a cache: the same files, byte for byte.
    fs.rmSync(path.join(dir, 'cache'), { recursive: true, force: true });
    const fresh = await build(dir, false);
    expect(warm.files).toEqual(fresh.files);
    // The license banner names the renamed chunk, and its license file is beside it.
    expect(warm.files[licensedChunk!]).toContain(`For license information please see ${licensedChunk}.LICENSE.txt`);
    expect(warm.files[`${licensedChunk}.LICENSE.txt`]).toContain('a licensed helper');
  });
});
