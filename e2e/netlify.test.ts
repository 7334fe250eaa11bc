/**
 * The production build as Netlify serves it: `netlify dev --offline` (netlify-cli) over public/, so Netlify's own
 * router applies _headers and _redirects, serves the per-locale not-found pages and runs the Edge Function that
 * answers Markdown. Nothing here re-implements Netlify's rules: every answer below comes from the CLI.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { CHROMIUM, CHROMIUM_ARGS, ROOT, waitForHydration } from './harness';
import { startNetlifyDev, type NetlifyDev } from './netlifyDev';

const publicDir = path.join(ROOT, 'public');
const read = (file: string) => fs.readFileSync(path.join(publicDir, file));
const LOCALES = fs.readdirSync(publicDir).filter((name) => /^[a-z]{2}-[A-Z]{2}$/.test(name));
const MARKDOWN = 'text/markdown';

let netlify: NetlifyDev;
/** An answer read whole: a body left unread on a connection netlify dev closes trips undici's parser. */
interface Answer {
  status: number;
  headers: Headers;
  text(): Promise<string>;
  arrayBuffer(): Promise<ArrayBuffer>;
}
const get = async (route: string, init: RequestInit = {}): Promise<Answer> => {
  const response = await fetch(`${netlify.url}${route}`, { redirect: 'manual', ...init });
  const body = await response.arrayBuffer();
  return { status: response.status, headers: response.headers, text: async () => Buffer.from(body).toString('utf8'), arrayBuffer: async () => body };
};

before(async () => {
  netlify = await startNetlifyDev({ publicDir, timeoutMs: 180_000 });
});
after(async () => {
  await netlify?.stop();
});

describe('netlify dev over the build', () => {
  it('loads the Edge Function and refuses no plugin or function', () => {
    const log = netlify.output();
    assert.match(log, /Loaded edge function markdown/);
    assert.doesNotMatch(log, /Failed to load edge functions|cannot be executed|Could not load/i, log.slice(-3000));
  });
});

describe('headers, as Netlify sends them', () => {
  it('security headers on pages, scripts and images alike', async () => {
    const script = fs.readdirSync(publicDir).find((file) => /^app-[0-9a-f]{16,}\.js$/.test(file));
    assert.ok(script, 'the build has an app bundle');
    for (const route of ['/', '/docs/user-guides/klipper-setup/', `/${script}`, '/llms.txt']) {
      const response = await get(route);
      assert.equal(response.status, 200, route);
      const csp = response.headers.get('content-security-policy') ?? '';
      assert.match(csp, /default-src 'self'/, route);
      assert.match(/script-src ([^;]*)/.exec(csp)?.[1] ?? '', /^'self'( 'sha256-[A-Za-z0-9+/=]+')+$/, route);
      assert.equal(response.headers.get('x-content-type-options'), 'nosniff', route);
      assert.equal(response.headers.get('strict-transport-security'), 'max-age=31536000; includeSubDomains', route);
      assert.ok(response.headers.get('referrer-policy') && response.headers.get('permissions-policy'), route);
      await response.arrayBuffer();
    }
  });

  it('caches hashed bundles forever and revalidates pages, data and the Markdown', async () => {
    // netlify dev's static server sends its own Cache-Control over the one of _headers, so the cache rules are read
    // with the CLI's own _headers parser and path matcher, the code that decides every other header above.
    const { parseHeaders, headersForPath } = (await import('netlify-cli/dist/utils/headers.js')) as {
      parseHeaders: (options: { config: object; configPath?: string; headersFiles: string[] }) => Promise<unknown>;
      headersForPath: (rules: unknown, path: string) => Record<string, string>;
    };
    const rules = await parseHeaders({ config: {}, headersFiles: [path.join(publicDir, '_headers')] });
    const cacheControl = (route: string) => headersForPath(rules, route)['Cache-Control'];
    const bundles = fs.readdirSync(publicDir).filter((file) => /[-.][0-9a-f]{16,}\.(js|css)$/.test(file));
    assert.ok(bundles.length > 3);
    for (const bundle of bundles) assert.equal(cacheControl(`/${bundle}`), 'public, max-age=31536000, immutable', bundle);
    assert.equal(cacheControl('/static/abc/cover.avif'), 'public, max-age=31536000, immutable');
    for (const route of ['/', '/docs/api/', '/blog/page/2/', '/page-data/app-data.json', '/blog/rss.xml', '/sitemap.xml', '/docs/api.md', '/search/en.json']) {
      assert.equal(cacheControl(route), 'public, max-age=0, must-revalidate', route);
    }
  });

  it("names the locale's llms.txt on every page, and the page's Markdown where it has one", async () => {
    const llms = (prefix: string) => `<${prefix}/llms.txt>; rel="llms-txt", <${prefix}/llms-full.txt>; rel="llms-full-txt"`;
    const doc = await get('/docs/user-guides/klipper-setup/');
    assert.equal(doc.headers.get('link'), `${llms('')}, </docs/user-guides/klipper-setup.md>; rel="alternate"; type="text/markdown"`);
    assert.equal(doc.headers.get('vary'), 'Accept');
    const german = await get('/de-DE/docs/user-guides/klipper-setup/');
    assert.equal(german.headers.get('link'), `${llms('/de-DE')}, </de-DE/docs/user-guides/klipper-setup.md>; rel="alternate"; type="text/markdown"`);
    for (const route of ['/', '/search/', '/blog/', '/blog/tags/', '/help/', '/de-DE/']) {
      const response = await get(route);
      assert.equal(response.status, 200, route);
      assert.equal(response.headers.get('link'), llms(route.startsWith('/de-DE/') ? '/de-DE' : ''), route);
    }
    const script = fs.readdirSync(publicDir).find((file) => file.endsWith('.js'));
    assert.equal((await get(`/${script}`)).headers.get('link'), null, 'scripts carry no Link header');
  });

  it('serves the .md files as Markdown and llms.txt at its well-known address', async () => {
    const md = await get('/docs/user-guides/klipper-setup.md');
    assert.equal(md.headers.get('content-type'), 'text/markdown; charset=utf-8');
    const wellKnown = await get('/.well-known/llms.txt');
    assert.equal(wellKnown.status, 200);
    assert.equal(await wellKnown.text(), read('llms.txt').toString('utf8'));
  });
});

