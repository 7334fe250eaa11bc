import { buildRecords } from '../../../src/lib/search/records';
import { LocalSearchEngine, matchesFacetFilters, type LocalIndexFile } from '../../../src/lib/search/localIndex';
import { buildLocalIndex } from '../../../src/lib/search/buildIndex';
import { createLocalSearchClient, createWorkerResponder, createWorkerSearchClient, normalizeRequests, RetryError, type SearchWorkerPort, type WorkerAnswer, type WorkerQuestion } from '../../../src/lib/search/localClient';
import { groupHitsByPage } from '../../../src/lib/search/groupHits';
import type { SearchRecord } from '../../../src/lib/search/types';

/** A page as the doc template renders it. */
const page = (title: string, body: string) =>
  `<html><body><main><article data-search-section="docs" data-search-lvl0="Getting Started"><header><h1>${title}</h1></header><div class="markdown" data-search-content="">${body}</div></article></main></body></html>`;

const klipperPage = page(
  'Set up Obico for Klipper',
  `<p>This guide installs the agent on the computer that runs Klipper.</p>
   <h2 id="requirements"><a class="hash-link" href="#requirements" aria-hidden="true">#</a>Requirements</h2>
   <ul><li>Klipper and Moonraker working</li><li><p>A webcam</p><ul><li>nested item</li></ul></li></ul>
   <h3 id="lighting">Lighting</h3><p>Add an LED strip if you print in the dark.</p>
   <pre><code>cd ~/moonraker-obico</code></pre>
   <h2 id="step-1">Step 1: Install</h2><table><tr><td>Moonraker port 7125</td></tr></table>`,
);

describe('buildRecords', () => {
  const records = buildRecords(klipperPage, { route: '/docs/user-guides/klipper-setup/', language: 'en', section: 'docs', lvl0: 'Getting Started' });

  it('makes a title record, heading records and text records with the hierarchy above them', () => {
    expect(records.map((r) => [r.type, r.hierarchy.lvl2, r.hierarchy.lvl3, r.content])).toEqual([
      ['lvl1', null, null, null],
      ['content', null, null, 'This guide installs the agent on the computer that runs Klipper.'],
      ['lvl2', 'Requirements', null, null],
      ['content', 'Requirements', null, 'Klipper and Moonraker working'],
      ['content', 'Requirements', null, 'A webcam'],
      ['content', 'Requirements', null, 'nested item'],
      ['lvl3', 'Requirements', 'Lighting', null],
      ['content', 'Requirements', 'Lighting', 'Add an LED strip if you print in the dark.'],
      ['lvl2', 'Step 1: Install', null, null],
      ['content', 'Step 1: Install', null, 'Moonraker port 7125'],
    ]);
  });

  it('links each record to its heading anchor and carries language and section', () => {
    expect(records[0]).toMatchObject({ url: '/docs/user-guides/klipper-setup/', anchor: null, language: 'en', section: 'docs' });
    expect(records[0].hierarchy).toMatchObject({ lvl0: 'Getting Started', lvl1: 'Set up Obico for Klipper' });
    expect(records[7].url).toBe('/docs/user-guides/klipper-setup/#lighting');
    expect(new Set(records.map((r) => r.objectID)).size).toBe(records.length);
  });

  it('skips pages without a marked content root', () => {
    expect(buildRecords('<main><h1>Blog</h1></main>', { route: '/blog/', language: 'en', section: 'blog', lvl0: 'Blog' })).toEqual([]);
  });
});

function record(route: string, title: string, extra: Partial<SearchRecord> = {}): SearchRecord {
  return {
    objectID: `${route}${extra.anchor ?? ''}`,
    url: route,
    url_without_anchor: route,
    anchor: null,
    type: 'lvl1',
    content: null,
    hierarchy: { lvl0: 'Docs', lvl1: title, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null },
    language: 'en',
    section: 'docs',
    docsSection: extra.section === 'blog' ? null : 'user-guides',
    weight: { level: 100, position: 0, pageRank: 0 },
    ...extra,
  };
}

