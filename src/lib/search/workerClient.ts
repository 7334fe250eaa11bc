/**
 * The page's side of local search when the engine runs in a Web Worker: the client that posts requests to the worker,
 * and where the index files are. It holds no engine (MiniSearch, the analyzers): the pages that search download only
 * this, and the engine runs in the worker (src/lib/search/searchWorker.ts), or on the page after a lazy import when
 * a worker cannot start.
 */
import type { LocalIndexFile } from './localIndex';
import type { SearchClient, SearchRequest, SearchResult } from './types';
import { normalizeRequests, requestLanguage } from './requests';

export type { LocalIndexFile };

/** Raised when the index cannot be loaded; DocSearch shows its error screen for errors of this name. */
export class RetryError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'RetryError';
  }
}

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

/** A question to the search worker: load the index of `language` (request null), or answer a request from it. */
export interface WorkerQuestion {
  id: number;
  language: string;
  request: SearchRequest | null;
}

export type WorkerAnswer = { id: number; result: SearchResult | null } | { id: number; error: string };

/** What the page needs of a Worker (a fake in the tests). */
export interface SearchWorkerPort {
  postMessage(message: WorkerQuestion): void;
  addEventListener(type: 'message', listener: (event: { data: WorkerAnswer }) => void): void;
  addEventListener(type: 'error', listener: () => void): void;
}

/**
 * The same client as createLocalSearchClient, with the index downloaded, parsed and searched in a Web Worker: the
 * page's main thread only posts requests and receives results, so loading the index (a megabyte of JSON) while the
 * page starts never holds up input. If the worker cannot start (its script refused, by a content policy for
 * example), every question, waiting or later, goes to `fallback` instead, a client that searches on the page.
 */
export function createWorkerSearchClient(
  port: SearchWorkerPort,
  options: { defaultLanguage: string; fallback: () => SearchClient & { preload(language?: string): Promise<void> } },
): SearchClient & { preload(language?: string): Promise<void> } {
  let nextId = 0;
  let fallback: ReturnType<typeof options.fallback> | null = null;
  const pending = new Map<number, { language: string; request: SearchRequest | null; resolve: (result: SearchResult | null) => void; reject: (error: Error) => void }>();
  const unreachable = (cause: unknown) => new RetryError('Unreachable hosts - your application id may be incorrect. The search index could not be loaded.', { cause });
  const onPage = (language: string, request: SearchRequest | null): Promise<SearchResult | null> => {
    fallback ??= options.fallback();
    if (!request) return fallback.preload(language).then(() => null);
    // The request names its language as it did for the worker (or names none, and both use the default).
    return fallback.search({ requests: [request] }).then(({ results }) => results[0]);
  };
  port.addEventListener('message', ({ data }) => {
    const waiting = pending.get(data.id);
    if (!waiting) return;
    pending.delete(data.id);
    if ('error' in data) waiting.reject(unreachable(data.error));
    else waiting.resolve(data.result);
  });
  port.addEventListener('error', () => {
    fallback ??= options.fallback();
    for (const [id, waiting] of pending) {
      pending.delete(id);
      onPage(waiting.language, waiting.request).then(waiting.resolve, waiting.reject);
    }
  });
  const ask = (language: string, request: SearchRequest | null): Promise<SearchResult | null> => {
    if (fallback) return onPage(language, request);
    return new Promise((resolve, reject) => {
      nextId += 1;
      pending.set(nextId, { language, request, resolve, reject });
      port.postMessage({ id: nextId, language, request });
    });
  };
  return {
    async preload(language = options.defaultLanguage) {
      await ask(language, null).catch(() => undefined);
    },
    async search(input) {
      const requests = normalizeRequests(input as never);
      const results: SearchResult[] = [];
      for (const request of requests) {
        results.push((await ask(requestLanguage(request) ?? options.defaultLanguage, request)) as SearchResult);
      }
      return { results };
    },
  };
}
