import { assignAnchors, docSlug, printRoute, printScopes, printSlug, tocEntries } from '../../../src/lib/print/plan';
import { rewriteDocContent, rewriteHref, type RewriteContext } from '../../../src/lib/print/rewrite';
import { renderPrintPage, renderToc } from '../../../src/lib/print/render';
import type { Sidebars } from '../../../src/lib/docs/sidebars';

const sidebars: Sidebars = {
  guideSidebar: [
    { type: 'category', label: 'Getting Started', key: 'gettingStarted', link: '/docs/user-guides/getting-started/', items: [{ type: 'doc', route: '/docs/user-guides/klipper-setup/', label: 'Klipper' }] },
    { type: 'category', label: 'Webcam', key: 'webcam', link: null, items: [{ type: 'doc', route: '/docs/user-guides/webcam/', label: 'Webcam' }, { type: 'doc', route: '/docs/user-guides/klipper-setup/', label: 'Klipper again' }] },
  ],
  developerSidebar: [{ type: 'doc', route: '/docs/server-guides/', label: 'Server' }],
};

describe('print plan', () => {
  it('names the print routes after the sidebars', () => {
    expect(printSlug('guideSidebar')).toBe('guide-sidebar');
    expect(printRoute('developerSidebar')).toBe('/docs/print/developer-sidebar/');
    expect(printRoute(null)).toBe('/docs/print/');
  });

  it('makes anchors from routes, unique and off the page ids', () => {
    expect(docSlug('/docs/user-guides/first_layer_ai/nozzle/')).toBe('user-guides-first_layer_ai-nozzle');
    expect(docSlug('/docs/')).toBe('docs');
    const anchors = assignAnchors(['/docs/a/b/', '/docs/a-b/', '/docs/main/', '/docs/a/b/']);
    expect([...anchors.values()]).toEqual(['a-b', 'a-b-2', 'main-2']);
  });

  it('orders docs as the sidebars do, each once, the whole manual then each sidebar', () => {
    const scopes = printScopes(sidebars, (name) => name.toUpperCase());
    expect(scopes.map((scope) => scope.route)).toEqual(['/docs/print/', '/docs/print/guide-sidebar/', '/docs/print/developer-sidebar/']);
    expect(scopes[0].routes).toEqual(['/docs/user-guides/getting-started/', '/docs/user-guides/klipper-setup/', '/docs/user-guides/webcam/', '/docs/server-guides/']);
    expect(scopes[0].items.map((item) => item.label)).toEqual(['GUIDESIDEBAR', 'DEVELOPERSIDEBAR']);
    expect(scopes[2].routes).toEqual(['/docs/server-guides/']);
  });

  it('leaves out docs that were not built, and sidebars left empty', () => {
    const scopes = printScopes(sidebars, (name) => name, (route) => !route.includes('server') && !route.includes('getting-started'));
    expect(scopes.map((scope) => scope.route)).toEqual(['/docs/print/', '/docs/print/guide-sidebar/']);
    expect(scopes[1].items[0]).toMatchObject({ link: null, items: [{ route: '/docs/user-guides/klipper-setup/' }] });
  });

  it('nests the table of contents like the sidebar, a doc listed twice linking to its one place', () => {
    const scope = printScopes(sidebars, (name) => name)[1];
    const toc = tocEntries(scope.items, assignAnchors(scope.routes), (_route, label) => `T:${label}`, (item) => `C:${item.label}`);
    expect(toc).toEqual([
      { label: 'C:Getting Started', href: '#user-guides-getting-started', children: [{ label: 'T:Klipper', href: '#user-guides-klipper-setup', children: [] }] },
      {
        label: 'C:Webcam',
        href: null,
        children: [
          { label: 'T:Webcam', href: '#user-guides-webcam', children: [] },
          { label: 'T:Klipper again', href: '#user-guides-klipper-setup', children: [] },
        ],
      },
    ]);
    expect(renderToc(toc)).toContain('<li><span>C:Webcam</span><ol><li><a href="#user-guides-webcam">T:Webcam</a></li>');
  });
});

describe('print rewriting', () => {
  const context: RewriteContext = {
    route: '/docs/a/',
    anchor: 'a',
    anchors: new Map([
      ['/docs/a/', 'a'],
      ['/docs/b/', 'b'],
    ]),
    routeOf: (pathname) => pathname.replace(/^\/de-DE/, ''),
  };

  it.each([
    ['#setup', '#a--setup'],
    ['#caf%C3%A9', '#a--café'],
    ['/docs/b/', '#b'],
    ['/de-DE/docs/b/#install', '#b--install'],
    ['../b/#x', '#b--x'],
    ['/docs/c/', '/docs/c/'],
    ['/docs/b/?q=1', '/docs/b/?q=1'],
    ['https://www.obico.io/docs/b/', 'https://www.obico.io/docs/b/'],
    ['mailto:x@y.z', 'mailto:x@y.z'],
  ])('%s -> %s', (href, expected) => {
    expect(rewriteHref(href, context)).toBe(expected);
  });

  it('prefixes ids and their references, moves headings a level down, drops buttons', () => {
    const html =
      '<h2 id="setup">Setup<a href="#setup" class="hash-link" aria-label="Link">#</a></h2><label for="f">x</label><input id="f"><p aria-describedby="n1 gone" id="n1">See <a href="/docs/b/#y">b</a></p><div class="code-block"><pre>  x</pre><button type="button" id="tab">Copy</button></div><div aria-labelledby="tab">panel</div><h6 id="z">z</h6>';
    const out = rewriteDocContent(html, context);
    expect(out).toContain('<h3 id="a--setup">Setup<a href="#a--setup" class="hash-link" aria-label="Link">#</a></h3>');
    expect(out).toContain('for="a--f"');
    expect(out).toContain('id="a--f"');
    // A reference keeps the ids that exist and drops the others (those of dropped buttons).
    expect(out).toContain('aria-describedby="a--n1"');
    expect(out).toContain('<a href="#b--y">b</a>');
    expect(out).toContain('<pre>  x</pre>');
    expect(out).not.toContain('button');
    expect(out).toContain('<div>panel</div>');
    expect(out).toContain('<h6 id="a--z">z</h6>');
  });
});

describe('print page', () => {
  it('is a static, noindex page whose docs each start a printed page', () => {
    const html = renderPrintPage({
      lang: 'de',
      dir: 'ltr',
      title: 'Handbuch <1>',
      subtitle: 'Alles',
      contentsLabel: 'Inhalt',
      styles: '<style>x{}</style>',
      toc: [{ label: 'A', href: '#a', children: [] }],
      docs: [{ anchor: 'a', title: 'A & B', html: '<p>x</p>', lang: 'en', url: 'https://www.obico.io/de-DE/docs/a/' }],
      canonical: 'https://www.obico.io/de-DE/docs/print/',
    });
    expect(html).toMatch(/^<!DOCTYPE html><html lang="de"/);
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).toContain('<title>Handbuch &lt;1&gt;</title>');
    expect(html).toContain('<article class="print-doc docs-article" id="a" aria-labelledby="a--print-title" lang="en"><h2 id="a--print-title">A &amp; B</h2>');
    expect(html).toContain('break-before:page');
    expect(html).not.toContain('<script');
  });
});
