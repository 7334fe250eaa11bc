import { BASE_URL_BANNER_CONTAINER_ID, SITE_SCRIPT_LOADED_GLOBAL, UNDECODABLE_PATH_GLOBAL, buildBaseUrlBannerScript, buildMalformedHashScript, buildUndecodablePathScript } from '../../src/lib/inlineScripts';

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

/** Runs the undecodable-path script at an address: the path it keeps for the error message and the addresses it puts. */
function runUndecodablePathScript(pathname: string, search: string, hash: string) {
  const replaced: string[] = [];
  const window: Record<string, unknown> = {
    location: { pathname, search, hash },
    history: { state: null, replaceState: (_state: unknown, _title: string, url: string) => replaced.push(url) },
  };
  new Function('window', 'TextEncoder', 'TextDecoder', buildUndecodablePathScript())(window, TextEncoder, TextDecoder);
  return { kept: window[UNDECODABLE_PATH_GLOBAL], replaced };
}

describe('the undecodable-path script', () => {
  const run = (pathname: string) => runUndecodablePathScript(pathname, '?a=1', '#h');

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

describe('the undecodable-path script, on escapes the router and the page loader read differently', () => {
  const run = (pathname: string) => runUndecodablePathScript(pathname, '', '');
  /** What Gatsby's router makes of the address (reach-router), and the path its page loader looks up (find-path). */
  const routerPath = (address: string) => encodeURI(decodeURI(address));
  const loaderKey = (address: string) => decodeURIComponent(address);

  it.each([
    ['/docs/a%2fb/', '/docs/a\ufffdb/'],
    ['/blog/tags/a%2Fb/', '/blog/tags/a\ufffdb/'],
    ['/de-DE/docs/a%2fb/', '/de-DE/docs/a\ufffdb/'],
    ['/docs/what%3Fx%23y/', '/docs/what\ufffdx\ufffdy/'],
    ['/docs/a%40b%3Bc/', '/docs/a@b;c/'],
  ])('%s: the address becomes %s, which both read alike, and the page shows the usual not-found text', (path, reading) => {
    // The cause: before, the two disagreed.
    expect(loaderKey(routerPath(path))).not.toBe(loaderKey(path));
    const { kept, replaced } = run(path);
    expect(kept).toBeUndefined();
    expect(replaced).toEqual([encodeURI(reading)]);
    expect(loaderKey(routerPath(replaced[0]))).toBe(loaderKey(replaced[0]));
  });

  it('leaves paths alone on which they agree, a literal "%" included', () => {
    expect(run('/docs/a%25b/').replaced).toEqual([]);
    expect(run('/docs/a b/').replaced).toEqual([]);
  });
});

describe('the malformed-hash script', () => {
  function run(hash: string) {
    const replaced: string[] = [];
    const listeners: Record<string, () => void> = {};
    const location = { pathname: '/docs/x/', search: '?q=1', hash };
    const window: Record<string, unknown> = {
      location,
      history: {
        state: { key: 'k' },
        replaceState: (state: unknown, _title: string, url: string) => {
          expect(state).toEqual({ key: 'k' });
          replaced.push(url);
          location.hash = url.slice(url.indexOf('#'));
        },
      },
      addEventListener: (name: string, listener: () => void) => (listeners[name] = listener),
    };
    new Function('window', 'TextEncoder', 'TextDecoder', buildMalformedHashScript())(window, TextEncoder, TextDecoder);
    return { replaced, location, listeners };
  }

  it.each(['', '#', '#requirements', '#caf%C3%A9', '#a%25b', '#step-1'])('leaves %j alone', (hash) => {
    expect(run(hash).replaced).toEqual([]);
  });

  it.each([
    ['#%E0%A4%A', '\ufffd%A'],
    ['#%', '%'],
    ['#requirements%', 'requirements%'],
    ['#caf%C3%A9%zz', 'café%zz'],
  ])('replaces %s by a fragment that decodes, to %j', (hash, reading) => {
    const { replaced } = run(hash);
    expect(replaced).toEqual([`/docs/x/?q=1#${encodeURI(reading)}`]);
    const fragment = replaced[0].slice(replaced[0].indexOf('#'));
    // What Gatsby's scroll handler and the theme do with it no longer throws.
    expect(() => decodeURI(fragment)).not.toThrow();
    expect(decodeURIComponent(fragment.slice(1))).toBe(reading);
  });

  it('also on a later history change, before the router hears of it', () => {
    const { replaced, location, listeners } = run('#ok');
    expect(Object.keys(listeners).sort()).toEqual(['hashchange', 'popstate']);
    location.hash = '#%';
    listeners.popstate();
    expect(replaced).toEqual(['/docs/x/?q=1#%25']);
  });
});
