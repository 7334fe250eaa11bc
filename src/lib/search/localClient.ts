/**
 * A search client with algoliasearch's `search(requests)` contract, answered in the browser from the prebuilt local
 * index. The index of a language is downloaded once, on first use (or on `preload`, at the first sign of intent).
 */
import { LocalSearchEngine } from './localIndex';
import { fillAnswer } from './answers';
import type { SearchClient, SearchRequest, SearchResult } from './types';
import { RetryError, type LocalIndexFile, type WorkerAnswer, type WorkerQuestion } from './workerClient';

// The page's side of the worker (no engine in it): re-exported, as the site and the tests import it from here too.
export { RetryError, createWorkerSearchClient, fetchIndex, localIndexUrl, type SearchWorkerPort, type WorkerAnswer, type WorkerQuestion } from './workerClient';

export interface LocalClientOptions {
  /** Fetches the index file of a language. */
  loadIndex: (language: string) => Promise<LocalIndexFile>;
  /** Fetches a published Markdown file by its path (the answer to a question is read from it); none: no answers. */
  loadMarkdown?: (path: string) => Promise<string | null>;
  /** Used when a request names no language:… facet filter. */
  defaultLanguage: string;
}

export { normalizeRequests, requestLanguage } from './requests';
import { normalizeRequests, requestLanguage } from './requests';

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
        const found = await engine(language);
        results.push(await answered(found, found.search(request), request, options.loadMarkdown));
      }
      return { results };
    },
  };
}

/**
 * The result with its answer's sentence read from the page's Markdown, when the request asks for it
 * (`answerQuestion: true`, as the search page does; the dialog does not wait for a download on each keystroke);
 * otherwise, or without a loader, without an answer.
 */
function answered(engine: LocalSearchEngine, result: SearchResult, request: SearchRequest, loadMarkdown?: (path: string) => Promise<string | null>): Promise<SearchResult> | SearchResult {
  if (!result.hits[0]?._answer) return result;
  if (!loadMarkdown || request.answerQuestion !== true) {
    delete result.hits[0]._answer;
    return result;
  }
  return fillAnswer(engine, result, request, loadMarkdown);
}

/**
 * The worker's side: one engine per language, built from `loadIndex` on the first question about it. A failed
 * download is forgotten, so the next question tries again.
 */
export function createWorkerResponder(
  loadIndex: (language: string) => Promise<LocalIndexFile>,
  loadMarkdown?: (path: string) => Promise<string | null>,
): (question: WorkerQuestion) => Promise<WorkerAnswer> {
  const engines = new Map<string, Promise<LocalSearchEngine>>();
  return async ({ id, language, request }) => {
    let pending = engines.get(language);
    if (!pending) {
      pending = loadIndex(language).then((data) => LocalSearchEngine.load(data));
      engines.set(language, pending);
      pending.catch(() => engines.delete(language));
    }
    try {
      const engine = await pending;
      return { id, result: request ? await answered(engine, engine.search(request), request, loadMarkdown) : null };
    } catch (error) {
      return { id, error: error instanceof Error ? error.message : String(error) };
    }
  };
}
