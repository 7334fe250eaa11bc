/**
 * The Algolia path, tested against its HTTP protocol: the real algoliasearch v5 client talks to loopback servers
 * standing in for Algolia's hosts.
 */
import http from 'http';
import type { AddressInfo } from 'net';
import { createAlgoliaSearchClient } from '../../../src/lib/search/algoliaClient';

interface Seen {
  method: string;
  path: string;
  query: URLSearchParams;
  body: { requests: Array<Record<string, unknown>> };
}

type Behaviour = 'ok' | 'error500' | 'hang' | 'error403';

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
      expect(seen[0].body.requests[0]).toEqual(docSearchRequest);
    } finally {
      await host.close();
    }
  });

  it.each(['error500', 'hang'] as const)('after a %s on the first host it retries on the next host', async (behaviour) => {
    const seenBad: Seen[] = [];
    const seenGood: Seen[] = [];
    const bad = await startHost(behaviour, seenBad);
    const good = await startHost('ok', seenGood);
    try {
      const client = createAlgoliaSearchClient({
        appId: 'TESTAPP',
        apiKey: 'key',
        hosts: [
          { url: bad.url, protocol: 'http', accept: 'read' },
          { url: good.url, protocol: 'http', accept: 'read' },
        ],
        timeouts,
      });
      const { results } = await client.search({ requests: [docSearchRequest] });
      expect(results[0].nbHits).toBe(1);
      expect(seenBad).toHaveLength(1);
      expect(seenGood).toHaveLength(1);
    } finally {
      await bad.close();
      await good.close();
    }
  });

  it('a 4xx answer is an API error with the status, and no other host is tried', async () => {
    const seenBad: Seen[] = [];
    const seenGood: Seen[] = [];
    const bad = await startHost('error403', seenBad);
    const good = await startHost('ok', seenGood);
    try {
      const client = createAlgoliaSearchClient({
        appId: 'TESTAPP',
        apiKey: 'wrong',
        hosts: [
          { url: bad.url, protocol: 'http', accept: 'read' },
          { url: good.url, protocol: 'http', accept: 'read' },
        ],
        timeouts,
      });
      await expect(client.search({ requests: [docSearchRequest] })).rejects.toMatchObject({ name: 'ApiError', status: 403 });
      expect(seenBad).toHaveLength(1);
      expect(seenGood).toHaveLength(0);
    } finally {
      await bad.close();
      await good.close();
    }
  });

  it('a client without an application id or a key is an error naming what is missing', () => {
    expect(() => createAlgoliaSearchClient({ appId: '', apiKey: 'k' })).toThrow(/application id \(GATSBY_ALGOLIA_APP_ID\)/);
    expect(() => createAlgoliaSearchClient({ appId: 'A', apiKey: undefined })).toThrow(/search API key \(GATSBY_ALGOLIA_SEARCH_KEY\)/);
  });
});
