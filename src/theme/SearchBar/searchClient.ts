/**
 * The browser's search client, one per page load, for the modal and the search page alike. Loaded lazily: it
 * brings MiniSearch (local mode) or, on its first query, algoliasearch (Algolia mode), so neither mode downloads
 * the other's code.
 */
import { getSearchConfig } from '../../lib/search/config';
import { createLocalSearchClient, createWorkerSearchClient, fetchIndex } from '../../lib/search/localClient';
import { fetchMarkdown } from '../../lib/search/answers';
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

function createOnPageClient() {
  return createLocalSearchClient({ loadIndex: fetchIndex('/search/'), loadMarkdown: fetchMarkdown, defaultLanguage: 'en' });
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
