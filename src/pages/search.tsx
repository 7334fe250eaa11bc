import { startTransition, useDeferredValue, useEffect, useMemo, useState } from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { useTranslation } from 'react-i18next';
import { headT } from '../lib/i18n/translations';
import Link from '../theme/LocaleLink';
import { Configure, InstantSearch, useInfiniteHits, useInstantSearch, useSearchBox } from 'react-instantsearch';
import Seo from '../theme/Seo';
import { getSearchClient, preloadSearch, searchConfig } from '../theme/SearchBar/searchClient';
import { SEARCH_PAGE_MAX_QUERY, readSearchQuery, stripBidiControls } from '../lib/search/query';
import { delocalizePath, localizeRoute } from '../lib/i18n/locales';
import { groupHitsByPage, searchPageUrl } from '../lib/search/groupHits';
import type { SearchHit } from '../lib/search/types';
import { useLocale } from '../theme/LocaleLink';

// A visitor on this page means to search: start the index download (in the search worker) as soon as the page's
// code runs, before React hydrates the page.
if (typeof window !== 'undefined' && delocalizePath(window.location.pathname).route.replace(/\/?$/, '/') === '/search/') {
  preloadSearch(delocalizePath(window.location.pathname).locale);
}

/**
 * Passes the page's query to InstantSearch: the form lives outside it, so the server renders it (a plain GET form
 * that works without JavaScript) and the visitor keeps the same input once the page has hydrated.
 */
function QueryRefinement({ query }: { query: string }) {
  const { query: current, refine } = useSearchBox();
  useEffect(() => {
    if (query !== current) refine(query);
  }, [query, current, refine]);
  return null;
}

function Results() {
  const live = useInfiniteHits<SearchHit & Record<string, unknown>>();
  const { status: liveStatus, error } = useInstantSearch();
  // The answer renders at transition priority, in slices that leave the main thread free for input; count and list
  // come from the same answer.
  const { items: liveItems, isLastPage: liveIsLastPage, showMore: liveShowMore, results: liveResults } = live;
  const answer = useMemo(
    () => ({ items: liveItems, isLastPage: liveIsLastPage, showMore: liveShowMore, results: liveResults, status: liveStatus }),
    [liveItems, liveIsLastPage, liveShowMore, liveResults, liveStatus],
  );
  const { items, isLastPage, showMore, results, status } = useDeferredValue(answer);
  const query = stripBidiControls(results?.query ?? '');
  const { t } = useTranslation();
  const groups = useMemo(() => groupHitsByPage(items as unknown as SearchHit[]), [items]);
  if (error) return <p className="search-page__error">{t('search.page.error')}</p>;
  if (!query) return <p>{t('search.page.empty')}</p>;
  return (
    <>
      <p className="search-page__count" aria-live="polite">
        {/* InstantSearch starts with placeholder results (__isArtificial): say "Searching…" until a real answer. */}
        {status === 'loading' || status === 'stalled' || (results as { __isArtificial?: boolean } | undefined)?.__isArtificial
          ? t('search.page.searching')
          : t('search.page.count', { count: results?.nbHits ?? 0, query })}
      </p>
      {groups.map((group) => (
        <article key={group.url} className="search-result">
          <h2 className="search-result__title">
            <Link to={group.url}>{group.title}</Link>
          </h2>
          <p className="search-result__breadcrumb">{group.breadcrumb.join(' › ')}</p>
          {group.hits.slice(0, 3).map((hit) => (
            <p key={hit.objectID} className="search-result__snippet">
              <Link to={hit.url}>
                {/* Highlight values are escaped text with <mark> tags, from either backend. */}
                <span dangerouslySetInnerHTML={{ __html: hit._snippetResult?.content?.value || hit._highlightResult.hierarchy[hit.type === 'lvl3' ? 'lvl3' : 'lvl2']?.value || '' }} />
              </Link>
            </p>
          ))}
        </article>
      ))}
      {!isLastPage && (
        <button type="button" className="button button--secondary" onClick={showMore}>
          {t('search.page.loadMore')}
        </button>
      )}
    </>
  );
}

export default function SearchPage({ location }: PageProps) {
  const locale = useLocale();
  const { t } = useTranslation();
  // The query of the address, read once the page has hydrated: the server's HTML knows no ?q=, and the first client
  // render must match it. null until then.
  const [initialQuery, setInitialQuery] = useState<string | null>(null);
  const [query, setQuery] = useState('');
  useEffect(() => {
    const fromAddress = readSearchQuery(window.location.search);
    // Mounting InstantSearch is not urgent: let React render it in slices.
    startTransition(() => {
      setInitialQuery(fromAddress);
      setQuery(fromAddress);
    });
  }, []);
  // Also after a client-side navigation to this page (the download above ran then or is under way: no second one).
  useEffect(() => preloadSearch(locale), [locale]);
  // Keep ?q= in the address as the visitor types, replacing the entry instead of adding one per key.
  useEffect(() => {
    if (initialQuery === null) return;
    const url = searchPageUrl(location.pathname, query);
    if (`${window.location.pathname}${window.location.search}` !== url) window.history.replaceState(window.history.state, '', url);
  }, [query, initialQuery, location.pathname]);
  const shownQuery = stripBidiControls(query);
  return (
    <>
      <div className="container margin-vert--lg search-page">
        <h1>{shownQuery ? t('search.page.resultsTitle', { query: shownQuery }) : t('search.page.title')}</h1>
        {/* Without JavaScript this is an ordinary form that loads /search/?q=…; with it, results follow the typing. */}
        <form role="search" className="search-page__form" action={localizeRoute('/search/', locale)} method="get" onSubmit={(event) => event.preventDefault()}>
          <label htmlFor="search-page-input" className="sr-only">
            {t('search.page.inputLabel')}
          </label>
          <input
            id="search-page-input"
            name="q"
            type="search"
            value={query}
            maxLength={SEARCH_PAGE_MAX_QUERY}
            placeholder={t('search.page.placeholder')}
            autoComplete="off"
            onChange={(event) => setQuery(event.target.value)}
          />
          <button type="submit" className="button button--primary">
            {t('search.button')}
          </button>
        </form>
        {initialQuery !== null && (
          <InstantSearch
            searchClient={getSearchClient() as never}
            indexName={searchConfig.indexName}
            initialUiState={{ [searchConfig.indexName]: { query: initialQuery } }}
            future={{ preserveSharedStateOnUnmount: true }}
          >
            <Configure
              hitsPerPage={20}
              facetFilters={[`language:${locale}`]}
              attributesToSnippet={['content:20']}
              highlightPreTag="<mark>"
              highlightPostTag="</mark>"
              snippetEllipsisText="…"
            />
            <QueryRefinement query={query} />
            <Results />
          </InstantSearch>
        )}
      </div>
    </>
  );
}

export function Head({ data, location, pageContext }: HeadProps<Queries.SearchPageQuery, { language: string }>) {
  return (
    <Seo title={headT(data, pageContext.language)('search.page.title')} path={location.pathname}>
      <body className="search-page" />
    </Seo>
  );
}

export const query = graphql`
  query SearchPage($language: String!) {
    ...Locales
  }
`;
