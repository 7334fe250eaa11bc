/**
 * The post-build pass over a small public/ shaped as Gatsby writes it (a script slice restitched into every page):
 * a warm pass, after what a warm Gatsby build does to public/, leaves exactly the files a cold pass leaves.
 */
import fs from 'fs';
import os from 'os';
import path from 'path';
import type { Reporter } from 'gatsby';
import { processBuiltPages, restorePageData } from '../../src/node/postBuild';

const slice = (hash: string) =>
  `\n<script id="gatsby-chunk-mapping">window.___chunkMapping="{\\"app\\":[\\"/app-aaaaaaaaaaaaaaaaaaaa.js\\"],\\"component---src-templates-doc-tsx\\":[]}";</script>` +
  `<script>window.___webpackCompilationHash="${hash}";</script><script src="/${'1'.repeat(4)}-${hash}.js" async></script><script src="/app-aaaaaaaaaaaaaaaaaaaa.js" async></script>`;

function page(route: string, title: string, body: string, hash: string, styles = 'cccccccccccccccccccc'): string {
  return (
    `<!DOCTYPE html><html lang="en"><head><style data-href="/styles.${styles}.css" data-identity="gatsby-global-css">body{margin:0}</style><meta charSet="utf-8"/><title>${title}</title><meta name="description" content="About ${title}"/>` +
    `<script>document.documentElement.dataset.theme="light"</script></head><body><div id="___gatsby"><main>` +
    `<article><h1>${title}</h1><div data-search-content="true">${body}</div></article>` +
    `</main></div><script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath=${JSON.stringify(route)};/*]]>*/</script>` +
    `<!-- slice-start id="_gatsby-scripts-1" -->${slice(hash)}<!-- slice-end id="_gatsby-scripts-1" --></body></html>`
  );
}

type Site = Record<string, string>;

function site(hash: string, docs: Record<string, [string, string]>, styles = 'cccccccccccccccccccc'): Site {
  const files: Site = {
    [`styles.${styles}.css`]: 'body{margin:0}',
    '_gatsby/slices/_gatsby-scripts-1.html': slice(hash),
    'page-data/app-data.json': JSON.stringify({ webpackCompilationHash: hash }),
    'webpack.stats.json': JSON.stringify({ assetsByChunkName: { app: ['app-aaaaaaaaaaaaaaaaaaaa.js', `styles.${styles}.css`] } }),
    'app-aaaaaaaaaaaaaaaaaaaa.js': 'app();',
    [`1111-${hash}.js`]: 'chunk();',
  };
  const components: Record<string, string> = {};
  for (const [route, [title, body]] of Object.entries(docs)) {
    files[`${route.slice(1)}index.html`] = page(route, title, body, hash, styles);
    // Gatsby's page data names the page's component; the pass appends its chunks (from the list the build left).
    const component = `component---doc${route.replace(/\//g, '-')}`;
    files[`page-data/${route.slice(1)}page-data.json`] = JSON.stringify({ componentChunkName: component, path: route, result: { data: {} } });
    components[component] = `1111:${hash}`;
  }
  files['../.cache/emitted-assets.json'] = JSON.stringify({ hash, assets: ['app-aaaaaaaaaaaaaaaaaaaa.js', `styles.${styles}.css`, `1111-${hash}.js`], components });
  // The route plan's records, which createPages writes beside public/ (the sitemap and the search contexts read them).
  const pages = Object.entries(docs).map(([route, [title]]) => ({
    kind: 'doc', route, locale: 'en', path: route, title, description: `About ${title}`, lvl0: 'Guides & more', section: 'docs',
    translated: true, noindex: false, file: null, date: null, authors: [], tags: [], cards: [],
  }));
  files['../.cache/obico/page-records.json'] = JSON.stringify({ pages, locales: ['en'], sidebarOrder: Object.keys(docs), contentDir: 'content' });
  return files;
}

function write(dir: string, files: Site): void {
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), text);
  }
}

function read(dir: string): Site {
  const out: Site = {};
  const walk = (folder: string) => {
    for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(full);
      else out[path.relative(dir, full)] = fs.readFileSync(full, 'utf8');
    }
  };
  walk(dir);
  return out;
}

/** What Gatsby does to a page it keeps when its script slice changed: the slice's new content between its markers. */
function restitch(file: string, hash: string): void {
  const kept = fs.readFileSync(file, 'utf8');
  const start = kept.indexOf('<!-- slice-start id="_gatsby-scripts-1" -->') + '<!-- slice-start id="_gatsby-scripts-1" -->'.length;
  fs.writeFileSync(file, kept.slice(0, start) + slice(hash) + kept.slice(kept.indexOf('<!-- slice-end')));
}

async function pass(root: string): Promise<string[]> {
  const messages: string[] = [];
  const reporter = {
    info: (message: string) => messages.push(message),
    warn: (message: string) => messages.push(message),
    error: (message: string) => messages.push(message),
    panicOnBuild: (message: string) => {
      throw new Error(message);
    },
  } as unknown as Reporter;
  await processBuiltPages(path.join(root, 'public'), reporter, path.join(root, '.cache', 'post-build.json'));
  return messages;
}

