import { buildSitemap } from '../../../src/lib/deploy/sitemap';

describe('buildSitemap', () => {
  it('lists absolute URLs with their alternates', () => {
    const xml = buildSitemap('https://www.obico.io', [
      { route: '/docs/', alternates: [{ hreflang: 'en', route: '/docs/' }, { hreflang: 'de-DE', route: '/de-DE/docs/' }, { hreflang: 'x-default', route: '/docs/' }] },
      { route: '/blog/a&b/' },
    ]);
    expect(xml).toContain('<loc>https://www.obico.io/docs/</loc>');
    expect(xml).toContain('<xhtml:link rel="alternate" hreflang="de-DE" href="https://www.obico.io/de-DE/docs/"/>');
    expect(xml).toContain('<loc>https://www.obico.io/blog/a&amp;b/</loc>');
    expect(xml.match(/<url>/g)).toHaveLength(2);
  });
});
