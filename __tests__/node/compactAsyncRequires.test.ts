// eslint-disable-next-line @typescript-eslint/no-require-imports
const { compactAsyncRequires, asyncRequiresBucket, bucketCount, chunkKey } = require('../../src/node/compactAsyncRequires.js') as {
  compactAsyncRequires(source: string, self?: string): { code: string; compacted: boolean; reason?: string };
  asyncRequiresBucket(source: string, bucket: number): { code: string; compacted: boolean; reason?: string };
  bucketCount(entries: number): number;
  chunkKey(name: string): string;
};

const SELF = '/site/.cache/_this_is_virtual_fs_path_/$virtual/async-requires.js';
const docName = (slug: string) => `component---src-templates-doc-tsx-content-file-path-content-docs-${slug}-mdx`;
const names = ['component---src-pages-404-tsx', docName('user-guides-klipper-setup'), ...Array.from({ length: 198 }, (_, i) => docName(`guide-${i}`))];
const fileOf = (name: string) => (name.endsWith('404-tsx') ? './../../../src/pages/404.tsx' : `./../../../src/templates/doc.tsx?__contentFilePath=/site/content/docs/${name.slice(59, -4)}.mdx`);
const generate = (list: string[]) =>
  ['exports.components = {', list.map((name) => `  "${name}": () => import("${fileOf(name)}" /* webpackChunkName: "${name}" */)`).join(',\n'), '}', ''].join('\n');
const generated = generate(names);

/**
 * Runs the app's module as webpack would: its import()s of its own buckets get the bucket modules this loader
 * writes, every other import() resolves to the file it names. Returns the `components` export and the buckets loaded.
 */
