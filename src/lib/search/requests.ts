/** Search requests as both backends receive them: the two shapes algoliasearch accepts, and the language each names. */
import type { SearchRequest } from './types';

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

