import { BASE_URL_BANNER_CONTAINER_ID, SITE_SCRIPT_LOADED_GLOBAL, UNDECODABLE_PATH_GLOBAL, buildBaseUrlBannerScript, buildUndecodablePathScript } from '../../src/lib/inlineScripts';

describe('the base-URL banner script', () => {
  function run(options: { siteScriptRan: boolean; pathname: string; container?: boolean }) {
    const elements: Record<string, { innerHTML: string; textContent: string }> = {};
    if (options.container !== false) elements[BASE_URL_BANNER_CONTAINER_ID] = { innerHTML: '', textContent: '' };
    const listeners: Record<string, () => void> = {};
    const window: Record<string, unknown> = {
      location: { pathname: options.pathname },
      addEventListener: (name: string, listener: () => void) => (listeners[name] = listener),
    };
    const document = {
      getElementById: (id: string) => {
        if (id === 'base-url-issue-banner-suggestion' && elements[BASE_URL_BANNER_CONTAINER_ID]?.innerHTML) return (elements[id] ??= { innerHTML: '', textContent: '' });
        return elements[id] ?? null;
      },
    };
    new Function('window', 'document', buildBaseUrlBannerScript('/'))(window, document);
    if (options.siteScriptRan) window[SITE_SCRIPT_LOADED_GLOBAL] = true;
    listeners.load?.();
    return { banner: elements[BASE_URL_BANNER_CONTAINER_ID]?.innerHTML ?? '', suggestion: elements['base-url-issue-banner-suggestion']?.textContent };
  }

  it('stays empty when the site script ran', () => {
    expect(run({ siteScriptRan: true, pathname: '/' }).banner).toBe('');
  });

  it('otherwise shows a red-bordered message with the configured and a suggested base URL', () => {
    const { banner, suggestion } = run({ siteScriptRan: false, pathname: '/obico' });
    expect(banner).toContain('border:solid red thick');
    expect(banner).toContain('Your Obico site did not load properly.');
    expect(banner).toContain('A very common reason is a wrong site baseUrl configuration.');
    expect(banner).toContain('Current configured baseUrl = <span style="font-weight:bold;color:#c00">/ (default value)</span>');
    expect(banner).toContain('We suggest trying baseUrl = ');
    expect(suggestion).toBe('/obico/');
  });

  it('does nothing on pages without the container', () => {
    expect(run({ siteScriptRan: false, pathname: '/docs/', container: false }).banner).toBe('');
  });
});

describe('the undecodable-path script', () => {
  function run(pathname: string) {
    const replaced: string[] = [];
    const window: Record<string, unknown> = {
      location: { pathname, search: '?a=1', hash: '#h' },
      history: { state: null, replaceState: (_state: unknown, _title: string, url: string) => replaced.push(url) },
    };
    new Function('window', 'TextEncoder', 'TextDecoder', buildUndecodablePathScript())(window, TextEncoder, TextDecoder);
    return { kept: window[UNDECODABLE_PATH_GLOBAL], replaced };
  }

  it('leaves a decodable path alone', () => {
    expect(run('/docs/caf%C3%A9/')).toEqual({ kept: undefined, replaced: [] });
  });

  it.each([
    ['/docs/%E0%A4%A/', '/docs/\ufffd\ufffdA/'],
    ['/docs/%zz/caf%C3%A9/', '/docs/\ufffdzz/café/'],
    ['/a%25b/%E0/', '/a\ufffdb/\ufffd/'],
  ])('keeps %s for the error message and puts a reading without "%%" in the address', (path, reading) => {
    const { kept, replaced } = run(path);
    expect(kept).toBe(path);
    expect(replaced).toEqual([`${encodeURI(reading)}?a=1#h`]);
    // However often Gatsby decodes it, it stays the same text.
    const address = replaced[0].replace(/[?#].*$/, '');
    expect(decodeURIComponent(decodeURIComponent(decodeURIComponent(address)))).toBe(reading);
  });
});
