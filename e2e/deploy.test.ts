/**
 * Deploy configuration on the production build: netlify.toml, the written _redirects, the sitemap, robots.txt; and
 * in the browser, that pages request nothing from another origin. How Netlify applies _headers and _redirects (and the
 * header policy in the browser) is tested through Netlify's own CLI, in netlify.test.ts.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { parse as parseToml } from 'smol-toml';
import { ROOT, useSite, waitForHydration } from './harness';
import { isTextFile, textDefect } from '../src/lib/deploy/textIntegrity';
import { listFiles } from '../src/node/deploy';

const publicDir = path.join(ROOT, 'public');
const read = (file: string) => fs.readFileSync(path.join(publicDir, file), 'utf8');

describe('netlify.toml', () => {
  it('builds with npm run build, publishes public/, pins Node and disables telemetry', () => {
    const config = parseToml(fs.readFileSync(path.join(ROOT, 'netlify.toml'), 'utf8')) as { build: { command: string; publish: string; environment: Record<string, string> } };
    assert.equal(config.build.command, 'npm run build');
    assert.equal(config.build.publish, 'public');
    assert.equal(config.build.environment.NODE_VERSION, '22');
    assert.equal(config.build.environment.GATSBY_TELEMETRY_DISABLED, '1');
  });
});

describe('the written _redirects', () => {
  const lines = read('_redirects')
    .split('\n')
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => line.split(/\s+/));

  it('sends both .html forms of every page to its trailing-slash route with a 301', () => {
    const redirects = new Map(lines.map(([from, to, status]) => [from, { to, status }]));
    for (const route of ['/help/', '/docs/user-guides/klipper-setup/', '/blog/2022/06/14/obico-for-klipper-beta/', '/blog/page/2/']) {
      assert.deepEqual(redirects.get(`${route}index.html`), { to: route, status: '301!' });
      assert.deepEqual(redirects.get(`${route.slice(0, -1)}.html`), { to: route, status: '301' });
    }
    assert.deepEqual(redirects.get('/index.html'), { to: '/', status: '301!' });
  });

  const locales = ['', ...fs.readdirSync(publicDir).filter((name) => /^[a-z]{2}-[A-Z]{2}$/.test(name)).map((name) => `/${name}`)];

  it('sends doc path prefixes without a page to their first doc in sidebar order, in every locale', () => {
    const redirects = new Map(lines.map(([from, to, status]) => [from, { to, status }]));
    assert.ok(locales.length > 1, 'a build with one other locale at least');
    for (const prefix of locales) {
      assert.deepEqual(redirects.get(`${prefix}/docs/user-guides/`), { to: `${prefix}/docs/user-guides/getting-started/`, status: '301!' });
      assert.deepEqual(redirects.get(`${prefix}/docs/user-guides/moonraker-obico/`), { to: `${prefix}/docs/user-guides/moonraker-obico/overview/`, status: '301!' });
      assert.deepEqual(redirects.get(`${prefix}/docs/user-guides/first_layer_ai/`), { to: `${prefix}/docs/user-guides/first_layer_ai/nozzle-ninja-first-layer-ai/`, status: '301!' });
    }
  });

  it('every path prefix of a doc route is a page or redirects', () => {
    const redirected = new Set(lines.map(([from]) => from));
    const missing = new Set<string>();
    for (const file of listFiles(publicDir)) {
      const match = /^(\/[a-z]{2}-[A-Z]{2})?(\/docs\/.+\/)index\.html$/.exec(file);
      if (!match) continue;
      const parts = match[2].split('/').filter(Boolean);
      for (let depth = 1; depth < parts.length; depth += 1) {
        const prefix = `${match[1] ?? ''}/${parts.slice(0, depth).join('/')}/`;
        const isPage = fs.existsSync(path.join(publicDir, prefix, 'index.html')) && !read(`${prefix}index.html`).includes('http-equiv="refresh"');
        if (!isPage && !redirected.has(prefix)) missing.add(prefix);
      }
    }
    assert.deepEqual([...missing], []);
  });

  it("ends with each locale's not-found page for its paths (status 404), English for the rest", () => {
    const notFound = lines.filter(([, , status]) => status === '404');
    assert.deepEqual(
      notFound.map(([from, to]) => `${from} ${to}`),
      [...locales.slice(1).map((prefix) => `${prefix}/* ${prefix}/404.html`), '/* /404.html'],
    );
    assert.deepEqual(lines.slice(-notFound.length), notFound, 'the not-found rules come last');
    for (const [, to] of notFound) assert.ok(fs.existsSync(path.join(publicDir, to)), `${to} exists`);
    for (const prefix of locales.slice(1)) {
      // The translated page, not the English one.
      assert.equal(/<html[^>]* lang="([^"]+)"/.exec(read(`${prefix}/404.html`))?.[1], prefix.slice(1));
    }
  });
});

describe('published files', () => {
  const files = listFiles(publicDir);

  it('no text file holds a NUL byte or invalid UTF-8', () => {
    const textFiles = files.filter(isTextFile);
    assert.ok(textFiles.length > 1000);
    const defects = textFiles.flatMap((file) => {
      const defect = textDefect(fs.readFileSync(path.join(publicDir, file)));
      return defect ? [`${file}: ${defect}`] : [];
    });
    assert.deepEqual(defects, []);
  });

  it('the ru-RU pages and the language menu carry their Cyrillic intact', () => {
    const ruPage = path.join(publicDir, 'ru-RU/docs/user-guides/klipper-setup/index.html');
    if (!fs.existsSync(ruPage)) return assert.fail('build with GATSBY_BUILD_LOCALES including ru-RU');
    const html = fs.readFileSync(ruPage, 'utf8');
    assert.ok(html.includes('Русский'));
    assert.ok(!html.includes('\0') && !html.includes('\uFFFD'));
    assert.ok(fs.readFileSync(path.join(publicDir, 'index.html'), 'utf8').includes('Русский'), 'the English home page lists Русский in its language menu');
  });

  it('publishes no source map, and no script points to one', () => {
    assert.deepEqual(files.filter((file) => file.endsWith('.map')), []);
    const scripts = files.filter((file) => file.endsWith('.js'));
    assert.ok(scripts.length > 3);
    assert.deepEqual(scripts.filter((file) => /sourceMappingURL=/.test(read(file))), []);
    assert.doesNotMatch(read('_headers'), /\.map\b/);
  });
});

describe('sitemap and robots', () => {
  it('the sitemap lists every page once with absolute URLs, and no not-found page', () => {
    const xml = read('sitemap.xml');
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    assert.ok(locs.length > 700, `${locs.length} URLs`);
    assert.equal(new Set(locs).size, locs.length);
    assert.ok(locs.includes('https://www.obico.io/docs/user-guides/klipper-setup/'));
    assert.ok(!locs.some((loc) => loc.includes('/404')));
  });
  it('the demo markdown page asks not to be indexed and is in neither the sitemap nor the search index', () => {
    assert.match(read('markdown-page/index.html'), /<meta name="robots" content="noindex"[^>]*>/);
    assert.ok(!read('sitemap.xml').includes('/markdown-page/'));
    assert.ok(!read('search/en.json').includes('markdown-page'));
    // Redirect pages are not pages either.
    assert.ok(!read('sitemap.xml').includes('<loc>https://www.obico.io/docs/user-guides/</loc>'));
  });
  it('robots.txt points to the sitemap', () => {
    assert.match(read('robots.txt'), /^Sitemap: https:\/\/www\.obico\.io\/sitemap\.xml$/m);
  });
});

describe('in the browser', () => {
  const site = useSite();

  for (const route of ['/docs/user-guides/klipper-setup/', '/blog/2022/06/14/obico-for-klipper-beta/', '/help/']) {
    it(`${route}: every request goes to the site's own origin, and no script is refused by the page policy`, async () => {
      const { page } = await site.newPage();
      const requests: string[] = [];
      const refused: string[] = [];
      page.on('request', (request) => requests.push(request.url()));
      page.on('console', (message) => {
        if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
      });
      await page.goto(route, { waitUntil: 'networkidle' });
      // hydration happened: React attached and the page is interactive
      await waitForHydration(page);
      await page.mouse.wheel(0, 4000);
      await page.waitForTimeout(300);
      assert.ok(requests.length > 3);
      assert.deepEqual(requests.filter((url) => !url.startsWith(site.baseUrl)), []);
      assert.deepEqual(refused, []);
      await page.context().close();
    });
  }

  it('a doc path prefix without a page leads to its first doc under gatsby serve too', async () => {
    const { page } = await site.newPage();
    for (const [from, to] of [
      ['/docs/user-guides/', '/docs/user-guides/getting-started/'],
      ['/docs/user-guides/first_layer_ai/', '/docs/user-guides/first_layer_ai/nozzle-ninja-first-layer-ai/'],
      ['/ru-RU/docs/user-guides/moonraker-obico/', '/ru-RU/docs/user-guides/moonraker-obico/overview/'],
    ]) {
      await page.goto(from);
      await page.waitForURL(`**${to}`);
      await page.locator('main h1').first().waitFor();
    }
    await page.context().close();
  });

  it('a doc shown in English in another locale says so; a translated one keeps its language', async () => {
    const { page } = await site.newPage();
    const structured = () => page.locator('script[type="application/ld+json"]').first().evaluate((node) => JSON.parse(node.textContent ?? '{}'));
    await page.goto('/ru-RU/docs/user-guides/detection-print-job-settings/');
    assert.equal(await page.locator('html').getAttribute('lang'), 'ru-RU');
    assert.equal(await page.locator('article.docs-article').getAttribute('lang'), 'en');
    assert.equal(await page.locator('.fallback-notice').getAttribute('lang'), 'ru-RU');
    assert.equal((await structured()).inLanguage, 'en');
    await page.goto('/ru-RU/docs/user-guides/klipper-setup/');
    assert.equal(await page.locator('article.docs-article').getAttribute('lang'), null);
    assert.equal((await structured()).inLanguage, 'ru-RU');
    await page.goto('/ru-RU/blog/2022/06/14/obico-for-klipper-beta/');
    assert.equal(await page.locator('article.blog-post').getAttribute('lang'), 'en');
    assert.equal((await structured()).inLanguage, 'en');
    await page.goto('/docs/user-guides/optimal-camera-setup/');
    assert.equal(await page.locator('article.docs-article').getAttribute('lang'), null);
    assert.equal((await structured()).inLanguage, 'en');
    await page.context().close();
  });

  it('a post carries link-preview tags and BlogPosting structured data', async () => {
    const { page } = await site.newPage();
    await page.goto('/blog/2022/06/14/obico-for-klipper-beta/');
    assert.equal(await page.locator('meta[property="og:type"]').getAttribute('content'), 'article');
    assert.match((await page.locator('meta[property="og:image"]').getAttribute('content')) ?? '', /^https:\/\/www\.obico\.io\/static\/.+\.jpg$/);
    assert.equal(await page.locator('meta[name="twitter:card"]').getAttribute('content'), 'summary_large_image');
    const data = await page.locator('script[type="application/ld+json"]').evaluateAll((nodes) => nodes.map((node) => JSON.parse(node.textContent ?? '{}')));
    assert.deepEqual(
      data.map((item: { '@type': string }) => item['@type']),
      ['BlogPosting', 'BreadcrumbList'],
    );
    assert.equal(data[0].datePublished, '2022-06-14');
    await page.goto('/docs/user-guides/klipper-setup/');
    assert.match(data[0].dateModified, /^\d{4}-\d{2}-\d{2}/);
    assert.ok(data[0].dateModified >= data[0].datePublished);
    const docData = await page.locator('script[type="application/ld+json"]').evaluateAll((nodes) => nodes.map((node) => JSON.parse(node.textContent ?? '{}')));
    assert.deepEqual(docData.map((item) => item['@type']), ['TechArticle', 'BreadcrumbList']);
    assert.deepEqual(docData[0].author, { '@type': 'Organization', name: 'Obico', url: 'https://www.obico.io' });
    assert.equal(docData[0].image, 'https://www.obico.io/img/social-card.png');
    // The doc file's last commit.
    assert.match(docData[0].dateModified, /^\d{4}-\d{2}-\d{2}T/);
    await page.context().close();
  });
});
