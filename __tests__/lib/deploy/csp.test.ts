import { createHash } from 'crypto';
import { inlineScriptHashes, withScriptPolicy } from '../../../src/lib/deploy/csp';

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
