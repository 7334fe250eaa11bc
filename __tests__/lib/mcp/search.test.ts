import { cutText, formatSearchAnswer, MAX_RESULT_PAGES, MAX_SNIPPET_CHARS, readDocsQuery, searchDocs, SearchRequestError } from '../../../src/lib/mcp/search';
import { MAX_QUERY_CHARS } from '../../../src/lib/search/localIndex';
import { useFixtureSite, SITE_URL } from './fixtureSite';

const site = useFixtureSite();

describe('searchDocs', () => {
  it('finds the Klipper setup guide first for "klipper", with its URLs, section and snippet', async () => {
    const answer = await searchDocs(site(), { query: 'klipper' });
    expect(answer.locale).toBe('en');
    expect(answer.results[0]).toEqual({
      title: 'Set up Obico for Klipper',
      url: `${SITE_URL}/docs/user-guides/klipper-setup/`,
      markdownUrl: `${SITE_URL}/docs/user-guides/klipper-setup.md`,
      section: 'Getting Started',
      type: 'docs',
      snippet: expect.any(String),
    });
    expect(answer.results.map((result) => result.url)).toContain(`${SITE_URL}/blog/klipper-remote-access-guide/`);
    expect(answer.results.length).toBeLessThanOrEqual(MAX_RESULT_PAGES);
    for (const result of answer.results) expect(result.snippet.length).toBeLessThanOrEqual(MAX_SNIPPET_CHARS);
  });

  it('filters by type, as the search page does', async () => {
    expect((await searchDocs(site(), { query: 'klipper', type: 'blog' })).results.map((r) => r.type)).toEqual(['blog']);
    expect((await searchDocs(site(), { query: 'klipper', type: 'docs' })).results.every((r) => r.type === 'docs')).toBe(true);
  });

  it('reads a 10 kB query, cut to the engine limit', async () => {
    const answer = await searchDocs(site(), { query: `klipper ${'x'.repeat(10_000)}` });
    expect(answer.queryCut).toBe(true);
    expect(answer.query.length).toBe(MAX_QUERY_CHARS);
    expect(formatSearchAnswer(answer)).toMatch(/cut to its first 512 characters/);
  });

  it('answers an empty or unmatched query with no pages', async () => {
    const answer = await searchDocs(site(), { query: 'zzzzqqq' });
    expect(answer.results).toEqual([]);
    expect(formatSearchAnswer(answer)).toMatch(/No page/);
  });

  it('refuses an unknown locale and a locale whose index is not published', async () => {
    await expect(searchDocs(site(), { query: 'klipper', locale: '../../etc' })).rejects.toThrow(SearchRequestError);
    await expect(searchDocs(site(), { query: 'klipper', locale: 'fr-FR' })).rejects.toThrow(/not published/);
  });
});

describe('readDocsQuery', () => {
  it('removes control characters as the search page does, and cuts', () => {
    expect(readDocsQuery('klip\u0000per\u202E')).toEqual({ query: 'klip per', cut: false });
    expect(readDocsQuery('a'.repeat(MAX_QUERY_CHARS + 1))).toEqual({ query: 'a'.repeat(MAX_QUERY_CHARS), cut: true });
  });
});

describe('cutText', () => {
  it('keeps short text and cuts long text after a word', () => {
    expect(cutText(' a  b ')).toBe('a b');
    const cut = cutText('word '.repeat(100), 30);
    expect(cut.length).toBeLessThanOrEqual(30);
    expect(cut).toMatch(/word…$/);
  });
});