describe('redirects and not-found pages, as Netlify follows _redirects', () => {
  it('sends the .html forms of a route and doc prefixes without a page on with a 301', async () => {
    for (const [from, to] of [
      ['/help/index.html', '/help/'],
      ['/help.html', '/help/'],
      ['/docs/user-guides/klipper-setup.html', '/docs/user-guides/klipper-setup/'],
      ['/docs/user-guides/', '/docs/user-guides/getting-started/'],
      ['/ru-RU/docs/user-guides/moonraker-obico/', '/ru-RU/docs/user-guides/moonraker-obico/overview/'],
    ]) {
      const response = await get(from);
      assert.equal(response.status, 301, from);
      assert.equal(new URL(response.headers.get('location') ?? '', netlify.url).pathname, to, from);
    }
  });

  it("answers an unknown path with its locale's not-found page and status 404", async () => {
    for (const [route, lang] of [['/no/such/page/', 'en'], ['/ru-RU/no-such-page/', 'ru-RU'], ['/de-DE/docs/nothing-here/', 'de-DE'], ['/docs/%2F..%2Fetc/', 'en'], ['/xx-YY/docs/', 'en']]) {
      const response = await get(route);
      assert.equal(response.status, 404, route);
      assert.equal(/<html[^>]* lang="([^"]+)"/.exec(await response.text())?.[1], lang, route);
    }
  });
});

/** 20 page routes with a Markdown version, spread over docs, posts and locales. */
function sampledRoutes(): string[] {
  const all: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(path.join(publicDir, dir), { withFileTypes: true })) {
      const rel = `${dir}/${entry.name}`;
      if (entry.isDirectory()) walk(rel);
      else if (entry.name.endsWith('.md') && fs.existsSync(path.join(publicDir, rel.slice(0, -3), 'index.html'))) all.push(`/${rel.slice(0, -3)}/`);
    }
  };
  for (const top of ['docs', 'blog', ...LOCALES.slice(0, 3).map((locale) => `${locale}/docs`)]) walk(top);
  const sorted = all.sort();
  const step = Math.max(1, Math.floor(sorted.length / 20));
  return sorted.filter((_, index) => index % step === 0).slice(0, 20);
}

