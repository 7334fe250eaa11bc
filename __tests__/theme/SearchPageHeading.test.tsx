/** @jest-environment jsdom */
/**
 * The search page's heading and the query's summary under it: the server's HTML (which knows no query) already holds
 * the summary's element, the heading stays the same once the query is read, and the summary fills that same element.
 */
import { TextDecoder, TextEncoder } from 'util';
import { act, fireEvent, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { buildRecords } from '../../src/lib/search/records';
import { buildLocalIndex } from '../../src/lib/search/buildIndex';
import { createLocalSearchClient } from '../../src/lib/search/localClient';

jest.mock('../../src/theme/SearchBar/searchClient', () => {
  const html = '<html><head></head><body><main><article><h1>Webcam streaming</h1><div data-search-content=""><p>Text about the webcam.</p></div></article></main></body></html>';
  const corpus = buildRecords(html, { route: '/docs/user-guides/webcam-streaming/', language: 'en', section: 'docs', lvl0: 'Docs' });
  const client = createLocalSearchClient({ loadIndex: async () => JSON.parse(JSON.stringify(await buildLocalIndex('en', corpus))), defaultLanguage: 'en' });
  return { getSearchClient: () => client, preloadSearch: () => undefined, searchConfig: { mode: 'local', appId: 'local', apiKey: 'local', indexName: 'obico-local' } };
});

import SearchPage from '../../src/pages/search';
import { LocaleProvider } from '../../src/contexts/locale';

// react-dom/server's browser build needs them when it loads (hence require, after this); jsdom lacks them.
Object.assign(globalThis, { TextEncoder, TextDecoder });
const { renderToString } = require('react-dom/server') as typeof import('react-dom/server');

const page = <LocaleProvider locale="en"><SearchPage /></LocaleProvider>;

/** The server's HTML of the page, in the document, and the page hydrated into it at `address`. */
async function hydrateAt(address: string) {
  window.history.replaceState(null, '', '/search/');
  const container = document.createElement('div');
  container.innerHTML = renderToString(page);
  document.body.append(container);
  const serverSummary = container.querySelector('.search-page__summary');
  const serverHeading = container.querySelector('h1')?.textContent;
  window.history.replaceState(null, '', address);
  const errors = jest.spyOn(console, 'error');
  const recoverable: unknown[] = [];
  let root: ReturnType<typeof hydrateRoot> | undefined;
  try {
    await act(async () => {
      root = hydrateRoot(container, page, { onRecoverableError: (reason) => recoverable.push(reason) });
    });
    await screen.findByText(/^(\d+ results? for “.*”|Type a word or two to search the guides and the blog\.)$/);
    expect(errors).not.toHaveBeenCalled();
    expect(recoverable).toEqual([]);
  } finally {
    errors.mockRestore();
  }
  const cleanup = () => {
    act(() => root?.unmount());
    container.remove();
  };
  return { container, serverSummary, serverHeading, cleanup };
}

describe('the search page heading', () => {
  it('the server HTML has the heading and, between it and the form, the summary\'s element, empty', () => {
    window.history.replaceState(null, '', '/search/');
    const container = document.createElement('div');
    container.innerHTML = renderToString(page);
    const heading = container.querySelector('h1')!;
    expect(heading.textContent).toBe('Search the documentation');
    const summary = container.querySelector('.search-page__summary')!;
    expect(summary).not.toBeNull();
    expect(summary).toBeEmptyDOMElement();
    expect(heading.nextElementSibling).toBe(summary);
    expect(summary.nextElementSibling?.matches('form[role="search"]')).toBe(true);
  });

  it('with ?q=, the heading keeps its text and the summary fills the element of the server HTML; it follows the typing', async () => {
    const { container, serverSummary, serverHeading, cleanup } = await hydrateAt('/search/?q=webcam');
    expect(serverHeading).toBe('Search the documentation');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Search the documentation$/);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const summary = container.querySelector('.search-page__summary');
    expect(summary).toBe(serverSummary);
    expect(summary).toHaveTextContent(/^Results for “webcam”$/);

    await act(async () => fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'webcam streaming' } }));
    expect(container.querySelector('.search-page__summary')).toBe(serverSummary);
    expect(serverSummary).toHaveTextContent(/^Results for “webcam streaming”$/);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Search the documentation$/);

    // An emptied input empties the summary; its element, and so its line, stays.
    await act(async () => fireEvent.change(screen.getByRole('searchbox'), { target: { value: '' } }));
    expect(container.querySelector('.search-page__summary')).toBe(serverSummary);
    expect(serverSummary).toBeEmptyDOMElement();
    cleanup();
  });

  it('without a query the summary\'s element stays, empty', async () => {
    const { container, serverSummary, cleanup } = await hydrateAt('/search/');
    expect(container.querySelector('.search-page__summary')).toBe(serverSummary);
    expect(serverSummary).toBeEmptyDOMElement();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Search the documentation$/);
    cleanup();
  });

  it('the summary does not show the bidi controls of the query', async () => {
    const { container, cleanup } = await hydrateAt(`/search/?q=${encodeURIComponent('klipper\u202Etxt.exe\u2066\u200F')}`);
    expect(container.querySelector('.search-page__summary')?.textContent).toBe('Results for “klippertxt.exe”');
    cleanup();
  });
});
