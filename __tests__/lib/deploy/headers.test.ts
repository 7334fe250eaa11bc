import { buildCsp, buildHeadersFile, buildRedirectsFile, cacheRules, IMMUTABLE, REVALIDATE } from '../../../src/lib/deploy/headers';
import { netlifyHeadersFor } from '../../helpers/netlifyHeaders';

const files = [
  '/index.html',
  '/404.html',
  '/app-6812157f3348a40719a1.js',
  '/styles.6c2bd1b8e0f3a4c5d6e7.css',
  '/webpack-runtime-0123456789abcdef0123.js',
  '/sitemap.xml',
  '/static/00b085b7fff639e73affb3eaad2bfad9/a.webp',
  '/page-data/app-data.json',
  '/page-data/docs/api/page-data.json',
  '/docs/api/index.html',
  '/blog/rss.xml',
];

describe('cache rules', () => {
  const rules = new Map(cacheRules(files).map((rule) => [rule.path, rule.cacheControl]));
  it('hashed bundles and /static/ are immutable', () => {
    expect(rules.get('/app-6812157f3348a40719a1.js')).toBe(IMMUTABLE);
    expect(rules.get('/styles.6c2bd1b8e0f3a4c5d6e7.css')).toBe(IMMUTABLE);
    expect(rules.get('/static/*')).toBe(IMMUTABLE);
  });
  it('HTML, page data and unhashed files revalidate', () => {
    expect(rules.get('/')).toBe(REVALIDATE);
    expect(rules.get('/index.html')).toBe(REVALIDATE);
    expect(rules.get('/sitemap.xml')).toBe(REVALIDATE);
    expect(rules.get('/page-data/*')).toBe(REVALIDATE);
    expect(rules.get('/docs/*')).toBe(REVALIDATE);
    expect(rules.get('/blog/*')).toBe(REVALIDATE);
  });
  it('never sets Cache-Control on /*, where Netlify would join it with every other rule', () => {
    expect(rules.has('/*')).toBe(false);
    const text = buildHeadersFile(files, buildCsp());
    const block = text.split('\n/static/*')[0];
    expect(block).not.toMatch(/Cache-Control/);
  });
});

describe('buildCsp', () => {
  it('allows only this origin by default and forbids framing', () => {
    const csp = buildCsp();
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("connect-src 'self';");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toMatch(/https?:/);
  });
  it('allows inline scripts by their hashes only, never with unsafe-inline', () => {
    const hashes = ["'sha256-AAAA'", "'sha256-BBBB'"];
    const csp = buildCsp({ inlineScriptHashes: hashes });
    expect(csp).toContain("script-src 'self' 'sha256-AAAA' 'sha256-BBBB';");
    expect(/script-src[^;]*unsafe-inline/.test(buildCsp())).toBe(false);
  });
  it('adds configured origins', () => {
    expect(buildCsp({ connect: ['https://*.algolia.net'] })).toContain("connect-src 'self' https://*.algolia.net");
  });
});

describe('security headers', () => {
  const text = buildHeadersFile(files, buildCsp());
  it('HSTS covers subdomains; the Permissions-Policy names no retired feature', () => {
    expect(text).toContain('Strict-Transport-Security: max-age=31536000; includeSubDomains');
    expect(text).not.toContain('interest-cohort');
  });
});

describe('buildRedirectsFile', () => {
  it('sends both .html forms of a route to the route with a 301', () => {
    const text = buildRedirectsFile(['/help/', '/', '/docs/api/']);
    expect(text).toContain('/help/index.html /help/ 301!');
    expect(text).toContain('/help.html /help/ 301');
    expect(text).toContain('/docs/api.html /docs/api/ 301');
    expect(text).toContain('/index.html / 301!');
    expect(text).not.toContain('.html / 301\n/.html');
  });

  it('serves llms.txt at its well-known address too, first', () => {
    const rules = buildRedirectsFile(['/help/']).split('\n').filter((line) => line && !line.startsWith('#'));
    expect(rules[0]).toBe('/.well-known/llms.txt /llms.txt 200');
  });
});

