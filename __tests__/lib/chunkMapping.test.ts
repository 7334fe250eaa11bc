import { compactChunkMapping } from '../../src/lib/chunkMapping';

const map = { app: ['/app-1.js'], 'component---src-pages-404-tsx': [], 'component---src-templates-doc-tsx': [] };
const page = (script: string) => `<html><body><script id="gatsby-chunk-mapping">${script}</script></body></html>`;

describe('compactChunkMapping', () => {
  it('drops the empty entries of a map written as a string of JSON (Gatsby scripts slice)', () => {
    const html = page(`window.___chunkMapping=${JSON.stringify(JSON.stringify(map))};`);
    expect(compactChunkMapping(html)).toBe(page(`window.___chunkMapping=${JSON.stringify(JSON.stringify({ app: ['/app-1.js'] }))};`));
  });

  it('drops the empty entries of a map written as an object', () => {
    const html = page(`/*<![CDATA[*/window.___chunkMapping=${JSON.stringify(map)};/*]]>*/`);
    expect(compactChunkMapping(html)).toBe(page(`/*<![CDATA[*/window.___chunkMapping=${JSON.stringify({ app: ['/app-1.js'] })};/*]]>*/`));
  });

  it('leaves pages without a readable map as they are', () => {
    for (const html of [page('window.x=1;'), page('window.___chunkMapping="{broken";')]) expect(compactChunkMapping(html)).toBe(html);
  });
});
