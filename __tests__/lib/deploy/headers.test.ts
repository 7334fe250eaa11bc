import { buildCsp, buildHeadersFile, buildRedirectsFile, cacheRules, IMMUTABLE, REVALIDATE } from '../../../src/lib/deploy/headers';

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
});

/**
 * Netlify's path matching for _headers, as netlify-cli reproduces it for `netlify dev` ("our production logic uses
 * regex too", src/utils/headers.js): a `*` inside a segment is `(.*)`, which crosses slashes; a `*` alone as the last
 * segment matches the rest of the path; `:name` matches one segment.
 */
function netlifyMatches(rule: string, path: string): boolean {
  const parts = rule.split('/').filter(Boolean);
  if (parts.length === 0) return path === '/';
  let pattern = '^';
  for (const part of parts) {
    if (part.startsWith(':')) pattern += '/([^/]+)/?';
    else if (part === '*') pattern = pattern === '^' ? '^/?(.*)/?' : `${pattern.replace(/(\/\?)+$/, '')}(?:|/|/(.*)/?)`;
    else if (part.includes('*')) pattern += `/${part.split('*').map((piece) => piece.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('(.*)')}`;
    else pattern += `/${part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/?`;
  }
  return new RegExp(`${pattern}$`, 'i').test(path);
}

describe('the Markdown rule', () => {
  const text = buildHeadersFile(['/docs/user-guides/klipper-setup.md', '/docs/user-guides/klipper-setup/index.html'], buildCsp());
  const markdownRules = text
    .split(/\n(?=\/)/)
    .filter((block) => /Content-Type: text\/markdown; charset=utf-8/.test(block))
    .map((block) => block.split('\n')[0].trim());

  it('gives every Markdown file, however deep, the Markdown type, and no page', () => {
    expect(markdownRules.length).toBeGreaterThan(0);
    const typed = (path: string) => markdownRules.some((rule) => netlifyMatches(rule, path));
    for (const path of ['/docs/user-guides/klipper-setup.md', '/de-DE/docs/user-guides/moonraker-obico/webcam.md', '/blog/k1-remote.md', '/llms.md']) expect({ path, typed: typed(path) }).toEqual({ path, typed: true });
    for (const path of ['/docs/user-guides/klipper-setup/', '/docs/user-guides/klipper-setup/index.html', '/llms.txt', '/docs/mdx-guide/']) expect({ path, typed: typed(path) }).toEqual({ path, typed: false });
  });

  it('the matcher follows Netlify: a star inside a segment crosses slashes, a placeholder does not', () => {
    expect(netlifyMatches('/static/*', '/static/a/b.webp')).toBe(true);
    expect(netlifyMatches('/:locale/search/', '/de-DE/search/')).toBe(true);
    expect(netlifyMatches('/:locale/search/', '/a/b/search/')).toBe(false);
    expect(netlifyMatches('/*.md', '/a/b/c.md')).toBe(true);
  });
});
