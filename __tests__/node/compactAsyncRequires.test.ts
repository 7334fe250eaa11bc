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
