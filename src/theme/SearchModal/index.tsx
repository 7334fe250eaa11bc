/**
 * The search dialog: DocSearch's React modal on our search client. Loaded only when a visitor shows intent to
 * search (hover, focus or touch on the button, or a shortcut), with its CSS.
 */
import '@docsearch/css/dist/style.css';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { createPortal } from 'react-dom';
import { navigate } from 'gatsby';
import Link from '../LocaleLink';
import { DocSearchModal } from '@docsearch/react';
import type { DocSearchTransformClient } from '@docsearch/react';
import { getSearchClient, searchConfig } from '../SearchBar/searchClient';
import { siteConfig } from '../../config/site';
import SearchHints, { hintsOf, type SearchHintsData } from '../SearchHints';
import '../../styles/docsearch.css';

export interface SearchModalProps {
  onClose: () => void;
  initialQuery: string;
  language: string;
}

/** Stable props: DocSearch rebuilds its autocomplete (and forgets what it shows) when these change identity. */
const NAVIGATOR = {
  navigate({ itemUrl }: { itemUrl: string }) {
    void navigate(itemUrl);
  },
};
const TRANSFORM_ITEMS = <T,>(items: T) => items;
const missingResultsUrl = ({ query }: { query: string }) => `${siteConfig.issuesUrl}/new?title=${encodeURIComponent(`Search: no results for "${query}"`)}`;

function Hit({ hit, children }: { hit: { url: string }; children: React.ReactNode }) {
  return <Link to={hit.url}>{children}</Link>;
}

/**
 * DocSearch's own error screen. DocSearch sets its "error" status when a search fails, but autocomplete resets the
 * status to "idle" in the same tick, and React 18 renders only the last one: the visitor would see "No results".
 * So the failure is tracked here and this screen is shown in the dialog's dropdown instead.
 */
function ErrorScreen() {
  const { t } = useTranslation();
  return (
    <div className="DocSearch-ErrorScreen search-failed" role="alert">
      <div className="DocSearch-Screen-Icon">
        <svg width="40" height="40" viewBox="0 0 20 20" fill="none" stroke="currentColor" strokeWidth="1.5" aria-hidden="true">
          <path d="M10 2a8 8 0 1 0 0 16a8 8 0 0 0 0-16zM10 6v5M10 13.5v.5" strokeLinecap="round" />
        </svg>
      </div>
      <p className="DocSearch-Title">{t('search.modal.errorTitle')}</p>
      <p className="DocSearch-Help">{t('search.modal.errorHelp')}</p>
    </div>
  );
}

/** Types `query` into DocSearch's input as a visitor would, so its autocomplete runs the query. */
function typeIntoInput(query: string) {
  const input = document.querySelector<HTMLInputElement>('.DocSearch-Input');
  if (!input) return;
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, query);
  input.dispatchEvent(new Event('input', { bubbles: true }));
  input.focus();
}

/** DocSearch's texts in the page's language. */
export function docSearchTranslations(t: TFunction) {
  const m = (key: string) => t(`search.modal.${key}`);
  return {
    searchBox: { resetButtonTitle: m('resetButtonTitle'), resetButtonAriaLabel: m('resetButtonTitle'), cancelButtonText: m('cancelButtonText'), cancelButtonAriaLabel: m('cancelButtonText'), searchInputLabel: m('searchInputLabel') },
    footer: {
      selectText: m('selectText'),
      selectKeyAriaLabel: m('selectKeyAriaLabel'),
      navigateText: m('navigateText'),
      navigateUpKeyAriaLabel: m('navigateUpKeyAriaLabel'),
      navigateDownKeyAriaLabel: m('navigateDownKeyAriaLabel'),
      closeText: m('closeText'),
      closeKeyAriaLabel: m('closeKeyAriaLabel'),
      searchByText: m('searchByText'),
    },
    errorScreen: { titleText: m('errorTitle'), helpText: m('errorHelp') },
    startScreen: {
      recentSearchesTitle: m('recentSearchesTitle'),
      noRecentSearchesText: m('noRecentSearchesText'),
      saveRecentSearchButtonTitle: m('saveRecentSearchButtonTitle'),
      removeRecentSearchButtonTitle: m('removeRecentSearchButtonTitle'),
      favoriteSearchesTitle: m('favoriteSearchesTitle'),
      removeFavoriteSearchButtonTitle: m('removeFavoriteSearchButtonTitle'),
    },
    noResultsScreen: {
      noResultsText: m('noResultsText'),
      suggestedQueryText: m('suggestedQueryText'),
      reportMissingResultsText: m('reportMissingResultsText'),
      reportMissingResultsLinkText: m('reportMissingResultsLinkText'),
    },
  };
}

