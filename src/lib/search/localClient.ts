/**
 * A search client with algoliasearch's `search(requests)` contract, answered in the browser from the prebuilt local
 * index. The index of a language is downloaded once, on first use (or on `preload`, at the first sign of intent).
 */
import { LocalSearchEngine, type LocalIndexFile } from './localIndex';
import type { SearchClient, SearchRequest, SearchResult } from './types';

/** Raised when the index cannot be loaded; DocSearch shows its error screen for errors of this name. */
export class RetryError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'RetryError';
  }
}

export interface LocalClientOptions {
  /** Fetches the index file of a language. */
  loadIndex: (language: string) => Promise<LocalIndexFile>;
  /** Used when a request names no language:… facet filter. */
  defaultLanguage: string;
}

/** Accepts both request shapes: v5 `{ requests: [{ indexName, ...params }] }` and v4-style `[{ indexName, params }]`. */
export function normalizeRequests(input: { requests: SearchRequest[] } | Array<SearchRequest & { params?: Record<string, unknown> }>): SearchRequest[] {
  const list = Array.isArray(input) ? input : input.requests;
  return list.map((request) => {
    const { params, ...rest } = request as SearchRequest & { params?: Record<string, unknown> | string };
    const merged = typeof params === 'string' ? Object.fromEntries(new URLSearchParams(params)) : (params ?? {});
    return { ...merged, ...rest } as SearchRequest;
  });
}

/** The language a request is filtered to (language:xx facet filter), if any. */
export function requestLanguage(request: SearchRequest): string | null {
  const filters = typeof request.facetFilters === 'string' ? [request.facetFilters] : (request.facetFilters ?? []);
  for (const entry of filters.flat()) {
    const match = /^language:(.+)$/.exec(entry);
    if (match) return match[1];
  }
  return null;
}

export function createLocalSearchClient(options: LocalClientOptions): SearchClient & { preload(language?: string): Promise<void> } {
  const engines = new Map<string, Promise<LocalSearchEngine>>();
  const engine = (language: string): Promise<LocalSearchEngine> => {
    let pending = engines.get(language);
    if (!pending) {
      pending = options.loadIndex(language).then(
        (data) => LocalSearchEngine.load(data),
        (error) => {
          engines.delete(language); // let a later search retry the download
          throw new RetryError('Unreachable hosts - your application id may be incorrect. The search index could not be loaded.', { cause: error });
        },
      );
      engines.set(language, pending);
    }
    return pending;
  };
  return {
    async preload(language = options.defaultLanguage) {
      await engine(language).catch(() => undefined);
    },
    async search(input) {
      const requests = normalizeRequests(input as never);
      const results: SearchResult[] = [];
      for (const request of requests) {
        const language = requestLanguage(request) ?? options.defaultLanguage;
        results.push((await engine(language)).search(request));
      }
      return { results };
    },
  };
}

/** The browser loader: /search/<language>.json from the site itself. */
/** Where the index of a language is published. */
export function localIndexUrl(language: string, basePath = '/search/'): string {
  return `${basePath}${encodeURIComponent(language)}.json`;
}

export function fetchIndex(basePath = '/search/'): (language: string) => Promise<LocalIndexFile> {
  return async (language) => {
    const response = await fetch(localIndexUrl(language, basePath));
    if (!response.ok) throw new Error(`The search index for ${language} answered ${response.status}`);
    return (await response.json()) as LocalIndexFile;
  };
}