const corpus: SearchRecord[] = [
  record('/docs/a/', 'Webcam streaming troubleshooting', { content: 'If the feed is black, check the ribbon cable of the camera and restart the webcam service.' }),
  record('/docs/a/', 'Webcam streaming troubleshooting', { type: 'content', content: 'Lower the resolution when the stream stutters on a slow uplink.' }),
  record('/docs/b/', 'Set up Obico for Klipper'),
  record('/docs/b/', 'Set up Obico for Klipper', { type: 'lvl2', hierarchy: { lvl0: 'Docs', lvl1: 'Set up Obico for Klipper', lvl2: 'Link the printer', lvl3: null, lvl4: null, lvl5: null, lvl6: null }, anchor: 'link' }),
  record('/docs/b/', 'Set up Obico for Klipper', { type: 'lvl3', hierarchy: { lvl0: 'Docs', lvl1: 'Set up Obico for Klipper', lvl2: 'Link the printer', lvl3: 'Manual passcode', lvl4: null, lvl5: null, lvl6: null }, anchor: 'manual' }),
  record('/docs/c/', 'Notifications', { content: 'Choose how Obico tells you about prints.', docsSection: 'self-hosting' }),
  record('/docs/c/', 'Notifications', { type: 'content', content: 'Klipper users can enable notifications in the app.', docsSection: 'self-hosting' }),
  record('/blog/k1/', 'Remote access for the Creality K1 with Klipper', { section: 'blog', hierarchy: { lvl0: 'Blog', lvl1: 'Remote access for the Creality K1 with Klipper', lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null } }),
];

describe('LocalSearchEngine', () => {
  let engine: LocalSearchEngine;
  beforeAll(async () => {
    engine = await LocalSearchEngine.load(JSON.parse(JSON.stringify(await buildLocalIndex('en', corpus))));
  });
  const search = (query: string, extra = {}) => engine.search({ indexName: 'obico-local', query, highlightPreTag: '<mark>', highlightPostTag: '</mark>', attributesToSnippet: ['content:10'], ...extra });

  it('built in slices (LocalSearchEngine.load, for the browser) it answers exactly as built at once', async () => {
    const index = JSON.parse(JSON.stringify(await buildLocalIndex('en', corpus)));
    const sliced = await LocalSearchEngine.load(index);
    const whole = new LocalSearchEngine(index, engine.analyzer);
    for (const query of ['klipper', 'passcode', 'webc', 'kliper', 'notifications']) {
      const request = { indexName: 'obico-local', query, highlightPreTag: '<mark>', highlightPostTag: '</mark>' };
      const { processingTimeMS: _a, queryID: _b, ...answer } = sliced.search(request) as unknown as Record<string, unknown>;
      const { processingTimeMS: _c, queryID: _d, ...expected } = whole.search(request) as unknown as Record<string, unknown>;
      expect(answer).toEqual(expected);
      expect((answer.hits as unknown[]).length).toBeGreaterThan(0);
    }
  });

  it('ranks title matches first and text matches last', () => {
    const hits = search('klipper').hits;
    expect(hits[0]).toMatchObject({ url: '/docs/b/', type: 'lvl1' });
    expect(hits[hits.length - 1]).toMatchObject({ url: '/docs/c/', type: 'content', content: 'Choose how Obico tells you about prints.' });
  });

  it('a heading match points at the heading, with its parent heading in the hierarchy', () => {
    const hit = search('passcode').hits[0];
    expect(hit).toMatchObject({ url: '/docs/b/#manual', type: 'lvl3' });
    expect(hit.hierarchy).toMatchObject({ lvl1: 'Set up Obico for Klipper', lvl2: 'Link the printer', lvl3: 'Manual passcode' });
    expect(hit._highlightResult.hierarchy.lvl3?.value).toBe('Manual <mark>passcode</mark>');
  });

  it('matches prefixes as the visitor types, and tolerates a typo', () => {
    expect(search('webc').nbHits).toBeGreaterThan(0);
    expect(search('klip').hits[0].url).toBe('/docs/b/');
    expect(search('kliper').hits.map((hit) => hit.url)).toContain('/docs/b/');
    expect(search('stuters').hits.map((hit) => hit.url)).toEqual(['/docs/a/']);
    expect(search('xyzzyplugh').nbHits).toBe(0);
  });

  it('filters by language and section facets', () => {
    expect(search('klipper', { facetFilters: ['section:blog'] }).hits.map((hit) => hit.url)).toEqual(['/blog/k1/']);
    expect(search('klipper', { facetFilters: [['section:docs', 'section:blog'], 'language:en'] }).nbHits).toBe(search('klipper').nbHits);
    expect(search('klipper', { facetFilters: ['language:de-DE'] }).nbHits).toBe(0);
  });

  it('snippets the page description with the requested tags and word count', () => {
    const hit = search('ribbon').hits[0];
    expect(hit._snippetResult.content?.value).toBe('…is black, check the <mark>ribbon</mark> cable of the camera and…');
    expect(hit._highlightResult.hierarchy.lvl1?.value).toBe('Webcam streaming troubleshooting');
    expect(search('ribbon', { attributesToSnippet: ['content:5'] }).hits[0]._snippetResult.content?.value).toBe('…check the <mark>ribbon</mark> cable of…');
  });

  it('leaves common words out of the page text, not out of titles', () => {
    // /docs/c/ has "the" only in its text; headings and descriptions elsewhere keep theirs.
    expect(search('the').hits.map((hit) => hit.url_without_anchor)).not.toContain('/docs/c/');
    expect(search('the').hits.map((hit) => hit.url)).toContain('/docs/b/#link');
    expect(search('for klipper').hits[0].url).toBe('/docs/b/');
  });

  it('pages 20 hits at a time and reports nbHits, nbPages and a queryID', async () => {
    const many = Array.from({ length: 45 }, (_, i) => record(`/docs/p${i}/`, `Printer page ${i}`));
    const big = await LocalSearchEngine.load(await buildLocalIndex('en', many));
    const first = big.search({ indexName: 'x', query: 'printer' });
    expect(first.hits).toHaveLength(20);
    expect(first).toMatchObject({ nbHits: 45, nbPages: 3, page: 0, hitsPerPage: 20 });
    expect(first.queryID).toMatch(/^[0-9a-f]{32}$/);
    expect(big.search({ indexName: 'x', query: 'printer', page: 2 }).hits).toHaveLength(5);
  });

  it('an empty query finds nothing', () => expect(search('   ').nbHits).toBe(0));
});

