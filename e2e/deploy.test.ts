/**
 * Deploy configuration on the production build: netlify.toml, the written _headers and _redirects, the sitemap,
 * robots.txt; and in the browser, that pages request nothing from another origin and break no security policy.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { parse as parseToml } from 'smol-toml';
import { ROOT, startSite, waitForHydration, type Site } from './harness';

const publicDir = path.join(ROOT, 'public');
const read = (file: string) => fs.readFileSync(path.join(publicDir, file), 'utf8');

/** Parses the _headers format into path -> (header name -> values). */
function parseHeaders(text: string): Map<string, Map<string, string[]>> {
  const rules = new Map<string, Map<string, string[]>>();
  let current: Map<string, string[]> | null = null;
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!line.startsWith(' ')) {
      current = rules.get(line.trim()) ?? new Map();
      rules.set(line.trim(), current);
      continue;
    }
    assert.ok(current, `header line before any path: ${line}`);
    const at = line.indexOf(':');
    const name = line.slice(0, at).trim().toLowerCase();
    current.set(name, [...(current.get(name) ?? []), line.slice(at + 1).trim()]);
  }
  return rules;
}

/** Netlify's path matching: a trailing * matches the rest. */
const matches = (rule: string, url: string) => (rule.endsWith('*') ? url.startsWith(rule.slice(0, -1)) : rule === url);

describe('netlify.toml', () => {
  it('builds with npm run build, publishes public/, pins Node and disables telemetry', () => {
    const config = parseToml(fs.readFileSync(path.join(ROOT, 'netlify.toml'), 'utf8')) as { build: { command: string; publish: string; environment: Record<string, string> } };
    assert.equal(config.build.command, 'npm run build');
    assert.equal(config.build.publish, 'public');
    assert.equal(config.build.environment.NODE_VERSION, '20');
    assert.equal(config.build.environment.GATSBY_TELEMETRY_DISABLED, '1');
  });
});

describe('the written _headers', () => {
  const rules = parseHeaders(read('_headers'));
  const headersFor = (url: string) => {
    const merged = new Map<string, string[]>();
    for (const [rule, headers] of rules) {
      if (!matches(rule, url)) continue;
      for (const [name, values] of headers) merged.set(name, [...(merged.get(name) ?? []), ...values]);
    }
    return merged;
  };

  it('sends the security headers on every path', () => {
    for (const url of ['/', '/docs/user-guides/klipper-setup/', '/app.js', '/static/x.webp']) {
      const headers = headersFor(url);
      const csp = headers.get('content-security-policy')?.join(', ') ?? '';
      assert.match(csp, /default-src 'self'/);
      assert.match(csp, /frame-ancestors 'none'/);
      assert.match(csp, /connect-src 'self';/);
      assert.deepEqual(headers.get('x-content-type-options'), ['nosniff']);
      assert.ok(headers.get('referrer-policy'));
      assert.ok(headers.get('permissions-policy'));
    }
  });

  it('caches hashed bundles and /static/ forever, and revalidates HTML and page data, one rule per file', () => {
    const bundles = fs.readdirSync(publicDir).filter((file) => /\.(js|css)$/.test(file));
    assert.ok(bundles.length > 3);
    for (const bundle of bundles.filter((file) => /[-.][0-9a-f]{16,}\.(js|css)$/.test(file))) {
      assert.deepEqual(headersFor(`/${bundle}`).get('cache-control'), ['public, max-age=31536000, immutable'], bundle);
    }
    assert.deepEqual(headersFor('/static/abc/cover.avif').get('cache-control'), ['public, max-age=31536000, immutable']);
    for (const url of ['/', '/docs/api/', '/blog/page/2/', '/page-data/app-data.json', '/blog/rss.xml', '/sitemap.xml']) {
      assert.deepEqual(headersFor(url).get('cache-control'), ['public, max-age=0, must-revalidate'], url);
    }
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
  it('robots.txt points to the sitemap', () => {
    assert.match(read('robots.txt'), /^Sitemap: https:\/\/www\.obico\.io\/sitemap\.xml$/m);
  });
});

describe('in the browser', () => {
  let site: Site;
  before(async () => {
    site = await startSite();
  });
  after(async () => {
    await site?.close();
  });

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
    const docData = await page.locator('script[type="application/ld+json"]').evaluateAll((nodes) => nodes.map((node) => JSON.parse(node.textContent ?? '{}')['@type']));
    assert.deepEqual(docData, ['TechArticle', 'BreadcrumbList']);
    await page.context().close();
  });
});
