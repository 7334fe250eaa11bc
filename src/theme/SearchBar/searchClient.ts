/**
 * The browser's search client, one per page load, for the modal and the search page alike. Loaded lazily: it
 * brings the worker's client (local mode; the engine runs in the worker, or is imported onto the page when no worker
 * can start) or, on its first query, algoliasearch (Algolia mode), so neither mode downloads the other's code.
 */
import { getSearchConfig } from '../../lib/search/config';
import { createWorkerSearchClient, fetchIndex } from '../../lib/search/workerClient';
import type { SearchClient } from '../../lib/search/types';

export const searchConfig = getSearchConfig({
  appId: process.env.GATSBY_ALGOLIA_APP_ID,
  searchKey: process.env.GATSBY_ALGOLIA_SEARCH_KEY,
  indexName: process.env.GATSBY_ALGOLIA_INDEX_NAME,
});

/** The local client: searching in a Web Worker where the browser has them and may start one, else on the page itself. */
function createBrowserLocalClient() {
  if (typeof Worker !== 'undefined') {
    try {
      // @ts-expect-error import.meta is ES module syntax (this project type-checks as CommonJS); webpack bundles the worker from it.
      const worker = new Worker(new URL('../../lib/search/searchWorker.ts', import.meta.url));
      return createWorkerSearchClient(worker, { defaultLanguage: 'en', fallback: createOnPageClient });
    } catch {
      // A browser or policy that refuses workers: search on the page.
    }
  }
  return createOnPageClient();
}

/**
 * The engine on the page, for a browser that cannot start the worker: imported then, so the pages that search do not
 * download the engine (MiniSearch, the analyzers) that their worker brings.
 */
function createOnPageClient(): SearchClient & { preload(language?: string): Promise<void> } {
  type OnPage = SearchClient & { preload(language?: string): Promise<void> };
  let onPage: Promise<OnPage> | null = null;
  const load = () =>
    (onPage ??= Promise.all([import('../../lib/search/localClient'), import('../../lib/search/answers')]).then(([{ createLocalSearchClient }, { fetchMarkdown }]) =>
      createLocalSearchClient({ loadIndex: fetchIndex('/search/'), loadMarkdown: fetchMarkdown, defaultLanguage: 'en' }),
    ));
  return {
    preload: (language) => load().then((client) => client.preload(language)),
    search: (input) => load().then((client) => client.search(input)),
  };
}

/** Algolia's client, imported when the first query is sent. */
function createLazyAlgoliaClient(appId: string, apiKey: string): SearchClient {
  let algolia: Promise<SearchClient> | null = null;
  return {
    search(input) {
      algolia ??= import('../../lib/search/algoliaClient').then(({ createAlgoliaSearchClient }) => createAlgoliaSearchClient({ appId, apiKey }));
      return algolia.then((real) => real.search(input));
    },
  };
}

let client: (SearchClient & { preload?: (language?: string) => Promise<void> }) | null = null;

export function getSearchClient(): SearchClient & { preload?: (language?: string) => Promise<void> } {
  if (!client) {
    client =
      searchConfig.mode === 'algolia'
        ? createLazyAlgoliaClient(searchConfig.appId, searchConfig.apiKey)
        : createBrowserLocalClient();
  }
  return client;
}

/** Starts downloading the index of a language (local mode) so the first query answers at once. */
export function preloadSearch(language: string): void {
  void getSearchClient().preload?.(language);
}
