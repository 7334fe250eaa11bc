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

  it('a page processed twice (a warm build keeps unchanged pages) still has one policy, with its current hashes', () => {
    const once = withScriptPolicy(html);
    const changed = once.replace('window.pagePath="/"', 'window.pagePath="/b/"');
    const twice = withScriptPolicy(changed);
    expect(twice.match(/Content-Security-Policy/g)).toHaveLength(1);
    expect(twice).toContain(sha('window.pagePath="/b/"'));
    expect(twice).not.toContain(sha('window.pagePath="/"'));
  });
});
