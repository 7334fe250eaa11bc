import { createHash } from 'crypto';
import { inlineScriptHashes, pageIndependentScripts, withScriptPolicy } from '../../../src/lib/deploy/csp';

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('script policy', () => {
  const html = '<html><head><meta charSet="utf-8"/><script>setTheme()</script><script src="/app-1.js"></script><script type="application/ld+json">{"a":1}</script></head><body><script id="x">window.pagePath="/"</script><script>setTheme()</script></body></html>';

  it('hashes executable inline scripts only, once each', () => {
    expect(inlineScriptHashes(html)).toEqual([sha('setTheme()'), sha('window.pagePath="/"')]);
  });

  it('puts the policy first in <head>, before any script', () => {
    const out = withScriptPolicy(html);
    expect(out.indexOf('http-equiv="Content-Security-Policy"')).toBeLessThan(out.indexOf('<script'));
    expect(out).toContain(`content="script-src 'self' ${sha('setTheme()')} ${sha('window.pagePath="/"')}"`);
  });

  it('replaces the policy an earlier build wrote, so a rewritten inline script is not blocked by a stale one', () => {
    const rebuilt = withScriptPolicy(withScriptPolicy(html)).replace('window.pagePath="/"', 'window.pagePath="/x/"');
    const out = withScriptPolicy(rebuilt);
    expect(out.match(/http-equiv="Content-Security-Policy"/g)).toHaveLength(1);
    expect(out).toContain(sha('window.pagePath="/x/"'));
    expect(out).not.toContain(sha('window.pagePath="/"'));
  });
});

describe('pageIndependentScripts', () => {
  const page = (route: string) =>
    `<html><head></head><body><div id="___gatsby"></div><script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath=${JSON.stringify(route)};window.___webpackCompilationHash="abc123";/*]]>*/</script></body></html>`;
  it("makes Gatsby's per-page script the same on every page, the path in an attribute", () => {
    const a = pageIndependentScripts(page('/docs/a/'));
    const b = pageIndependentScripts(page('/ru-RU/blog/2021/12/01/OctoPrint-Anywhere/'));
    expect(inlineScriptHashes(a)).toEqual(inlineScriptHashes(b));
    expect(inlineScriptHashes(page('/docs/a/'))).not.toEqual(inlineScriptHashes(page('/docs/b/')));
    expect(a).toContain('<script id="gatsby-script-loader" data-page-path="/docs/a/">');
    expect(a).toContain('window.___webpackCompilationHash="abc123"');
  });
  it('the script still sets window.pagePath to the page path, escaped in the attribute', () => {
    const html = pageIndependentScripts(page('/a"&<b>/'));
    const attribute = /data-page-path="([^"]*)"/.exec(html)?.[1];
    expect(attribute).toBe('/a&quot;&amp;&lt;b&gt;/');
    const code = /\/\*<!\[CDATA\[\*\/([\s\S]*?)\/\*\]\]>\*\//.exec(html)?.[1] ?? '';
    const window: Record<string, unknown> = {};
    const document = { currentScript: { getAttribute: () => '/a"&<b>/' } };
    new Function('window', 'document', code)(window, document);
    expect(window.pagePath).toBe('/a"&<b>/');
  });
  it('leaves a page without the script alone', () => {
    expect(pageIndependentScripts('<html><body></body></html>')).toBe('<html><body></body></html>');
  });
});