describe('Markdown by content negotiation (the Edge Function)', () => {
  it('answers Accept: text/markdown with the bytes of the page’s .md, for 20 sampled routes, with Vary: Accept', async () => {
    const routes = sampledRoutes();
    assert.equal(routes.length, 20);
    assert.ok(routes.some((route) => route.startsWith('/blog/')) && routes.some((route) => /^\/[a-z]{2}-[A-Z]{2}\//.test(route)), routes.join(' '));
    for (const route of routes) {
      const response = await get(route, { headers: { accept: 'text/markdown' } });
      assert.equal(response.status, 200, route);
      assert.equal(response.headers.get('content-type'), 'text/markdown; charset=utf-8', route);
      assert.equal(response.headers.get('vary'), 'Accept', route);
      const body = Buffer.from(await response.arrayBuffer());
      assert.ok(body.equals(read(`${route.slice(1, -1)}.md`)), `${route}: the Markdown equals ${route.slice(0, -1)}.md`);
      const html = await get(route);
      assert.match(html.headers.get('content-type') ?? '', /^text\/html/, route);
      assert.match(html.headers.get('link') ?? '', /rel="llms-txt".*rel="alternate"; type="text\/markdown"/, route);
      await html.arrayBuffer();
    }
  });

  it('weighs q-values: Markdown only when it is preferred to HTML', async () => {
    const route = '/docs/user-guides/klipper-setup/';
    const type = async (accept: string) => (await get(route, { headers: { accept } })).headers.get('content-type') ?? '';
    assert.match(await type('text/html;q=0.5, text/markdown'), new RegExp(`^${MARKDOWN}`));
    assert.match(await type('text/markdown;q=0.5, text/html'), /^text\/html/);
    assert.match(await type('*/*'), /^text\/html/);
    assert.match(await type('text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8'), /^text\/html/);
  });

  it('gives HTML to HEAD requests, odd Accept headers and routes without Markdown', async () => {
    const head = await get('/docs/user-guides/klipper-setup/', { method: 'HEAD', headers: { accept: 'text/markdown' } });
    assert.match(head.headers.get('content-type') ?? '', /^text\/html/);
    for (const accept of ['text/markdown;q=2', ';;;', 'text/markdown;q=0', 'x'.repeat(5000), 'tExT/mArKdOwN;q=abc']) {
      const response = await get('/docs/user-guides/klipper-setup/', { headers: { accept } });
      assert.equal(response.status, 200, accept.slice(0, 40));
      assert.match(response.headers.get('content-type') ?? '', /^text\/html/, accept.slice(0, 40));
      await response.arrayBuffer();
    }
    for (const route of ['/search/', '/blog/tags/', '/blog/page/2/', '/', '/de-DE/search/']) {
      const response = await get(route, { headers: { accept: 'text/markdown' } });
      assert.equal(response.status, 200, route);
      assert.match(response.headers.get('content-type') ?? '', /^text\/html/, route);
      await response.arrayBuffer();
    }
    const missing = await get('/docs/no-such-doc/', { headers: { accept: 'text/markdown' } });
    assert.equal(missing.status, 404);
    assert.match(missing.headers.get('content-type') ?? '', /^text\/html/);
  });
});

describe('in the browser, with the headers Netlify sends', () => {
  let browser: Browser;
  before(async () => {
    browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  });
  after(async () => {
    await browser?.close();
  });

  it('pages hydrate under the header policy, with no script refused and no error', async () => {
    for (const route of ['/', '/docs/user-guides/klipper-setup/', '/ru-RU/docs/user-guides/klipper-setup/', '/search/?q=klipper', '/ru-RU/no-such-page/']) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const problems: string[] = [];
      page.on('pageerror', (error) => problems.push(error.message));
      page.on('console', (message) => {
        if (message.type() === 'error' && !/status of 404/.test(message.text())) problems.push(message.text());
      });
      const response = await page.goto(`${netlify.url}${route}`, { waitUntil: 'networkidle' });
      await waitForHydration(page);
      if (route.startsWith('/ru-RU/')) {
        // The translated page, hydrated, also for the not-found page Netlify picks by _redirects.
        assert.equal(await page.locator('html').getAttribute('lang'), 'ru-RU', route);
        assert.match((await page.locator('main h1').first().textContent()) ?? '', /[А-Яа-я]/, route);
      }
      if (route.includes('no-such-page')) assert.equal(response?.status(), 404);
      assert.deepEqual(problems, [], route);
      await context.close();
    }
  });
});
