/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { Configure, InstantSearch, useInfiniteHits, useInstantSearch, useSearchBox } from '../../src/theme/InstantSearchLite';
import type { SearchClient, SearchRequest, SearchResult } from '../../src/lib/search/types';

/** A client whose answers the test releases by hand, in any order. */
function fakeClient() {
  const calls: Array<{ request: SearchRequest; resolve: () => void }> = [];
  const client: SearchClient = {
    search(input) {
      const request = (Array.isArray(input) ? input : input.requests)[0];
      return new Promise((resolve) => {
        const hits = [0, 1].map((i) => ({ objectID: `${request.query}-${request.page}-${i}` }));
        const result = { hits, nbHits: 4, page: request.page ?? 0, nbPages: 2, query: request.query ?? '' } as unknown as SearchResult;
        calls.push({ request, resolve: () => resolve({ results: [result] }) });
      });
    },
  };
  return { client, calls };
}

function Page() {
  const { query, refine } = useSearchBox();
  const { items, isLastPage, showMore, results } = useInfiniteHits<{ objectID: string }>();
  const { status } = useInstantSearch();
  return (
    <>
      <input aria-label="query" value={query} onChange={(event) => refine(event.target.value)} />
      <p>{status === 'loading' ? 'Searching…' : `${results?.nbHits ?? 0} results for ${results?.query ?? ''}`}</p>
      <ul>
        {items.map((item) => (
          <li key={item.objectID}>{item.objectID}</li>
        ))}
      </ul>
      {!isLastPage && <button onClick={showMore}>more</button>}
    </>
  );
}

function renderSearch(client: SearchClient, query = 'webcam') {
  return render(
    <InstantSearch searchClient={client} indexName="docs" initialUiState={{ docs: { query } }}>
      <Configure hitsPerPage={2} facetFilters={['language:en']} />
      <Page />
    </InstantSearch>,
  );
}

describe('InstantSearchLite', () => {
  it('sends the initial query once, with the configured parameters', async () => {
    const { client, calls } = fakeClient();
    renderSearch(client);
    expect(calls).toHaveLength(1);
    expect(calls[0].request).toEqual({ indexName: 'docs', query: 'webcam', page: 0, hitsPerPage: 2, facetFilters: ['language:en'] });
    expect(screen.getByText('Searching…')).toBeInTheDocument();
    await act(async () => calls[0].resolve());
    expect(screen.getByText('4 results for webcam')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['webcam-0-0', 'webcam-0-1']);
  });

  it('appends the next page on showMore, and stops at the last page', async () => {
    const { client, calls } = fakeClient();
    renderSearch(client);
    await act(async () => calls[0].resolve());
    fireEvent.click(screen.getByText('more'));
    expect(calls[1].request.page).toBe(1);
    await act(async () => calls[1].resolve());
    expect(screen.getAllByRole('listitem')).toHaveLength(4);
    expect(screen.queryByText('more')).toBeNull();
  });

  it('never lets a slower answer replace a newer one', async () => {
    const { client, calls } = fakeClient();
    renderSearch(client);
    fireEvent.change(screen.getByLabelText('query'), { target: { value: 'klipper' } });
    expect(calls.map((call) => call.request.query)).toEqual(['webcam', 'klipper']);
    await act(async () => calls[1].resolve());
    await act(async () => calls[0].resolve());
    expect(screen.getByText('4 results for klipper')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')[0].textContent).toBe('klipper-0-0');
  });

  it('sends nothing for an empty query', () => {
    const { client, calls } = fakeClient();
    renderSearch(client, '');
    expect(calls).toHaveLength(0);
    expect(screen.getByText('0 results for')).toBeInTheDocument();
  });
});
