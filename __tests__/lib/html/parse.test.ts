import { applyScriptPolicy } from '../../../src/lib/deploy/csp';
import { extractAnchors, extractLinks } from '../../../src/lib/links/checkLinks';
import { applyEdits, parsePage, sliceRegions } from '../../../src/lib/html/parse';

describe('the HTML parser module', () => {
  it('decodes every entity of an attribute, named or numeric (a title or an anchor shows the text, not the escapes)', () => {
    const page = parsePage('<main><article title="Caf&eacute; &amp; &#x27;Tips&#39; &lt;3&gt; &quot;x&quot; &#8212;">x</article></main>');
    const article = page.elements.find((element) => element.rawTagName === 'article');
    expect(article?.getAttribute('title')).toBe(`Café & 'Tips' <3> "x" —`);
  });

  it("reads React's srcSet and the images of <noscript>, and no link or id written in a comment or a script", () => {
    const html =
      '<picture><source type="image/webp" srcSet="/static/a-400.webp 400w,/static/a-800.webp 800w"/></picture><noscript><img src="/static/b.png"/></noscript>' +
      '<!-- slice-start id="_gatsby-scripts-1" --><script>var a = \'<a href="/nowhere/" id="ghost">\';</script><h2 id="real">x</h2>';
    expect(extractLinks('/docs/a/', html)).toEqual(['/static/a-400.webp', '/static/a-800.webp', '/static/b.png']);
    expect(extractAnchors(html)).toEqual(new Set(['real']));
  });

  it('the script policy changes nothing but the policy element and the rewritten scripts, byte for byte', () => {
    const html = `<!DOCTYPE html><html lang="en"><head ><meta charSet="utf-8"/><meta http-equiv="Content-Security-Policy" content="script-src 'self' 'sha256-old'"/><title>A &amp; B</title></head><body><p class=x>Odd   <b>markup</B></p><script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath="/docs/a/";/*]]>*/</script></body></html>`;
    const { html: out, meta } = applyScriptPolicy(parsePage(html), { rewriteScripts: true });
    expect(meta).not.toBeNull();
    const withoutMeta = out.slice(0, meta!.start) + out.slice(meta!.end);
    expect(withoutMeta).toBe(
      html
        .replace(`<meta http-equiv="Content-Security-Policy" content="script-src 'self' 'sha256-old'"/>`, '')
        .replace('<script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath="/docs/a/";', '<script id="gatsby-script-loader" data-page-path="/docs/a/">/*<![CDATA[*/window.pagePath=document.currentScript.getAttribute("data-page-path");'),
    );
    expect(out.slice(meta!.start - '<head >'.length, meta!.start)).toBe('<head >');
  });

  it("finds Gatsby's slices, whose content Gatsby restitches on its own", () => {
    const html = '<body><p>a</p><!-- slice-start id="s1" --><script>x</script><!-- slice-end id="s1" --></body>';
    const [region] = sliceRegions(html);
    expect(region.id).toBe('s1');
    expect(html.slice(region.start, region.end)).toBe('<script>x</script>');
    expect(applyEdits(html, [{ start: region.start, end: region.end, text: 'y' }])).toBe('<body><p>a</p><!-- slice-start id="s1" -->y<!-- slice-end id="s1" --></body>');
  });
});
