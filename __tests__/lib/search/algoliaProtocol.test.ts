/**
 * The Algolia path, tested against its HTTP protocol: the real algoliasearch v5 client talks to loopback servers
 * standing in for Algolia's hosts.
 */
import http from 'http';
import type { AddressInfo } from 'net';
import algoliasearchHelper from 'algoliasearch-helper';
import { createAlgoliaSearchClient } from '../../../src/lib/search/algoliaClient';
import { algoliasearch } from 'algoliasearch';
import { algoliaIndexSettings, pushSynonyms, type SynonymsClient } from '../../../src/node/algolia';
import { parseSynonyms } from '../../../src/lib/search/synonyms';

interface Seen {
  method: string;
  path: string;
  query: URLSearchParams;
  body: { requests: Array<Record<string, unknown>> } & Record<string, unknown>;
}

type Behaviour = 'ok' | 'error500' | 'hang' | 'error403' | 'facets';

/** Algolia's answer to one request of the search page, with facet counts as Algolia gives them. */
function facetAnswer(request: Record<string, unknown>) {
  const filters = JSON.stringify(request.facetFilters ?? []);
  const blogOnly = filters.includes('section:blog');
  const hits = blogOnly ? [{ objectID: 'b', url: '/blog/webcam-tips/', section: 'blog', docsSection: null, hierarchy: { lvl0: 'Blog', lvl1: 'Webcam tips' } }] : [];
  const all = { section: { docs: 7, blog: 1 }, docsSection: { 'user-guides': 5, 'self-hosting': 2 }, language: { en: 8 } };
  const asked = typeof request.facets === 'string' ? [request.facets] : ((request.facets as string[] | undefined) ?? []);
  const facets = Object.fromEntries(asked.map((name) => [name, blogOnly && name !== 'language' ? { section: { blog: 1 }, docsSection: {} }[name] : all[name as keyof typeof all]]));
  const nbHits = blogOnly ? 1 : 8;
  return { hits: request.hitsPerPage === 0 ? [] : hits, nbHits, page: 0, nbPages: 1, hitsPerPage: request.hitsPerPage ?? 20, processingTimeMS: 1, query: request.query, params: '', facets, exhaustiveFacetsCount: true };
}

