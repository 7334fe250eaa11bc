import fs from 'node:fs';
import path from 'node:path';
import { MAX_PAGE_BYTES, PageRequestError, readPublishedPage, resolveInside, toMarkdownFile } from '../../../src/lib/mcp/pages';
import { useFixtureSite, KLIPPER_MD, SITE_URL } from './fixtureSite';

describe('toMarkdownFile', () => {
  it.each([
    ['/docs/user-guides/klipper-setup/', '/docs/user-guides/klipper-setup.md'],
    ['/docs/user-guides/klipper-setup', '/docs/user-guides/klipper-setup.md'],
    ['/docs/user-guides/klipper-setup.md', '/docs/user-guides/klipper-setup.md'],
    ['docs/user-guides/klipper-setup/', '/docs/user-guides/klipper-setup.md'],
    ['  /docs/x/  ', '/docs/x.md'],
    ['/fr-FR/docs/user-guides/klipper-setup/', '/fr-FR/docs/user-guides/klipper-setup.md'],
    ['/docs/x/#step-1', '/docs/x.md'],
    ['/docs/x/?utm=1#a', '/docs/x.md'],
    ['https://www.obico.io/docs/x/', '/docs/x.md'],
    ['https://www.obico.io/docs/x/?a=1#b', '/docs/x.md'],
    ['https://www.obico.io', '/index.md'],
    ['/', '/index.md'],
    ['/docs/caf%C3%A9/', '/docs/café.md'],
  ])('%s -> %s', (input, expected) => {
    expect(toMarkdownFile(input, SITE_URL)).toBe(expected);
  });

  it.each([
    ['../../etc/passwd', /leaves the site/],
    ['/docs/../../etc/passwd', /leaves the site/],
    ['/docs/./x/', /leaves the site/],
    ['/..', /leaves the site/],
    ['%2e%2e%2f%2e%2e%2fetc%2fpasswd', /leaves the site/],
    ['/docs/%2E%2E/%2E%2E/etc/passwd', /leaves the site/],
    ['..%2f..%2fetc%2fpasswd', /leaves the site/],
    ['%2e%2e/etc/passwd', /leaves the site/],
    ['/docs/%252e%252e%252fetc%252fpasswd', /encoded twice/],
    ['%252e%252e%252f', /encoded twice/],
    ['/docs/%25', /encoded twice/],
    ['/docs/%zz', /invalid percent-encoding/],
    ['/docs/x\u0000.md', /NUL/],
    ['/docs/x%00.md', /NUL/],
    ['/docs\\..\\..\\etc\\passwd', /backslash/],
    ['/docs/%5c..%5cetc', /backslash|leaves/],
    ['https://evil.example/docs/x/', /another site/],
    ['http://www.obico.io/docs/x/', /another site/],
    ['https://www.obico.io.evil.example/docs/x/', /another site/],
    ['https://user:pass@www.obico.io/docs/x/', /another site/],
    ['//evil.example/docs/x/', /another site|not a URL/],
    ['file:///etc/passwd', /another site/],
    ['javascript:alert(1)', /another site/],
    ['https://www.obico.io/docs/../../etc/passwd', /leaves the site/],
    ['https://www.obico.io/docs/%2e%2e/%2e%2e/etc/passwd', /leaves the site/],
    ['/docs/<script>/', /characters/],
    ['', /Give the page/],
    ['x'.repeat(5000), /longer than/],
  ])('refuses %j', (input, message) => {
    expect(() => toMarkdownFile(input, SITE_URL)).toThrow(PageRequestError);
    expect(() => toMarkdownFile(input, SITE_URL)).toThrow(message);
  });
});

describe('resolveInside', () => {
  it('keeps a site path inside the directory and refuses one that leaves it', () => {
    expect(resolveInside('/srv/public', '/docs/x.md')).toBe(path.join('/srv/public', 'docs', 'x.md'));
    expect(() => resolveInside('/srv/public', '/../secret')).toThrow(PageRequestError);
    expect(() => resolveInside('/srv/public', '/../public-other/x')).toThrow(PageRequestError);
  });
});

describe('readPublishedPage', () => {
  const site = useFixtureSite();

  it('reads the .md of a route byte for byte, in every accepted form', () => {
    for (const input of ['/docs/user-guides/klipper-setup/', '/docs/user-guides/klipper-setup', '/docs/user-guides/klipper-setup.md', `${SITE_URL}/docs/user-guides/klipper-setup/#requirements`]) {
      expect(readPublishedPage(site().publicDir, input, SITE_URL)).toEqual({ file: '/docs/user-guides/klipper-setup.md', markdown: KLIPPER_MD, truncated: false, bytes: KLIPPER_MD.length });
    }
    expect(readPublishedPage(site().publicDir, '/fr-FR/docs/user-guides/klipper-setup/', SITE_URL).markdown).toContain('Configurer');
  });

  it('says a missing page is missing', () => {
    expect(() => readPublishedPage(site().publicDir, '/docs/nope/', SITE_URL)).toThrow(/no page at \/docs\/nope\//i);
  });

  it('never reads outside the directory, not even through a symbolic link', () => {
    for (const input of ['../secret.txt', '/../secret.md', '%2e%2e/secret.md', '/docs/link.md', '/docs/link/']) {
      expect(() => readPublishedPage(site().publicDir, input, SITE_URL)).toThrow(PageRequestError);
    }
  });

  it('refuses a directory', () => {
    fs.mkdirSync(path.join(site().publicDir, 'dir.md'), { recursive: true });
    expect(() => readPublishedPage(site().publicDir, '/dir.md', SITE_URL)).toThrow(/not a page/);
  });

  it('cuts a long page on a line break, with a note', () => {
    const page = readPublishedPage(site().publicDir, '/docs/big/', SITE_URL);
    expect(page.truncated).toBe(true);
    expect(Buffer.byteLength(page.markdown)).toBeLessThan(MAX_PAGE_BYTES + 200);
    expect(page.markdown).toMatch(/to be cut\.\n\n\[… cut: the page has \d+ bytes; the first \d+ are shown\.\]\n$/);
    const small = readPublishedPage(site().publicDir, '/docs/big/', SITE_URL, 100);
    expect(small.markdown.startsWith('# Big\n\nA line of the long page, to be cut.\n')).toBe(true);
  });
});
