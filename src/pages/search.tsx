import { useEffect, useMemo, useState } from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { useTranslation } from 'react-i18next';
import { headT, type LocalesData } from '../lib/i18n/translations';
import Link from '../theme/LocaleLink';
import { Configure, InstantSearch, useInfiniteHits, useInstantSearch, useSearchBox } from 'react-instantsearch';
import Seo from '../theme/Seo';
import { getSearchClient, searchConfig } from '../theme/SearchBar/searchClient';
import { groupHitsByPage, searchPageUrl } from '../lib/search/groupHits';
import type { SearchHit } from '../lib/search/types';
import { useLocale } from '../theme/LocaleLink';

/** The search widget's own query limit, which this page keeps (the dialog's is 64). */
export const SEARCH_PAGE_MAX_QUERY = 512;

function SearchInput({ onQuery }: { onQuery: (query: string) => void }) {
  const { query, refine } = useSearchBox();
  const { t } = useTranslation();
  const [value, setValue] = useState(query);
  return (
    <form role="search" className="search-page__form" onSubmit={(event) => event.preventDefault()}>
      <label htmlFor="search-page-input" className="sr-only">
        {t('search.page.inputLabel')}
      </label>
      <input
        id="search-page-input"
        type="search"
        value={value}
        maxLength={SEARCH_PAGE_MAX_QUERY}
        placeholder={t('search.page.placeholder')}
        autoComplete="off"
        onChange={(event) => {
          setValue(event.target.value);
          refine(event.target.value);
          onQuery(event.target.value);
        }}
      />
    </form>
  );
}

function Results() {
  const { items, isLastPage, showMore, results } = useInfiniteHits<SearchHit & Record<string, unknown>>();
  const { status, error } = useInstantSearch();
  const query = results?.query ?? '';
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
  const initialQuery = useMemo(() => new URLSearchParams(location.search).get('q')?.slice(0, SEARCH_PAGE_MAX_QUERY) ?? '', [location.search]);
  const [query, setQuery] = useState(initialQuery);
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  // Keep ?q= in the address as the visitor types, replacing the entry instead of adding one per key.
  useEffect(() => {
    if (!mounted) return;
    const url = searchPageUrl(location.pathname, query);
    if (`${window.location.pathname}${window.location.search}` !== url) window.history.replaceState(window.history.state, '', url);
  }, [query, mounted, location.pathname]);
  return (
    <>
      <div className="container margin-vert--lg search-page">
        <h1>{query ? t('search.page.resultsTitle', { query }) : t('search.page.title')}</h1>
        {mounted && (
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
            <SearchInput onQuery={setQuery} />
            <Results />
          </InstantSearch>
        )}
      </div>
    </>
  );
}

export function Head({ data, location, pageContext }: HeadProps<LocalesData, { language: string }>) {
  return <Seo title={headT(data, pageContext.language)('search.page.title')} path={location.pathname}>
      <body className="search-page" />
    </Seo>;
}

export const query = graphql`
  query SearchPage($language: String!) {
    ...Locales
  }
`;
