/**
 * The search page's filters: the facet attributes of the records, the local index answering `facets` and
 * `facetFilters` as Algolia's search API does (checked through algoliasearch-helper, which builds InstantSearch's
 * requests and reads its answers), the address that carries them, and the router that keeps it.
 */
import algoliasearchHelper from 'algoliasearch-helper';
import { buildRecords, docsSectionOf } from '../../../src/lib/search/records';
import { LocalSearchEngine } from '../../../src/lib/search/localIndex';
import { buildLocalIndex } from '../../../src/lib/search/buildIndex';
import { createLocalSearchClient } from '../../../src/lib/search/localClient';
import { readSearchFilters, searchPageUrl, type SearchFilters } from '../../../src/lib/search/facets';
import { createSearchRouter, searchStateMapping, type RouterWindow, type SearchRoute } from '../../../src/lib/search/routing';
import type { SearchRecord } from '../../../src/lib/search/types';

function page(route: string, title: string, section: SearchRecord['section'], text: string): SearchRecord[] {
  const html = `<html><head><meta name="description" content="About ${title}"></head><body><main><article><h1>${title}</h1><div data-search-content=""><h2 id="more">More</h2><p>${text}</p></div></article></main></body></html>`;
  return buildRecords(html, { route, language: 'en', section, lvl0: section === 'blog' ? 'Blog' : 'Docs' });
}

const corpus: SearchRecord[] = [
  ...page('/docs/user-guides/webcam-feed-is-laggy/', 'Webcam feed is laggy', 'docs', 'Lower the webcam resolution.'),
  ...page('/docs/user-guides/multiple-cameras-octoprint/', 'Multiple cameras', 'docs', 'Each webcam gets a stream.'),
  ...page('/docs/server-guides/advanced/nvidia-gpu/', 'Nvidia GPU', 'docs', 'The server can use the GPU for webcam frames.'),
  ...page('/docs/api/octoprint-tunnel/', 'Tunnel API', 'docs', 'Stream the webcam through the tunnel.'),
  ...page('/blog/webcam-tips/', 'Ten webcam tips', 'blog', 'Light the bed.'),
  ...page('/blog/k1-remote/', 'Remote K1', 'blog', 'Watch the webcam from anywhere.'),
  ...page('/docs/user-guides/klipper-setup/', 'Klipper setup', 'docs', 'Install the agent.'),
];
const index = async () => JSON.parse(JSON.stringify(await buildLocalIndex('en', corpus)));

describe('records carry the facet attributes', () => {
  it('the part of the docs comes from the route, in every locale; posts have none', () => {
    expect(docsSectionOf('/docs/user-guides/klipper-setup/', 'docs')).toBe('user-guides');
    expect(docsSectionOf('/de-DE/docs/server-guides/install/', 'docs')).toBe('self-hosting');
    expect(docsSectionOf('/fr-FR/docs/api/', 'docs')).toBe('api');
    expect(docsSectionOf('/docs/tutorials/pushover-notification-plugin/', 'docs')).toBe('developer-guides');
    expect(docsSectionOf('/docs/developer-guides/plugins/', 'docs')).toBe('developer-guides');
    expect(docsSectionOf('/blog/webcam-tips/', 'blog')).toBeNull();
  });

  it('every record of a page has its section and docs section', () => {
    const records = page('/docs/server-guides/install/', 'Install', 'docs', 'Run docker compose.');
    expect(records.length).toBeGreaterThan(1);
    expect(new Set(records.map((record) => `${record.section}/${record.docsSection}`))).toEqual(new Set(['docs/self-hosting']));
    expect(page('/blog/x/', 'X', 'blog', 'Text here.').every((record) => record.docsSection === null)).toBe(true);
  });
});