export default function SearchModal({ onClose, initialQuery, language }: SearchModalProps) {
  const { t } = useTranslation();
  // Stable per language: DocSearch rebuilds its state when its props change identity.
  const translations = useMemo(() => docSearchTranslations(t), [t]);
  const [failed, setFailed] = useState(false);
  // The hints of the latest answer ("did you mean", dropped words, the way out), shown while the input holds its query.
  const [hints, setHints] = useState<SearchHintsData | null>(null);
  const [typed, setTyped] = useState(initialQuery);
  const [dropdown, setDropdown] = useState<Element | null>(null);
  const searchParameters = useMemo(() => ({ facetFilters: [`language:${language}`] }), [language]);
  const transformSearchClient = useMemo(
    () => (algoliaClient: DocSearchTransformClient) => {
      const client = searchConfig.mode === 'local' ? (getSearchClient() as unknown as DocSearchTransformClient) : algoliaClient;
      return {
        ...client,
        search: ((...args: Parameters<DocSearchTransformClient['search']>) =>
          client.search(...args).then(
            (response) => {
              setFailed(false);
              setHints(hintsOf((response as { results?: Array<Record<string, unknown>> }).results?.[0] as never));
              return response;
            },
            (error: unknown) => {
              setFailed(true);
              throw error;
            },
          )) as DocSearchTransformClient['search'],
      } as DocSearchTransformClient;
    },
    [],
  );
  const resultsFooter = useCallback(
    ({ state }: { state: { query: string; context: Record<string, unknown> } }) => (
      <Link to={`/search/?q=${encodeURIComponent(state.query)}`} onClick={onClose}>
        {t('search.seeAll', { count: state.context.nbHits as number })}
      </Link>
    ),
    [onClose, t],
  );
  useEffect(() => {
    const find = () => setDropdown(document.querySelector('.DocSearch-Dropdown'));
    find();
    const input = document.querySelector<HTMLInputElement>('.DocSearch-Input');
    const onInput = () => {
      if (input && !input.value.trim()) setFailed(false);
      setTyped(input?.value ?? '');
    };
    input?.addEventListener('input', onInput);
    const observer = new MutationObserver(find);
    observer.observe(document.body, { childList: true, subtree: false });
    return () => {
      input?.removeEventListener('input', onInput);
      observer.disconnect();
    };
  }, []);
  // One element for the dialog's whole life: DocSearch rebuilds its autocomplete, and forgets what it shows, whenever it
  // renders again with a default prop (transformItems …) of a new identity; the hints and the error screen change
  // often, so they render beside it, never through it.
  const modal = useMemo(
    () => (
      <DocSearchModal
      appId={searchConfig.appId}
      apiKey={searchConfig.apiKey}
      indexName={searchConfig.indexName}
      placeholder={t('search.placeholder')}
      translations={translations}
      initialQuery={initialQuery}
      initialScrollY={typeof window === 'undefined' ? 0 : window.scrollY}
      onClose={onClose}
      searchParameters={searchParameters}
      transformSearchClient={transformSearchClient}
      maxResultsPerGroup={5}
      navigator={NAVIGATOR as never}
      hitComponent={Hit as never}
      resultsFooterComponent={resultsFooter}
      getMissingResultsUrl={missingResultsUrl}
      transformItems={TRANSFORM_ITEMS}
      />
    ),
    // The dialog's props are stable for its life (see above).
    [],
  );
  return createPortal(
    <>
      {failed && dropdown && createPortal(<ErrorScreen />, dropdown)}
      {!failed && dropdown && hints && hints.query === typed && createPortal(<SearchHints hints={hints} onPick={typeIntoInput} onLeave={onClose} />, dropdown)}
      {modal}
    </>,
    document.body,
  );
}
