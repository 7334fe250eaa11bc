/**
 * The part of react-instantsearch's API that the search page uses (InstantSearch, Configure, useSearchBox,
 * useInfiniteHits, useInstantSearch), over the site's search client (local index or Algolia, same API). The
 * library brings its whole state machine, routing and query-string parser: 47 kB gzip on the search page; this
 * is 1 kB. Queries run as the visitor types; a slower answer never replaces a newer one.
 */
import { createContext, useContext, useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { SearchClient, SearchRequest, SearchResult } from '../../lib/search/types';

type Params = Omit<SearchRequest, 'indexName' | 'query' | 'page'>;
type Status = 'idle' | 'loading' | 'stalled' | 'error';

interface SearchState {
  query: string;
  refine(query: string): void;
  results: SearchResult | undefined;
  items: unknown[];
  isLastPage: boolean;
  showMore(): void;
  status: Status;
  error: Error | undefined;
  setParams(params: Params): void;
}

const Context = createContext<SearchState | null>(null);
const useIsomorphicLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

function useSearchState(): SearchState {
  const state = useContext(Context);
  if (!state) throw new Error('The search hooks need an <InstantSearch> around them.');
  return state;
}

export function InstantSearch({
  searchClient,
  indexName,
  initialUiState,
  children,
}: {
  searchClient: SearchClient;
  indexName: string;
  initialUiState?: Record<string, { query?: string }>;
  /** Accepted for react-instantsearch compatibility; there is nothing to configure. */
  future?: unknown;
  children: ReactNode;
}) {
  const [query, setQuery] = useState(initialUiState?.[indexName]?.query ?? '');
  const [page, setPage] = useState(0);
  const [paramsVersion, setParamsVersion] = useState(0);
  const [results, setResults] = useState<SearchResult>();
  const [items, setItems] = useState<unknown[]>([]);
  const [status, setStatus] = useState<Status>('idle');
  const [error, setError] = useState<Error>();
  // <Configure> writes its parameters here in a layout effect, before this component's effect sends the query.
  const params = useRef<Params>({});
  const lastRequest = useRef('');
  const latest = useRef(0);

  useEffect(() => {
    const request: SearchRequest = { ...params.current, indexName, query, page };
    const key = JSON.stringify(request);
    if (key === lastRequest.current) return;
    lastRequest.current = key;
    const id = ++latest.current;
    if (!query) {
      setResults(undefined);
      setItems([]);
      setStatus('idle');
      return;
    }
    setStatus('loading');
    searchClient.search({ requests: [request] }).then(
      ({ results: [result] }) => {
        if (id !== latest.current) return;
        setResults(result);
        setItems((previous) => (page === 0 ? result.hits : [...previous, ...result.hits]));
        setError(undefined);
        setStatus('idle');
      },
      (reason: unknown) => {
        if (id !== latest.current) return;
        setError(reason instanceof Error ? reason : new Error(String(reason)));
        setStatus('error');
      },
    );
  }, [searchClient, indexName, query, page, paramsVersion]);

  const value = useMemo<SearchState>(
    () => ({
      query,
      refine(next) {
        setQuery(next);
        setPage(0);
      },
      results,
      items,
      isLastPage: !results || results.page >= results.nbPages - 1,
      showMore() {
        if (results && results.page < results.nbPages - 1) setPage(results.page + 1);
      },
      status,
      error,
      setParams(next) {
        if (JSON.stringify(next) === JSON.stringify(params.current)) return;
        params.current = next;
        setPage(0);
        setParamsVersion((version) => version + 1);
      },
    }),
    [query, results, items, status, error],
  );
  return <Context.Provider value={value}>{children}</Context.Provider>;
}

/** Search parameters sent with every query (hitsPerPage, facetFilters, highlighting…). */
export function Configure(props: Params): null {
  const { setParams } = useSearchState();
  const key = JSON.stringify(props);
  useIsomorphicLayoutEffect(() => setParams(JSON.parse(key) as Params), [key, setParams]);
  return null;
}

export function useSearchBox(): { query: string; refine(query: string): void } {
  const { query, refine } = useSearchState();
  return { query, refine };
}

export function useInfiniteHits<T = unknown>(): { items: T[]; isLastPage: boolean; showMore(): void; results: SearchResult | undefined } {
  const { items, isLastPage, showMore, results } = useSearchState();
  return { items: items as T[], isLastPage, showMore, results };
}

export function useInstantSearch(): { status: Status; error: Error | undefined } {
  const { status, error } = useSearchState();
  return { status, error };
}