describe('matchesFacetFilters', () => {
  it('ANDs the list and ORs nested arrays, with negation', () => {
    const values = { language: 'en', section: 'docs' };
    expect(matchesFacetFilters(['language:en', ['section:blog', 'section:docs']], values)).toBe(true);
    expect(matchesFacetFilters(['language:en', 'section:blog'], values)).toBe(false);
    expect(matchesFacetFilters('-section:blog', values)).toBe(true);
    expect(matchesFacetFilters(undefined, values)).toBe(true);
  });
});

describe('createLocalSearchClient', () => {
  let index: LocalIndexFile;
  beforeAll(async () => {
    index = await buildLocalIndex('en', corpus);
  });

  it('downloads a language index once, on first use', async () => {
    const loadIndex = jest.fn(async () => index);
    const client = createLocalSearchClient({ loadIndex, defaultLanguage: 'en' });
    await client.preload();
    const { results } = await client.search({ requests: [{ indexName: 'i', query: 'klipper', facetFilters: ['language:en'] }] });
    await client.search([{ indexName: 'i', params: { query: 'webcam' } } as never]);
    expect(loadIndex).toHaveBeenCalledTimes(1);
    expect(loadIndex).toHaveBeenCalledWith('en');
    expect(results[0].nbHits).toBeGreaterThan(0);
  });

  it('a failed download is a RetryError, and the next search tries again', async () => {
    const loadIndex = jest.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(index);
    const client = createLocalSearchClient({ loadIndex, defaultLanguage: 'en' });
    await expect(client.search({ requests: [{ indexName: 'i', query: 'klipper' }] })).rejects.toMatchObject({ name: 'RetryError' });
    await expect(client.search({ requests: [{ indexName: 'i', query: 'klipper' }] })).resolves.toHaveProperty('results');
    expect(new RetryError('x').message).toBe('x');
  });

  it('accepts both request shapes', () => {
    expect(normalizeRequests([{ indexName: 'i', params: { query: 'a', hitsPerPage: 5 } } as never])).toEqual([{ indexName: 'i', query: 'a', hitsPerPage: 5 }]);
    expect(normalizeRequests({ requests: [{ indexName: 'i', query: 'b' }] })).toEqual([{ indexName: 'i', query: 'b' }]);
  });
});