async function startHost(behaviour: Behaviour, seen: Seen[]): Promise<{ url: string; close: () => Promise<void> }> {
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://x');
      seen.push({ method: req.method ?? '', path: decodeURIComponent(url.pathname), query: url.searchParams, body: JSON.parse(raw || '{}') });
      if (behaviour === 'hang') return; // never answers: the client times out
      res.setHeader('content-type', 'application/json');
      if (behaviour === 'error500') {
        res.statusCode = 500;
        res.end(JSON.stringify({ message: 'internal error', status: 500 }));
      } else if (behaviour === 'error403') {
        res.statusCode = 403;
        res.end(JSON.stringify({ message: 'Invalid Application-ID or API key', status: 403 }));
      } else if (behaviour === 'facets') {
        res.end(JSON.stringify({ results: (JSON.parse(raw).requests as Array<Record<string, unknown>>).map(facetAnswer) }));
      } else {
        res.end(JSON.stringify({ results: [{ hits: [{ objectID: '1', url: '/docs/x/', hierarchy: { lvl0: 'Docs', lvl1: 'X' } }], nbHits: 1, page: 0, nbPages: 1, hitsPerPage: 20, processingTimeMS: 1, query: 'klipper', params: '', queryID: 'abc123' }] }));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The request DocSearch sends, with the site's language filter. */
const docSearchRequest = {
  indexName: 'obico',
  query: 'klipper',
  attributesToRetrieve: ['hierarchy.lvl0', 'hierarchy.lvl1', 'hierarchy.lvl2', 'hierarchy.lvl3', 'hierarchy.lvl4', 'hierarchy.lvl5', 'hierarchy.lvl6', 'content', 'type', 'url'],
  attributesToSnippet: ['hierarchy.lvl1:10', 'content:10'],
  snippetEllipsisText: '…',
  highlightPreTag: '<mark>',
  highlightPostTag: '</mark>',
  hitsPerPage: 20,
  clickAnalytics: true,
  facetFilters: ['language:en', ['section:docs', 'section:blog']],
};

describe('the Algolia search protocol', () => {
  const timeouts = { connect: 500, read: 400, write: 1000 };

  it('POSTs /1/indexes/*/queries with the fields DocSearch sends and the credentials as query parameters', async () => {
    const seen: Seen[] = [];
    const host = await startHost('ok', seen);
    try {
      const client = createAlgoliaSearchClient({ appId: 'TESTAPP', apiKey: 'search-only-key', hosts: [{ url: host.url, protocol: 'http', accept: 'read' }], timeouts });
      const { results } = await client.search({ requests: [docSearchRequest] });
      expect(results[0]).toMatchObject({ nbHits: 1, queryID: 'abc123' });
      expect(seen).toHaveLength(1);
      expect(seen[0].method).toBe('POST');
      expect(seen[0].path).toBe('/1/indexes/*/queries');
      expect(seen[0].query.get('x-algolia-application-id')).toBe('TESTAPP');
      expect(seen[0].query.get('x-algolia-api-key')).toBe('search-only-key');
      // Each request names its language, so Algolia drops that language's stop words and plurals.
      expect(seen[0].body.requests[0]).toEqual({ ...docSearchRequest, queryLanguages: ['en'], removeStopWords: ['en'], ignorePlurals: ['en'] });
    } finally {
      await host.close();
    }
  });

  /** Runs `check` with a client whose first host behaves as given and whose second one answers. */
  async function withBadFirstHost(
    behaviour: Behaviour,
    apiKey: string,
    check: (client: ReturnType<typeof createAlgoliaSearchClient>, seenBad: Seen[], seenGood: Seen[]) => Promise<void>,
  ) {
    const seenBad: Seen[] = [];
    const seenGood: Seen[] = [];
    const bad = await startHost(behaviour, seenBad);
    const good = await startHost('ok', seenGood);
    try {
      const client = createAlgoliaSearchClient({
        appId: 'TESTAPP',
        apiKey,
        hosts: [
          { url: bad.url, protocol: 'http', accept: 'read' },
          { url: good.url, protocol: 'http', accept: 'read' },
        ],
        timeouts,
      });
      await check(client, seenBad, seenGood);
    } finally {
      await bad.close();
      await good.close();
    }
  }

  it.each(['error500', 'hang'] as const)('after a %s on the first host it retries on the next host', (behaviour) =>
    withBadFirstHost(behaviour, 'key', async (client, seenBad, seenGood) => {
      const { results } = await client.search({ requests: [docSearchRequest] });
      expect(results[0].nbHits).toBe(1);
      expect(seenBad).toHaveLength(1);
      expect(seenGood).toHaveLength(1);
    }));

  it('a 4xx answer is an API error with the status, and no other host is tried', () =>
    withBadFirstHost('error403', 'wrong', async (client, seenBad, seenGood) => {
      await expect(client.search({ requests: [docSearchRequest] })).rejects.toMatchObject({ name: 'ApiError', status: 403 });
      expect(seenBad).toHaveLength(1);
      expect(seenGood).toHaveLength(0);
    }));

  it('the search page’s filters go over the wire as Algolia’s facets and facetFilters, and their counts come back', async () => {
    const seen: Seen[] = [];
    const host = await startHost('facets', seen);
    try {
      const client = createAlgoliaSearchClient({ appId: 'TESTAPP', apiKey: 'key', hosts: [{ url: host.url, protocol: 'http', accept: 'read' }], timeouts });
      // The state the search page gives InstantSearch (whose requests algoliasearch-helper builds) for ?q=webcam&type=blog.
      const helper = algoliasearchHelper(client as never, 'obico', {
        facets: ['language'],
        facetsRefinements: { language: ['en'] },
        disjunctiveFacets: ['section', 'docsSection'],
        disjunctiveFacetsRefinements: { section: ['blog'] },
        facetingAfterDistinct: true,
        hitsPerPage: 20,
      } as never);
      const { content } = await helper.setQuery('webcam').searchOnce({});
      expect(seen).toHaveLength(1);
      expect(seen[0].path).toBe('/1/indexes/*/queries');
      const [hitsRequest, countsRequest] = seen[0].body.requests;
      expect(hitsRequest).toMatchObject({ indexName: 'obico', query: 'webcam', facets: ['docsSection', 'language', 'section'], facetFilters: ['language:en', ['section:blog']], facetingAfterDistinct: true });
      // The counts of the refined filter are asked without it (and for no hits), keeping the language.
      expect(countsRequest).toMatchObject({ indexName: 'obico', query: 'webcam', facets: 'section', facetFilters: ['language:en'], hitsPerPage: 0 });
      expect(content.hits.map((hit) => hit.url)).toEqual(['/blog/webcam-tips/']);
      const counts = Object.fromEntries((content.getFacetValues('section', {}) as Array<{ name: string; count: number }>).map((v) => [v.name, v.count]));
      expect(counts).toEqual({ docs: 7, blog: 1 });
    } finally {
      await host.close();
    }
  });

  it('the index settings pushed at build let Algolia filter and count every attribute the search page filters on', () => {
    expect(algoliaIndexSettings.attributesForFaceting).toEqual(expect.arrayContaining(['language', 'section', 'docsSection']));
    expect(algoliaIndexSettings.attributesToRetrieve).toEqual(expect.arrayContaining(['section', 'docsSection']));
  });

  it('a German request is read as German', async () => {
    const seen: Seen[] = [];
    const host = await startHost('ok', seen);
    try {
      const client = createAlgoliaSearchClient({ appId: 'TESTAPP', apiKey: 'k', hosts: [{ url: host.url, protocol: 'http', accept: 'read' }], timeouts });
      await client.search({ requests: [{ ...docSearchRequest, facetFilters: ['language:de-DE'], answerQuestion: true }] });
      expect(seen[0].body.requests[0]).toMatchObject({ queryLanguages: ['de'], removeStopWords: ['de'], ignorePlurals: ['de'] });
      // The search page's request for an answer is the local engine's own parameter: Algolia never sees it.
      expect(seen[0].body.requests[0]).not.toHaveProperty('answerQuestion');
    } finally {
      await host.close();
    }
  });

  it('the settings read queries as the local engine does: stop words, plurals, typos and every word optional when nothing matches all', () => {
    const languages = ['en', 'de', 'es', 'fr', 'it', 'nl', 'pl', 'pt', 'ru'];
    expect([...algoliaIndexSettings.queryLanguages].sort()).toEqual([...languages].sort());
    expect(algoliaIndexSettings).toMatchObject({ removeWordsIfNoResults: 'allOptional', typoTolerance: true, minWordSizefor1Typo: 4, minWordSizefor2Typos: 8 });
    expect([...algoliaIndexSettings.removeStopWords].sort()).toEqual([...languages].sort());
    expect([...algoliaIndexSettings.ignorePlurals].sort()).toEqual([...languages].sort());
  });

  it('the synonyms file goes to Algolia as two-way synonyms, replacing the index’s own, over the real client', async () => {
    const seen: Seen[] = [];
    const host = await startHost('ok', seen);
    try {
      const client = algoliasearch('TESTAPP', 'admin-key', { hosts: [{ url: host.url, protocol: 'http', accept: 'readWrite' }], timeouts }) as unknown as SynonymsClient;
      const file = parseSynonyms('all:\n  - [Obico, The Spaghetti Detective, TSD]\nde-DE:\n  - [Webcam, Kamera]\n', ['en', 'de-DE']);
      expect(await pushSynonyms(client, 'obico', file)).toBe(2);
      expect(seen).toHaveLength(1);
      expect(seen[0].method).toBe('POST');
      expect(seen[0].path).toBe('/1/indexes/obico/synonyms/batch');
      expect(seen[0].query.get('replaceExistingSynonyms')).toBe('true');
      expect(seen[0].body).toEqual([
        { objectID: 'all-0', type: 'synonym', synonyms: ['Obico', 'The Spaghetti Detective', 'TSD'] },
        { objectID: 'de-DE-0', type: 'synonym', synonyms: ['Webcam', 'Kamera'] },
      ]);
    } finally {
      await host.close();
    }
  });

  it('a client without an application id or a key is an error naming what is missing', () => {
    expect(() => createAlgoliaSearchClient({ appId: '', apiKey: 'k' })).toThrow(/application id \(GATSBY_ALGOLIA_APP_ID\)/);
    expect(() => createAlgoliaSearchClient({ appId: 'A', apiKey: undefined })).toThrow(/search API key \(GATSBY_ALGOLIA_SEARCH_KEY\)/);
  });
});