const before = {
  '/docs/a/': ['Alpha', '<p>See <a href="/docs/b/#setup">the setup</a>.</p><h2 id="more">More</h2><p>Alpha text, with a word of Russian: привет.</p>'],
  '/docs/b/': ['Beta', '<h2 id="setup">Setup</h2><p>Beta text.</p>'],
  '/docs/c/': ['Gamma', '<p>Gamma text, soon gone.</p>'],
} satisfies Record<string, [string, string]>;
const after = {
  '/docs/a/': before['/docs/a/'],
  '/docs/b/': ['Beta', '<h2 id="setup">Setup</h2><p>Beta text, edited.</p>'],
  '/docs/d/': ['Delta', '<p>A new page <a href="/docs/a/#more">back</a>.</p>'],
} satisfies Record<string, [string, string]>;

describe('the post-build pass on a warm build', () => {
  let tmp: string;
  const contentDir = process.env.CONTENT_DIR;
  beforeEach(() => {
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'obico-post-build-'));
    // The deploy files read the sidebars (doc path prefixes redirect to their first doc).
    write(path.join(tmp, 'content'), { 'sidebars.yaml': 'guideSidebar:\n  - /docs/a/\n' });
    process.env.CONTENT_DIR = path.join(tmp, 'content');
  });
  afterEach(() => {
    if (contentDir === undefined) delete process.env.CONTENT_DIR;
    else process.env.CONTENT_DIR = contentDir;
    fs.rmSync(tmp, { recursive: true, force: true });
  });

  it('leaves every file as a cold pass over the same build would, reading again only the pages Gatsby rendered anew', async () => {
    const warm = path.join(tmp, 'warm');
    write(path.join(warm, 'public'), site('1111111111111111aaaa', before));
    await pass(warm);
    const first = read(path.join(warm, 'public'));
    expect(first['docs/a/index.html']).toContain('<meta http-equiv="Content-Security-Policy" content="script-src \'self\' \'sha256-');
    expect(first['docs/a/index.html']).not.toContain('component---src-templates-doc-tsx');
    // The page data names the component's chunk and its hash, for the component map to register.
    expect(JSON.parse(first['page-data/docs/a/page-data.json']).componentChunkName).toBe('component---doc-docs-a-#1111:1111111111111111aaaa');

    // What a warm Gatsby build does: a new script slice restitched into the pages it keeps (their other bytes as the
    // pass left them), the edited and the new page rendered anew, the deleted page removed.
    const next = site('2222222222222222bbbb', after);
    restitch(path.join(warm, 'public/docs/a/index.html'), '2222222222222222bbbb');
    delete next['docs/a/index.html'];
    fs.rmSync(path.join(warm, 'public/docs/c'), { recursive: true });
    fs.rmSync(path.join(warm, 'public/page-data/docs/c'), { recursive: true });
    write(path.join(warm, 'public'), next);
    const messages = await pass(warm);
    expect(messages.join('\n')).toContain('(3 parsed, 1 with new scripts only, 0 unchanged)');

    const cold = path.join(tmp, 'cold');
    write(path.join(cold, 'public'), site('2222222222222222bbbb', after));
    await pass(cold);
    const warmFiles = read(path.join(warm, 'public'));
    const coldFiles = read(path.join(cold, 'public'));
    expect(Object.keys(warmFiles).sort()).toEqual(Object.keys(coldFiles).sort());
    for (const name of Object.keys(coldFiles)) expect([name, warmFiles[name]]).toEqual([name, coldFiles[name]]);
    expect(coldFiles['search/en.json']).toContain('["edit",'); // "edited", stemmed
    expect(coldFiles['search/en.json']).toContain('"Delta"');
    expect(coldFiles['search/en.json']).not.toMatch(/gamma/i);
    expect(coldFiles['_headers']).not.toContain('1111111111111111aaaa');
    expect(JSON.parse(warmFiles['page-data/docs/a/page-data.json']).componentChunkName).toBe('component---doc-docs-a-#1111:2222222222222222bbbb');
    // Before the next build, Gatsby gets its page data back as it wrote it, byte for byte.
    const written = site('2222222222222222bbbb', after);
    expect(restorePageData(path.join(cold, 'public'))).toBe(Object.keys(after).length);
    for (const route of Object.keys(after)) {
      const file = `page-data/${route.slice(1)}page-data.json`;
      expect(fs.readFileSync(path.join(cold, 'public', file), 'utf8')).toBe(written[file]);
    }
    expect(restorePageData(path.join(cold, 'public'))).toBe(0);

    // And a pass over a build Gatsby did not touch reads no page.
    expect((await pass(warm)).join('\n')).toContain('(0 parsed, 0 with new scripts only, 4 unchanged)');
    expect(read(path.join(warm, 'public'))).toEqual(coldFiles);
  });

  it('fails, saying to build from clean, when a page Gatsby kept still inlines the CSS of an earlier build', async () => {
    const root = path.join(tmp, 'site');
    write(path.join(root, 'public'), site('1111111111111111aaaa', before));
    await pass(root);
    // A CSS-only change: a new stylesheet and script slice, but Gatsby renders no page again.
    const next = site('2222222222222222bbbb', before, 'dddddddddddddddddddd');
    for (const route of Object.keys(before)) delete next[`${route.slice(1)}index.html`];
    write(path.join(root, 'public'), next);
    for (const route of Object.keys(before)) restitch(path.join(root, 'public', route, 'index.html'), '2222222222222222bbbb');
    await expect(pass(root)).rejects.toThrow(/\/docs\/a\/index\.html inlines \/styles\.cccccccccccccccccccc\.css.*Build from clean/);
  });
});
