/**
 * What patches/gatsby+5.16.1.patch changes in Gatsby, seen from outside (patch-package applies it on install):
 * - stitching slices into pages treats the HTML as bytes, so the pages of every script (Cyrillic, accents, curly
 *   quotes) must come out exactly as Gatsby's own UTF-8 stitching made them;
 * - the compilation of gatsby-config.ts and gatsby-node.ts is skipped while nothing it reads changed, so an edit to
 *   any module they import must still be compiled, and the compiled files must stay when nothing changed.
 */
import { spawnSync } from 'child_process';
import fs from 'fs';
import os from 'os';
import path from 'path';

// Each compilation starts Parcel afresh (a few seconds; more on a busy machine).
jest.setTimeout(120_000);

const ROOT = path.resolve(__dirname, '../..');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { stitchSliceForAPage } = require(path.join(ROOT, 'node_modules/gatsby/dist/utils/slices/stitching.js')) as {
  stitchSliceForAPage(args: { pagePath: string; publicDir: string }): Promise<void>;
};

describe('stitching slices into pages', () => {
  let publicDir: string;
  beforeEach(() => {
    publicDir = fs.mkdtempSync(path.join(os.tmpdir(), 'stitch-'));
    fs.mkdirSync(path.join(publicDir, '_gatsby/slices'), { recursive: true });
  });
  afterEach(() => fs.rmSync(publicDir, { recursive: true, force: true }));

  const slice = (id: string, html: string) => fs.writeFileSync(path.join(publicDir, '_gatsby/slices', `${id}.html`), html);
  const page = (route: string, html: string) => {
    fs.mkdirSync(path.join(publicDir, route), { recursive: true });
    fs.writeFileSync(path.join(publicDir, route, 'index.html'), html);
  };
  const read = (route: string) => fs.readFileSync(path.join(publicDir, route, 'index.html'), 'utf8');

  it('fills fresh placeholders, nested slices included, and keeps every non-ASCII character of page and slice', async () => {
    slice('_gatsby-scripts-1', '<script>window.___webpackCompilationHash="é1";</script>');
    slice('footer', '<footer>Подвал © “Obico” <slice-start id="inner"></slice-start><slice-end id="inner"></slice-end></footer>');
    slice('inner', '<b>Größe ✓</b>');
    page('ru-RU/docs/a', '<html lang="ru-RU"><body><h1>Настройка «Klipper» — 𝄞</h1><slice-start id="footer"></slice-start><slice-end id="footer"></slice-end><slice-start id="_gatsby-scripts-1"></slice-start><slice-end id="_gatsby-scripts-1"></slice-end></body></html>');
    await stitchSliceForAPage({ pagePath: '/ru-RU/docs/a/', publicDir });
    expect(read('ru-RU/docs/a')).toBe(
      '<html lang="ru-RU"><body><h1>Настройка «Klipper» — 𝄞</h1>' +
        '<!-- slice-start id="footer" --><footer>Подвал © “Obico” <!-- slice-start id="inner" --><b>Größe ✓</b><!-- slice-end id="inner" --></footer><!-- slice-end id="footer" -->' +
        '<!-- slice-start id="_gatsby-scripts-1" --><script>window.___webpackCompilationHash="é1";</script><!-- slice-end id="_gatsby-scripts-1" --></body></html>',
    );
  });

  it('restitches a page stitched by an earlier build with the slice as it is now, and leaves an up-to-date page untouched', async () => {
    slice('_gatsby-scripts-1', '<script>window.___webpackCompilationHash="new";</script>');
    const before = (hash: string) =>
      `<html><body><p>Überblick – Ñandú</p><!-- slice-start id="_gatsby-scripts-1" --><script>window.___webpackCompilationHash="${hash}";</script><!-- slice-end id="_gatsby-scripts-1" --></body></html>`;
    page('de-DE/blog', before('old'));
    page('es-ES/blog', before('new'));
    const untouched = fs.statSync(path.join(publicDir, 'es-ES/blog/index.html')).mtimeMs;
    await new Promise((resolve) => setTimeout(resolve, 20));
    await stitchSliceForAPage({ pagePath: '/de-DE/blog/', publicDir });
    await stitchSliceForAPage({ pagePath: '/es-ES/blog/', publicDir });
    expect(read('de-DE/blog')).toBe(before('new'));
    expect(fs.statSync(path.join(publicDir, 'es-ES/blog/index.html')).mtimeMs).toBe(untouched);
  });
});

describe('compiling gatsby-config.ts and gatsby-node.ts', () => {
  let site: string;
  beforeEach(() => {
    site = fs.mkdtempSync(path.join(os.tmpdir(), 'compile-'));
    fs.writeFileSync(path.join(site, 'package.json'), JSON.stringify({ name: 'compile-fixture', private: true }));
    fs.writeFileSync(path.join(site, 'gatsby-config.ts'), 'export default { siteMetadata: { title: "fixture" } };\n');
    fs.writeFileSync(path.join(site, 'gatsby-node.ts'), 'import { word } from "./src/word";\nexport const onPreInit = () => console.log(word);\n');
    fs.mkdirSync(path.join(site, 'src'));
    fs.writeFileSync(path.join(site, 'src/word.ts'), 'export const word: string = "first";\n');
  });
  afterEach(() => fs.rmSync(site, { recursive: true, force: true }));

  /**
   * Runs Gatsby's compile step on the fixture in a process of its own, as `gatsby build` does at its start. (From a
   * file, not `node -e`: Gatsby's worker process would inherit the `-e` and run the script again.)
   */
  const compile = () => {
    const script = path.join(site, 'compile.js');
    fs.writeFileSync(
      script,
      `require(${JSON.stringify(path.join(ROOT, 'node_modules/gatsby/dist/utils/parcel/compile-gatsby-files.js'))}).compileGatsbyFiles(${JSON.stringify(site)}).then(() => process.exit(0), (error) => { console.error(error); process.exit(1); });\n`,
    );
    const run = spawnSync(process.execPath, [script], { cwd: site, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], timeout: 60_000, env: { ...process.env, NODE_ENV: 'production' } });
    expect({ status: run.status, error: run.error?.message }).toEqual({ status: 0, error: undefined });
  };
  const compiled = path.join('.cache', 'compiled', 'gatsby-node.js');
  const output = () => fs.readFileSync(path.join(site, compiled), 'utf8');

  it('compiles an edited imported module again, and keeps the compiled files while nothing changed', () => {
    compile();
    expect(output()).toContain('"first"');
    const stamp = fs.statSync(path.join(site, compiled)).mtimeMs;

    compile();
    expect(fs.statSync(path.join(site, compiled)).mtimeMs).toBe(stamp);

    // An edit to a module gatsby-node.ts imports.
    fs.writeFileSync(path.join(site, 'src/word.ts'), 'export const word: string = "second";\n');
    compile();
    expect(output()).toContain('"second"');
  });
});
