// eslint-disable-next-line @typescript-eslint/no-require-imports
const { compactAsyncRequires, chunkKey } = require('../../src/node/compactAsyncRequires.js') as {
  compactAsyncRequires(source: string): { code: string; compacted: boolean; reason?: string };
  chunkKey(name: string): string;
};

const names = ['component---src-pages-404-tsx', 'component---src-templates-doc-tsx-content-file-path-content-docs-user-guides-klipper-setup-mdx'];
const generated = [
  'exports.components = {',
  `  "${names[0]}": () => import("./../../../src/pages/404.tsx" /* webpackChunkName: "${names[0]}" */),`,
  `  "${names[1]}": () => import("./../../../src/templates/doc.tsx?__contentFilePath=/site/content/docs/user-guides/klipper-setup.mdx" /* webpackChunkName: "${names[1]}" */)`,
  '}',
  '',
].join('\n');

/** Runs the module's code and returns its `components` export (the import()s are never called). */
function load(code: string): Record<string, unknown> {
  const exports: { components?: Record<string, unknown> } = {};
  new Function('exports', code)(exports);
  return exports.components as Record<string, unknown>;
}

describe('compactAsyncRequires', () => {
  it('keys the map by short hashes and still finds every component by its name', () => {
    const { code, compacted } = compactAsyncRequires(generated);
    expect(compacted).toBe(true);
    expect(code).not.toMatch(/"component---src-templates-doc-tsx-content-file-path[^"]*":/);
    expect(code).toContain(`webpackChunkName: "${names[1]}"`);
    const components = load(code);
    for (const name of names) {
      expect(typeof components[name]).toBe('function');
      expect(name in components).toBe(true);
    }
    expect(components['component---src-pages-missing-tsx']).toBeUndefined();
    expect('component---src-pages-missing-tsx' in components).toBe(false);
  });

  it('gives short, stable keys', () => {
    expect(chunkKey('')).toBe((0x811c9dc5).toString(36));
    expect(chunkKey(names[1])).toBe(chunkKey(names[1]));
    expect(chunkKey(names[0])).not.toBe(chunkKey(names[1]));
    expect(chunkKey(names[1]).length).toBeLessThanOrEqual(7);
  });

  it('leaves a file of another format as it is', () => {
    for (const source of ['module.exports = {}', generated.replace('() => import(', 'function () { return import('), `${generated}exports.head = {}\n`]) {
      const result = compactAsyncRequires(source);
      expect(result).toMatchObject({ code: source, compacted: false });
    }
  });
});
