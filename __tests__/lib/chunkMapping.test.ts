import { compactChunkMapping } from '../../src/lib/chunkMapping';
import { applyScriptPolicy, scriptHash } from '../../src/lib/deploy/csp';
import { parsePage } from '../../src/lib/html/parse';

const map = { app: ['/app-1.js'], 'component---src-pages-404-tsx': [], 'component---src-templates-doc-tsx': [] };
const page = (script: string) => `<html><head></head><body><script id="gatsby-chunk-mapping">${script}</script></body></html>`;

describe('compactChunkMapping', () => {
  it('drops the empty entries of a map written as a string of JSON (Gatsby scripts slice)', () => {
    const code = `window.___chunkMapping=${JSON.stringify(JSON.stringify(map))};`;
    expect(compactChunkMapping(code)).toBe(`window.___chunkMapping=${JSON.stringify(JSON.stringify({ app: ['/app-1.js'] }))};`);
  });

  it('drops the empty entries of a map written as an object', () => {
    const code = `/*<![CDATA[*/window.___chunkMapping=${JSON.stringify(map)};/*]]>*/`;
    expect(compactChunkMapping(code)).toBe(`/*<![CDATA[*/window.___chunkMapping=${JSON.stringify({ app: ['/app-1.js'] })};/*]]>*/`);
  });

  it('leaves code without a readable map as it is', () => {
    for (const code of ['window.x=1;', 'window.___chunkMapping="{broken";']) expect(compactChunkMapping(code)).toBe(code);
  });

  it("the production pass compacts the map in the page's script and lists the compacted script's hash", () => {
    const html = page(`window.___chunkMapping=${JSON.stringify(JSON.stringify(map))};`);
    const compacted = `window.___chunkMapping=${JSON.stringify(JSON.stringify({ app: ['/app-1.js'] }))};`;
    const result = applyScriptPolicy(parsePage(html), { rewriteScripts: true });
    expect(result.html.slice(result.html.indexOf('<body>'))).toBe(page(compacted).slice(page(compacted).indexOf('<body>')));
    expect(result.hashes).toEqual([scriptHash(compacted)]);
    expect(result.html).toContain(`content="script-src 'self' ${scriptHash(compacted)}"`);
  });
});
