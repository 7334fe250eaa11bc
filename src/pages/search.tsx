import { startTransition, useDeferredValue, useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { graphql, type HeadProps } from 'gatsby';
import { useTranslation } from 'react-i18next';
import { headT } from '../config/translations';
import Link from '../theme/LocaleLink';
import { Configure, InstantSearch, useInfiniteHits, useInstantSearch, useRefinementList, useSearchBox } from 'react-instantsearch';
import Seo from '../theme/Seo';
import SearchHints, { hintsOf } from '../theme/SearchHints';
import { getSearchClient, preloadSearch, searchConfig } from '../theme/SearchBar/searchClient';
import { SEARCH_PAGE_MAX_QUERY, readSearchQuery, stripControls } from '../lib/search/query';
import { delocalizePath, localizeRoute } from '../config/locales';
import { groupHitsByPage } from '../lib/search/groupHits';
import { DOCS_SECTION_ATTRIBUTE, DOCS_SECTIONS, TYPE_ATTRIBUTE, TYPE_VALUES, filtersToRefinements, readSearchFilters } from '../lib/search/facets';
import { createSearchRouter, searchStateMapping } from '../lib/search/routing';
import type { SearchHit } from '../lib/search/types';
import { useLocale } from '../contexts/locale';
import * as styles from './search.module.css';

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

function Results({ onPick }: { onPick: (query: string) => void }) {
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
  const query = stripControls(results?.query ?? '');
  const { t } = useTranslation();
  const groups = useMemo(() => groupHitsByPage(items as unknown as SearchHit[]), [items]);
  if (error) return <p className="search-page__error">{t('search.page.error')}</p>;
  if (!query) return <p>{t('search.page.empty')}</p>;
  // InstantSearch starts with placeholder results (__isArtificial): say "Searching…" until a real answer.
  const searching = status === 'loading' || status === 'stalled' || Boolean((results as { __isArtificial?: boolean } | undefined)?.__isArtificial);
  const hints = searching ? null : hintsOf(results as never);
  return (
    <>
      <p className="search-page__count" aria-live="polite">
        {searching ? t('search.page.searching') : t('search.page.count', { count: results?.nbHits ?? 0, query })}
      </p>
      {hints && <SearchHints hints={hints} onPick={onPick} />}
      {!searching && <Answer hit={(items as unknown as SearchHit[])[0]} />}
      {groups.map((group) => (
        <article key={group.url} className="search-result">
          <h2 className={styles.title}>
            <Link to={group.url}>{group.title}</Link>
          </h2>
          <p className={styles.breadcrumb}>{group.breadcrumb.join(' › ')}</p>
          {group.hits.slice(0, 3).map((hit) => (
            <p key={hit.objectID} className={styles.snippet}>
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

/** The local engine reads the answer to a question from the page's Markdown (the Algolia client drops it). */
const ANSWER_QUESTION = { answerQuestion: true } as unknown as Record<string, never>;

/**
 * Answers first: for a question, the section of the first result that answers it, its heading linking to the
 * section's anchor and its best sentence (local engine; escaped text with <mark> tags, as the snippets).
 */
function Answer({ hit }: { hit: SearchHit | undefined }) {
  const { t } = useTranslation();
  const answer = hit?._answer;
  if (!hit || !answer?.text) return null;
  return (
    <aside className="search-answer" aria-label={t('search.answer.label')}>
      <p className="search-answer__label">{t('search.answer.label')}</p>
      <p className="search-answer__heading">
        <Link to={`${hit.url_without_anchor}#${answer.anchor}`}>
          {hit.hierarchy.lvl1} › {answer.heading}
        </Link>
      </p>
      {/* InstantSearch asks with its own highlight tags and turns them into <mark> in the snippets only. */}
      <p className="search-answer__text" dangerouslySetInnerHTML={{ __html: answer.text.replace(/__ais-highlight__/g, '<mark>').replace(/__\/ais-highlight__/g, '</mark>') }} />
    </aside>
  );
}

/** Catalogue keys of the filter values (the values themselves are the address's: ?type=blog, ?section=api). */
const VALUE_LABELS: Record<string, string> = {
  docs: 'search.filter.docs',
  blog: 'search.filter.blog',
  'user-guides': 'search.filter.userGuides',
  'self-hosting': 'search.filter.selfHosting',
  api: 'search.filter.api',
  'developer-guides': 'search.filter.developerGuides',
};

/** What a filter shows once InstantSearch runs: its values' counts and state, and the refine function. */
interface FilterState {
  items: ReadonlyMap<string, { count: number; isRefined: boolean }>;
  /** False until the first real answer (InstantSearch starts with placeholder results): no counts to show yet. */
  counted: boolean;
  refine: (value: string) => void;
}

/**
 * One filter: a checkbox per value with its number of results, in a fixed order and always all of them, so the
 * layout does not move as answers come; a value no result has is disabled unless it is checked (to uncheck it).
 * The count's box is there from the start, empty until the first real answer; its width is reserved in CSS. Without
 * a state (the server's HTML, which does not know the query) the same markup is rendered disabled, to hold the
 * filters' place.
 */
function FilterGroup({ values, legend, state }: { values: readonly string[]; legend: string; state?: FilterState }) {
  const { t } = useTranslation();
  return (
    <fieldset className="search-filters__group" disabled={!state}>
      <legend>{legend}</legend>
      {values.map((value) => {
        const item = state?.items.get(value);
        const count = item?.count ?? 0;
        const checked = item?.isRefined ?? false;
        const counted = state?.counted ?? false;
        return (
          <label key={value} className="search-filters__option">
            <input type="checkbox" value={value} checked={checked} disabled={!state || (counted && count === 0 && !checked)} onChange={() => state?.refine(value)} />
            {t(VALUE_LABELS[value])}
            <span className="search-filters__count">{counted ? ` ${count}` : ''}</span>
          </label>
        );
      })}
    </fieldset>
  );
}

/** InstantSearch's refinement-list widget (OR within a filter, AND between filters; counts as if this filter were off). */
function Filter({ attribute, values, legend }: { attribute: string; values: readonly string[]; legend: string }) {
  const { items, refine } = useRefinementList({ attribute, limit: values.length });
  const { results } = useInstantSearch();
  const counted = !(results as { __isArtificial?: boolean } | undefined)?.__isArtificial;
  return <FilterGroup values={values} legend={legend} state={{ items: new Map(items.map((item) => [item.value, item])), counted, refine }} />;
}

/**
 * The filters' frame. The page renders it from the start, so the server's HTML holds the filters' place: until
 * InstantSearch runs it holds the filters disabled, hidden from sight and from assistive technology (see the CSS),
 * then the live filters render into the same element. Without a query it is empty, and the CSS takes it out of the
 * layout.
 */
function FiltersFrame({ frame, live }: { frame: RefObject<HTMLDivElement>; live: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="search-filters" ref={frame} aria-hidden={live ? undefined : true}>
      {!live && (
        <>
          <FilterGroup values={TYPE_VALUES} legend={t('search.filter.type')} />
          <FilterGroup values={DOCS_SECTIONS} legend={t('search.filter.section')} />
        </>
      )}
    </div>
  );
}

/** The live filters, rendered into the page's frame (see FiltersFrame). */
function Filters({ frame }: { frame: RefObject<HTMLDivElement> }) {
  const { t } = useTranslation();
  const { indexUiState, setIndexUiState } = useInstantSearch();
  const refinements = indexUiState.refinementList ?? {};
  const filtered = Object.values(refinements).some((values) => values.length > 0);
  // The frame is mounted with the page, before InstantSearch.
  if (!indexUiState.query || !frame.current) return null;
  return createPortal(
    <>
      <Filter attribute={TYPE_ATTRIBUTE} values={TYPE_VALUES} legend={t('search.filter.type')} />
      <Filter attribute={DOCS_SECTION_ATTRIBUTE} values={DOCS_SECTIONS} legend={t('search.filter.section')} />
      {filtered && (
        <button
          type="button"
          className="button button--link search-filters__clear"
          onClick={() => {
            setIndexUiState((state) => ({ ...state, refinementList: {}, page: undefined }));
            // The button goes away with the filters: keep the focus in the filters.
            frame.current?.querySelector('input')?.focus();
          }}
        >
          {t('search.filter.clear')}
        </button>
      )}
    </>,
    frame.current,
  );
}

export default function SearchPage() {
  const { locale } = useLocale();
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
    // Back and forward restore the filters (InstantSearch's router) and the query the input shows.
    const onPopState = () => setQuery(readSearchQuery(window.location.search));
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, []);
  // Also after a client-side navigation to this page (the download above ran then or is under way: no second one).
  useEffect(() => preloadSearch(locale), [locale]);
  // The address keeps ?q= and the filters (InstantSearch's routing): typing replaces the entry, a filter adds one.
  const routing = useMemo(
    () => (initialQuery === null ? undefined : { router: createSearchRouter(window), stateMapping: searchStateMapping(searchConfig.indexName) }),
    [initialQuery],
  );
  const shownQuery = stripControls(query);
  const filtersFrame = useRef<HTMLDivElement>(null);
  return (
    <>
      <div className="container margin-vert--lg search-page">
        {/* The heading is the same with or without a query (the server's HTML knows none); the query's summary comes
            in the line below it, whose height the server's HTML already holds, so nothing moves when it comes. */}
        <h1>{t('search.page.title')}</h1>
        <p className="search-page__summary">{shownQuery ? t('search.page.resultsFor', { query: shownQuery }) : null}</p>
        {/* Without JavaScript this is an ordinary form that loads /search/?q=…; with it, results follow the typing. */}
        <form role="search" className={styles.form} action={localizeRoute('/search/', locale)} method="get" onSubmit={(event) => event.preventDefault()}>
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
          {/* Without JavaScript, the form can still narrow to the docs or the blog (?type=); with it, the filters do. */}
          <noscript>
            <label htmlFor="search-page-type" className="sr-only">
              {t('search.filter.type')}
            </label>
            <select id="search-page-type" name="type" defaultValue="">
              <option value="">{t('search.filter.all')}</option>
              <option value="docs">{t('search.filter.docs')}</option>
              <option value="blog">{t('search.filter.blog')}</option>
            </select>
          </noscript>
          <button type="submit" className="button button--primary">
            {t('search.button')}
          </button>
        </form>
        <FiltersFrame frame={filtersFrame} live={initialQuery !== null} />
        {initialQuery !== null && (
          <InstantSearch
            searchClient={getSearchClient() as never}
            indexName={searchConfig.indexName}
            initialUiState={{ [searchConfig.indexName]: { query: initialQuery, refinementList: filtersToRefinements(readSearchFilters(window.location.search)) } }}
            routing={routing}
            future={{ preserveSharedStateOnUnmount: true }}
          >
            <Configure
              hitsPerPage={20}
              // The language is a refinement, not a facetFilters parameter: InstantSearch replaces facetFilters with the
              // refinements as soon as a filter is on. Counted after distinct, so the numbers match the results (Algolia).
              facets={['language']}
              facetsRefinements={{ language: [locale] }}
              facetingAfterDistinct
              attributesToSnippet={['content:20']}
              highlightPreTag="<mark>"
              highlightPostTag="</mark>"
              snippetEllipsisText="…"
              {...ANSWER_QUESTION}
            />
            <QueryRefinement query={query} />
            <Filters frame={filtersFrame} />
            <Results onPick={setQuery} />
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