function load(code: string): { components: Record<string, () => Promise<unknown>>; bucketsLoaded: number[] } {
  const bucketsLoaded: number[] = [];
  const dynamicImport = (request: string): Promise<unknown> => {
    const bucket = request.startsWith(`${SELF}?bucket=`) ? Number(request.split('=')[1]) : null;
    if (bucket === null) return Promise.resolve({ file: request });
    bucketsLoaded.push(bucket);
    const module = asyncRequiresBucket(generated, bucket);
    expect(module.compacted).toBe(true);
    const body = module.code.replace(/^export default /, 'return ').replace(/\bimport\(/g, 'dynamicImport(');
    return Promise.resolve({ default: new Function('dynamicImport', body)(dynamicImport) });
  };
  const exports: { components?: Record<string, () => Promise<unknown>> } = {};
  new Function('exports', 'dynamicImport', code.replace(/\bimport\(/g, 'dynamicImport('))(exports, dynamicImport);
  return { components: exports.components!, bucketsLoaded };
}

describe('compactAsyncRequires', () => {
  it('keeps no component name in the app, and finds every component by its name through one bucket', async () => {
    const { code, compacted } = compactAsyncRequires(generated, SELF);
    expect(compacted).toBe(true);
    expect(code).not.toMatch(/component---src-templates-doc/);
    const { components, bucketsLoaded } = load(code);
    for (const name of names) await expect(components[name]()).resolves.toEqual({ file: fileOf(name) });
    // Each bucket is fetched once, however many of its components load.
    expect(bucketsLoaded).toEqual([...new Set(bucketsLoaded)]);
    expect(bucketsLoaded.length).toBe(bucketCount(names.length));
  });

  it('splits the map into about √n buckets that hold every entry once, under its key, with its chunk name', () => {
    const count = bucketCount(names.length);
    expect(count).toBeGreaterThanOrEqual(5);
    expect(count).toBeLessThanOrEqual(20);
    const buckets = Array.from({ length: count }, (_, b) => asyncRequiresBucket(generated, b).code);
    for (const name of names) {
      const holders = buckets.filter((code) => code.includes(`"${chunkKey(name)}": () => import("${fileOf(name)}" /* webpackChunkName: "${name}" */)`));
      expect(holders).toHaveLength(1);
    }
    // Evenly enough that no page loads much more than its share.
    for (const code of buckets) expect(code.split('\n').length - 2).toBeLessThan((3 * names.length) / count);
  });

  it('rejects, naming it, a component that is not in the map', async () => {
    const { components } = load(compactAsyncRequires(generated, SELF).code);
    await expect(components['component---src-pages-missing-tsx']()).rejects.toThrow('component---src-pages-missing-tsx');
  });

  it('gives short, stable keys', () => {
    expect(chunkKey('')).toBe((0x811c9dc5).toString(36));
    expect(chunkKey(names[1])).toBe(chunkKey(names[1]));
    expect(chunkKey(names[0])).not.toBe(chunkKey(names[1]));
    expect(chunkKey(names[1]).length).toBeLessThanOrEqual(7);
  });

  it('leaves a file of another format as it is', () => {
    for (const source of ['module.exports = {}', generated.replace('() => import(', 'function () { return import('), `${generated}exports.head = {}\n`]) {
      expect(compactAsyncRequires(source, SELF)).toMatchObject({ code: source, compacted: false });
      expect(asyncRequiresBucket(source, 0)).toMatchObject({ code: source, compacted: false });
    }
  });
});

describe('compactAsyncRequires in webpack', () => {
  // Webpack (Gatsby's) bundles a generated map of 200 page components with the loader, as gatsby-node configures
  // it; the bundle then loads every component by its name through its bucket's chunk.
  it('splits the map into bucket chunks and loads every component by its name', async () => {
    /* eslint-disable @typescript-eslint/no-require-imports */
    const fs = require('fs') as typeof import('fs');
    const os = require('os') as typeof import('os');
    const path = require('path') as typeof import('path');
    const webpack = require('webpack') as typeof import('webpack');
    /* eslint-enable @typescript-eslint/no-require-imports */
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'async-requires-'));
    try {
      const virtual = path.join(dir, '.cache/_this_is_virtual_fs_path_/$virtual');
      fs.mkdirSync(virtual, { recursive: true });
      fs.mkdirSync(path.join(dir, 'src/pages'), { recursive: true });
      const pages = Array.from({ length: 200 }, (_, i) => `component---src-pages-p${i}-mdx`);
      pages.forEach((_, i) => fs.writeFileSync(path.join(dir, `src/pages/p${i}.js`), `export default "page ${i}";\n`));
      const entries = pages.map((name, i) => `  "${name}": () => import("./../../../src/pages/p${i}.js" /* webpackChunkName: "${name}" */)`);
      fs.writeFileSync(path.join(virtual, 'async-requires.js'), ['exports.components = {', entries.join(',\n'), '}', ''].join('\n'));
      fs.writeFileSync(path.join(dir, 'entry.js'), 'module.exports = require("./.cache/_this_is_virtual_fs_path_/$virtual/async-requires.js").components;\n');
      const stats = await new Promise<import('webpack').Stats>((resolve, reject) =>
        webpack(
          {
            mode: 'production',
            context: dir,
            target: 'node',
            entry: { app: './entry.js' },
            output: { path: path.join(dir, 'dist'), filename: '[name].js', chunkFilename: '[id]-[fullhash].js', library: { type: 'commonjs2' } },
            module: { rules: [{ test: /[\\/]\$virtual[\\/]async-requires\.js$/, use: [{ loader: path.join(__dirname, '../../src/node/compactAsyncRequires.js') }] }] },
          },
          (error, result) => (error || !result ? reject(error) : resolve(result)),
        ),
      );
      expect(stats.hasErrors() || stats.hasWarnings()).toBe(false);
      const groups = Object.keys(stats.toJson({ all: false, chunkGroups: true }).namedChunkGroups ?? {});
      expect(groups.filter((name) => name.startsWith('component-map-'))).toHaveLength(bucketCount(pages.length));
      const app = fs.readFileSync(path.join(dir, 'dist/app.js'), 'utf8');
      expect(app).not.toContain('component---src-pages');
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const components = require(path.join(dir, 'dist/app.js')) as Record<string, () => Promise<{ default: string }>>;
      const loaded = await Promise.all(pages.map((name) => components[name]()));
      expect(loaded.map((module) => module.default)).toEqual(pages.map((_, i) => `page ${i}`));
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