describe('createWorkerSearchClient, with the index in a worker', () => {
  let index: LocalIndexFile;
  beforeAll(async () => {
    index = await buildLocalIndex('en', corpus);
  });

  /** The page's side and the worker's side, joined by asynchronous messages as postMessage delivers them. */
  function connect(loadIndex: (language: string) => Promise<typeof index>) {
    const answer = createWorkerResponder(loadIndex);
    const listeners: Record<string, Array<(event: { data: WorkerAnswer }) => void>> = { message: [], error: [] };
    const port: SearchWorkerPort = {
      postMessage: (question: WorkerQuestion) => {
        const copy = JSON.parse(JSON.stringify(question)) as WorkerQuestion;
        setTimeout(() => void answer(copy).then((reply) => listeners.message.forEach((listener) => listener({ data: JSON.parse(JSON.stringify(reply)) }))));
      },
      addEventListener: (type: string, listener: (event: { data: WorkerAnswer }) => void) => listeners[type].push(listener),
    } as SearchWorkerPort;
    const onPage = jest.fn(() => createLocalSearchClient({ loadIndex: async () => index, defaultLanguage: 'en' }));
    return {
      client: createWorkerSearchClient(port, { defaultLanguage: 'en', fallback: onPage }),
      onPage,
      fail: () => listeners.error.forEach((listener) => listener(undefined as never)),
    };
  }

  it('answers as the engine does, downloading a language index once', async () => {
    const loadIndex = jest.fn(async () => index);
    const { client } = connect(loadIndex);
    await client.preload();
    const request = { indexName: 'i', query: 'klipper', facetFilters: ['language:en'], highlightPreTag: '<mark>', highlightPostTag: '</mark>' };
    const { results } = await client.search({ requests: [request] });
    await client.search([{ indexName: 'i', params: { query: 'webcam' } } as never]);
    expect(loadIndex).toHaveBeenCalledTimes(1);
    expect(loadIndex).toHaveBeenCalledWith('en');
    const direct = (await LocalSearchEngine.load(index)).search(request);
    expect(results[0].hits).toEqual(direct.hits);
    expect(results[0].nbHits).toBe(direct.nbHits);
  });

  it('a failed download is a RetryError, and the next search tries again', async () => {
    const loadIndex = jest.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(index);
    const { client } = connect(loadIndex);
    await expect(client.search({ requests: [{ indexName: 'i', query: 'klipper' }] })).rejects.toMatchObject({ name: 'RetryError' });
    await expect(client.search({ requests: [{ indexName: 'i', query: 'klipper' }] })).resolves.toHaveProperty('results');
  });

  it('a worker that cannot start (a content policy refusing it) leaves the searches to the page: waiting ones and later ones', async () => {
    const { client, fail, onPage } = connect(() => new Promise(() => undefined));
    expect(onPage).not.toHaveBeenCalled();
    const searching = client.search({ requests: [{ indexName: 'i', query: 'klipper', facetFilters: ['language:en'] }] });
    fail();
    const { results } = await searching;
    expect(results[0].hits[0]).toMatchObject({ url: '/docs/b/' });
    const later = await client.search({ requests: [{ indexName: 'i', query: 'passcode' }] });
    expect(later.results[0].hits[0]).toMatchObject({ url: '/docs/b/#manual' });
    expect(onPage).toHaveBeenCalledTimes(1);
  });
});

describe('groupHitsByPage', () => {
  it('groups hits of one page in first-seen order', async () => {
    const engine = await LocalSearchEngine.load(await buildLocalIndex('en', corpus));
    const groups = groupHitsByPage(engine.search({ indexName: 'i', query: 'klipper' }).hits);
    expect(groups[0]).toMatchObject({ url: '/docs/b/', title: 'Set up Obico for Klipper', breadcrumb: ['Docs', 'Set up Obico for Klipper'] });
    expect(new Set(groups.map((group) => group.url)).size).toBe(groups.length);
  });
});