describe('the local index answers facets and facetFilters as Algolia does', () => {
  let engine: LocalSearchEngine;
  beforeAll(async () => {
    engine = await LocalSearchEngine.load(await index());
  });
  const search = (extra: Record<string, unknown>) => engine.search({ indexName: 'obico-local', query: 'webcam', hitsPerPage: 100, ...extra });
  const tally = (hits: Array<Record<string, unknown>>, attribute: string) => {
    const counts: Record<string, number> = {};
    for (const hit of hits) if (hit[attribute] !== null) counts[hit[attribute] as string] = (counts[hit[attribute] as string] ?? 0) + 1;
    return counts;
  };

  it('counts the values of the requested attributes over all the hits, and leaves out values no hit has', () => {
    const result = search({ facets: ['section', 'docsSection'] });
    expect(result.nbHits).toBe(result.hits.length);
    expect(result.facets).toEqual({ section: tally(result.hits as never, 'section'), docsSection: tally(result.hits as never, 'docsSection') });
    expect(result.facets?.section.blog).toBe(2);
    expect(Object.keys(result.facets?.docsSection ?? {}).sort()).toEqual(['api', 'self-hosting', 'user-guides']);
    expect(result.exhaustiveFacetsCount).toBe(true);
  });

  it("'*' counts every facet attribute, a single name is accepted, and no facets parameter means no facets", () => {
    expect(Object.keys(search({ facets: ['*'] }).facets ?? {}).sort()).toEqual(['docsSection', 'language', 'section']);
    expect(search({ facets: 'section' }).facets).toEqual({ section: { docs: expect.any(Number), blog: 2 } });
    expect(search({}).facets).toBeUndefined();
    expect(search({ facets: ['unknown'] }).facets).toBeUndefined();
  });

  it('facetFilters: OR inside an array, AND between entries; the counts follow the filters', () => {
    const blog = search({ facetFilters: ['section:blog'], facets: ['section', 'docsSection'] });
    expect(blog.hits.every((hit) => hit.url.startsWith('/blog/'))).toBe(true);
    expect(blog.facets).toEqual({ section: { blog: 2 }, docsSection: {} });
    const either = search({ facetFilters: [['docsSection:api', 'docsSection:self-hosting']] });
    expect(new Set(either.hits.map((hit) => hit.docsSection))).toEqual(new Set(['api', 'self-hosting']));
    expect(search({ facetFilters: ['section:blog', 'docsSection:api'] }).nbHits).toBe(0);
    expect(search({ facetFilters: ['language:en', ['section:docs'], ['docsSection:user-guides']] }).hits.every((hit) => hit.url.startsWith('/docs/user-guides/'))).toBe(true);
  });

  it('hitsPerPage 0 answers the counts alone, as InstantSearch asks for a filter’s own counts', () => {
    const result = search({ hitsPerPage: 0, facets: 'section' });
    expect(result.hits).toEqual([]);
    expect(result.nbHits).toBe(search({}).nbHits);
    expect(result.facets?.section).toEqual(search({ facets: 'section' }).facets?.section);
  });

  it('through algoliasearch-helper (InstantSearch’s requests): a refined filter keeps the counts of its other values, and the language filter stays on', async () => {
    const requests: Array<Record<string, unknown>> = [];
    const local = createLocalSearchClient({ loadIndex: async () => index(), defaultLanguage: 'de-DE' });
    const client = {
      search: (input: Parameters<typeof local.search>[0]) => {
        requests.push(...((Array.isArray(input) ? input : input.requests) as Array<Record<string, unknown>>));
        return local.search(input);
      },
    };
    const helper = algoliasearchHelper(client as never, 'obico-local', {
      facets: ['language'],
      facetsRefinements: { language: ['en'] },
      disjunctiveFacets: ['section', 'docsSection'],
      hitsPerPage: 50,
    });
    helper.setQuery('webcam').addDisjunctiveFacetRefinement('section', 'blog');
    const { content } = await helper.searchOnce({});
    expect(content.hits.map((hit) => hit.url_without_anchor)).toEqual(expect.arrayContaining(['/blog/webcam-tips/', '/blog/k1-remote/']));
    expect(content.hits.every((hit) => String(hit.url).startsWith('/blog/'))).toBe(true);
    const section = Object.fromEntries((content.getFacetValues('section', {}) as Array<{ name: string; count: number; isRefined: boolean }>).map((v) => [v.name, [v.count, v.isRefined]]));
    // Counted as if the filter were off: the docs keep their number, so the visitor can switch.
    expect(section).toEqual({ blog: [2, true], docs: [engine.search({ indexName: 'x', query: 'webcam', facetFilters: ['section:docs'] }).nbHits, false] });
    expect(section.blog[0]).toBe(content.nbHits);
    // Every request (the hits, and the section counts) is filtered to English, never the client's default.
    expect(requests).toHaveLength(2);
    for (const request of requests) expect(JSON.stringify((request.params as Record<string, unknown>).facetFilters)).toContain('language:en');

    // Two values of one filter are OR; with the docs section filter on too, AND.
    helper.addDisjunctiveFacetRefinement('section', 'docs').addDisjunctiveFacetRefinement('docsSection', 'api');
    const both = (await helper.searchOnce({})).content;
    expect(both.hits.map((hit) => hit.url_without_anchor)).toEqual(['/docs/api/octoprint-tunnel/']);
    const sections = Object.fromEntries((both.getFacetValues('docsSection', {}) as Array<{ name: string; count: number }>).map((v) => [v.name, v.count]));
    expect(sections).toEqual({ api: 1, 'self-hosting': 1, 'user-guides': 3 }); // hits: the laggy page's title and its section, a camera page's section
  });
});

