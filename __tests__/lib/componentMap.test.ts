import { bucketFiles, componentMapFiles } from '../../src/lib/componentMap';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { compactAsyncRequires, asyncRequiresBucket } = require('../../src/node/compactAsyncRequires.js') as {
  compactAsyncRequires(source: string, self?: string): { code: string };
  asyncRequiresBucket(source: string, bucket: number): { code: string };
};

const names = Array.from({ length: 120 }, (_, i) => `component---src-templates-doc-tsx-content-file-path-content-docs-guide-${i}-mdx`);
const generated = ['exports.components = {', names.map((name) => `  "${name}": () => import("./doc.tsx?n=${name}" /* webpackChunkName: "${name}" */)`).join(',\n'), '}', ''].join('\n');

describe('componentMapFiles', () => {
  it("names the file of the bucket that holds the page's component, as the loader split the map", () => {
    const count = (compactAsyncRequires(generated).code.match(/webpackChunkName: "component-map-\d+"/g) ?? []).length;
    expect(count).toBeGreaterThan(1);
    // Stats as webpack writes them: a group per bucket, plus the pages' own groups.
    const stats = {
      namedChunkGroups: {
        app: { assets: [{ name: 'app-1.js' }] },
        ...Object.fromEntries(Array.from({ length: count }, (_, b) => [`component-map-${b}`, { assets: [{ name: `${900 + b}-abc.js` }, { name: `${900 + b}-abc.js.map` }] }])),
      },
    };
    const buckets = bucketFiles(stats);
    expect(buckets).toHaveLength(count);
    for (const name of [names[0], names[57], names[119]]) {
      const [file] = componentMapFiles(name, buckets);
      const bucket = Number(file.slice(0, 3)) - 900;
      expect(asyncRequiresBucket(generated, bucket).code).toContain(`webpackChunkName: "${name}"`);
    }
  });

  it('preloads nothing when the build has no buckets or a bucket is missing', () => {
    expect(componentMapFiles(names[0], bucketFiles({ namedChunkGroups: { app: { assets: ['app.js'] } } }))).toEqual([]);
    expect(bucketFiles({ namedChunkGroups: { 'component-map-1': { assets: ['1.js'] } } })).toEqual([]);
    expect(bucketFiles({})).toEqual([]);
  });
});