describe('the Markdown rule, as netlify-cli reads it', () => {
  const text = buildHeadersFile(['/docs/user-guides/klipper-setup.md', '/docs/user-guides/klipper-setup/index.html'], buildCsp());
  const paths = ['/docs/user-guides/klipper-setup.md', '/de-DE/docs/user-guides/moonraker-obico/webcam.md', '/blog/k1-remote.md', '/llms.md', '/docs/user-guides/klipper-setup/', '/docs/user-guides/klipper-setup/index.html', '/llms.txt', '/docs/mdx-guide/'];
  const headers = netlifyHeadersFor(text, paths);
  const typed = (p: string) => headers[p]['Content-Type'] === 'text/markdown; charset=utf-8';

  it('gives every Markdown file, however deep, the Markdown type, and no page', () => {
    for (const p of paths.slice(0, 4)) expect({ p, typed: typed(p) }).toEqual({ p, typed: true });
    for (const p of paths.slice(4)) expect({ p, typed: typed(p) }).toEqual({ p, typed: false });
  });
});

describe('the Link headers for AI agents, as netlify-cli reads them', () => {
  const files = [
    '/index.html', '/app-0123456789abcdef0123.js', '/llms.txt', '/llms-full.txt', '/sitemap.xml',
    '/docs/user-guides/klipper-setup/index.html', '/docs/user-guides/klipper-setup.md',
    '/docs/user-guides/index.html',
    '/blog/index.html', '/blog/k1-remote/index.html', '/blog/k1-remote.md', '/blog/tags/index.html', '/blog/tags/klipper/index.html', '/blog/page/2/index.html',
    '/search/index.html', '/search/en.json', '/help/index.html', '/404.html',
    '/de-DE/index.html', '/de-DE/llms.txt', '/de-DE/docs/user-guides/klipper-setup/index.html', '/de-DE/docs/user-guides/klipper-setup.md', '/de-DE/blog/tags/klipper/index.html',
    '/page-data/app-data.json', '/static/abc/cover.webp',
  ];
  const text = buildHeadersFile(files, buildCsp(), ['', '/de-DE']);
  const paths = ['/', '/docs/user-guides/klipper-setup/', '/docs/user-guides/', '/blog/', '/blog/k1-remote/', '/blog/tags/', '/blog/tags/klipper/', '/blog/page/2/', '/search/', '/help/', '/de-DE/', '/de-DE/docs/user-guides/klipper-setup/', '/de-DE/blog/tags/klipper/', '/app-0123456789abcdef0123.js', '/search/en.json', '/page-data/app-data.json', '/static/abc/cover.webp'];
  const headers = netlifyHeadersFor(text, paths);
  const english = '</llms.txt>; rel="llms-txt", </llms-full.txt>; rel="llms-full-txt"';
  const german = '</de-DE/llms.txt>; rel="llms-txt", </de-DE/llms-full.txt>; rel="llms-full-txt"';

  it("names the locale's llms.txt and llms-full.txt on every page", () => {
    for (const p of ['/', '/docs/user-guides/', '/blog/', '/blog/tags/', '/blog/tags/klipper/', '/blog/page/2/', '/search/', '/help/']) expect({ p, link: headers[p].Link }).toEqual({ p, link: english });
    for (const p of ['/de-DE/', '/de-DE/blog/tags/klipper/']) expect({ p, link: headers[p].Link }).toEqual({ p, link: german });
  });

  it('adds the Markdown version of a page that has one, with Vary: Accept', () => {
    expect(headers['/docs/user-guides/klipper-setup/'].Link).toBe(`${english}, </docs/user-guides/klipper-setup.md>; rel="alternate"; type="text/markdown"`);
    expect(headers['/blog/k1-remote/'].Link).toBe(`${english}, </blog/k1-remote.md>; rel="alternate"; type="text/markdown"`);
    expect(headers['/de-DE/docs/user-guides/klipper-setup/'].Link).toBe(`${german}, </de-DE/docs/user-guides/klipper-setup.md>; rel="alternate"; type="text/markdown"`);
    expect(headers['/docs/user-guides/klipper-setup/'].Vary).toBe('Accept');
    expect(headers['/blog/tags/'].Vary).toBeUndefined();
  });

  it('leaves scripts, data, the search index and images without a Link header', () => {
    for (const p of ['/app-0123456789abcdef0123.js', '/search/en.json', '/page-data/app-data.json', '/static/abc/cover.webp']) expect({ p, link: headers[p].Link }).toEqual({ p, link: undefined });
  });
});