describe('the address of a filtered search', () => {
  it('reads ?type= and ?section= as a GET form sends them, or comma-separated, keeping known values in order', () => {
    expect(readSearchFilters('?q=webcam&type=blog')).toEqual({ type: ['blog'], section: [] });
    expect(readSearchFilters('?type=blog&type=docs&section=api,user-guides')).toEqual({ type: ['docs', 'blog'], section: ['user-guides', 'api'] });
    expect(readSearchFilters('?type=&type=news&section=%3Cscript%3E')).toEqual({ type: [], section: [] });
  });

  it('writes ?q= first, then the filters, and nothing when there is neither', () => {
    expect(searchPageUrl('/search/', 'bed mesh', { type: ['blog'], section: [] })).toBe('/search/?q=bed%20mesh&type=blog');
    expect(searchPageUrl('/de-DE/search/', 'a+b', { type: [], section: ['api', 'self-hosting'] })).toBe('/de-DE/search/?q=a%2Bb&section=self-hosting&section=api');
    expect(searchPageUrl('/search/', '')).toBe('/search/');
    const filters: SearchFilters = { type: ['docs'], section: ['developer-guides'] };
    expect(readSearchFilters(new URL(searchPageUrl('/search/', 'x', filters), 'http://h').search)).toEqual(filters);
  });
});

describe('the search page router', () => {
  function fakeWindow(start: string) {
    const entries = [start];
    let at = 0;
    const listeners = new Set<() => void>();
    const setUrl = (url: string) => {
      const parsed = new URL(url, 'http://h');
      win.location.pathname = parsed.pathname;
      win.location.search = parsed.search;
    };
    const win = {
      location: { pathname: '', search: '' },
      history: {
        state: { key: 'k' },
        pushState: (_s: unknown, _t: string, url: string) => {
          entries.splice(at + 1, Infinity, url);
          at += 1;
          setUrl(url);
        },
        replaceState: (_s: unknown, _t: string, url: string) => {
          entries[at] = url;
          setUrl(url);
        },
      },
      addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
      back() {
        at -= 1;
        setUrl(entries[at]);
        for (const listener of listeners) listener();
      },
    };
    setUrl(start);
    return { win, entries, listeners };
  }
  const route = (q: string, type: SearchRoute['type'] = [], section: SearchRoute['section'] = []): SearchRoute => ({ q, type, section });

  it('typing replaces the entry; a filter adds one, and back brings the previous filters to InstantSearch', () => {
    const { win, entries, listeners } = fakeWindow('/search/?q=web');
    const router = createSearchRouter(win as unknown as RouterWindow);
    const updates: SearchRoute[] = [];
    router.onUpdate((r) => updates.push(r));
    expect(router.read()).toEqual(route('web'));
    router.write(route('webcam'));
    expect(entries).toEqual(['/search/?q=webcam']);
    router.write(route('webcam', ['blog']));
    expect(entries).toEqual(['/search/?q=webcam', '/search/?q=webcam&type=blog']);
    router.write(route('webcam', ['blog']));
    expect(entries).toHaveLength(2);
    win.back();
    expect(updates).toEqual([route('webcam')]);
    router.dispose();
    expect(listeners.size).toBe(0);
  });

  it('maps the UI state of the index to the route and back, leaving other widgets’ state out', () => {
    const mapping = searchStateMapping('obico-local');
    const uiState = { 'obico-local': { query: 'webcam', refinementList: { section: ['blog'], docsSection: ['api'] }, configure: { hitsPerPage: 20 } } };
    const r = mapping.stateToRoute(uiState);
    expect(r).toEqual(route('webcam', ['blog'], ['api']));
    expect(mapping.routeToState(r)).toEqual({ 'obico-local': { query: 'webcam', refinementList: { section: ['blog'], docsSection: ['api'] } } });
    expect(mapping.stateToRoute({})).toEqual(route(''));
  });
});
