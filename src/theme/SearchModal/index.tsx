/**
 * The search dialog: DocSearch's React modal on our search client. Loaded only when a visitor shows intent to
 * search (hover, focus or touch on the button, or a shortcut), with its CSS.
 */
import '@docsearch/css/dist/style.css';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { createPortal } from 'react-dom';
import { navigate } from 'gatsby';
import Link from '../LocaleLink';
import { DocSearchModal } from '@docsearch/react';
import type { DocSearchTransformClient } from '@docsearch/react';
import { getSearchClient, searchConfig } from '../SearchBar/searchClient';
import { siteConfig } from '../../config/site';

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
  return (
    <div className="DocSearch-ErrorScreen search-failed" role="alert">
      <div className="DocSearch-Screen-Icon">
        <svg width="40" height="40" viewBox="0 0 20 20" fill="none" stroke="currentColor" strokeWidth="1.5" aria-hidden="true">
          <path d="M10 2a8 8 0 1 0 0 16a8 8 0 0 0 0-16zM10 6v5M10 13.5v.5" strokeLinecap="round" />
        </svg>
      </div>
      <p className="DocSearch-Title">Unable to fetch results</p>
      <p className="DocSearch-Help">You might want to check your network connection.</p>
    </div>
  );
}

export default function SearchModal({ onClose, initialQuery, language }: SearchModalProps) {
  const [failed, setFailed] = useState(false);
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
        See all {state.context.nbHits as number} results
      </Link>
    ),
    [onClose],
  );
  useEffect(() => {
    const find = () => setDropdown(document.querySelector('.DocSearch-Dropdown'));
    find();
    const input = document.querySelector<HTMLInputElement>('.DocSearch-Input');
    const onInput = () => {
      if (input && !input.value.trim()) setFailed(false);
    };
    input?.addEventListener('input', onInput);
    const observer = new MutationObserver(find);
    observer.observe(document.body, { childList: true, subtree: false });
    return () => {
      input?.removeEventListener('input', onInput);
      observer.disconnect();
    };
  }, []);
  return createPortal(
    <>
      {failed && dropdown && createPortal(<ErrorScreen />, dropdown)}
      <DocSearchModal
      appId={searchConfig.appId}
      apiKey={searchConfig.apiKey}
      indexName={searchConfig.indexName}
      placeholder="Search help doc"
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
      />
    </>,
    document.body,
  );
}
