/** @jest-environment jsdom */
/**
 * The search page's filters with the real InstantSearch widgets and the local client (the index in memory): what the
 * visitor sees, what the address says, and what the back button does.
 */
import { TextDecoder, TextEncoder } from 'util';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { buildRecords } from '../../src/lib/search/records';
import { buildLocalIndex } from '../../src/lib/search/buildIndex';
import { createLocalSearchClient } from '../../src/lib/search/localClient';
import type { SearchRecord } from '../../src/lib/search/types';

function page(route: string, title: string, section: SearchRecord['section']): SearchRecord[] {
  const html = `<html><head><meta name="description" content="${title}: the webcam explained."></head><body><main><article><h1>${title}</h1><div data-search-content=""><p>Text about the printer.</p></div></article></main></body></html>`;
  return buildRecords(html, { route, language: 'en', section, lvl0: section === 'blog' ? 'Blog' : 'Docs' });
}
const corpus = [
  ...page('/docs/user-guides/webcam-feed-is-laggy/', 'Webcam feed is laggy', 'docs'),
  ...page('/docs/user-guides/webcam-streaming/', 'Webcam streaming', 'docs'),
  ...page('/docs/server-guides/webcam-server/', 'Webcam on your server', 'docs'),
  ...page('/blog/webcam-tips/', 'Ten webcam tips', 'blog'),
];

jest.mock('../../src/theme/SearchBar/searchClient', () => {
  const client = createLocalSearchClient({ loadIndex: async () => JSON.parse(JSON.stringify(await buildLocalIndex('en', corpus))), defaultLanguage: 'en' });
  return { getSearchClient: () => client, preloadSearch: () => undefined, searchConfig: { mode: 'local', appId: 'local', apiKey: 'local', indexName: 'obico-local' } };
});

import SearchPage from '../../src/pages/search';
import { LocaleProvider } from '../../src/contexts/locale';

// react-dom/server's browser build needs them when it loads (hence require, after this); jsdom lacks them.
Object.assign(globalThis, { TextEncoder, TextDecoder });
const { renderToString } = require('react-dom/server') as typeof import('react-dom/server');

const resultLinks = () => screen.queryAllByRole('heading', { level: 2 }).map((heading) => within(heading).getByRole('link').getAttribute('href'));
const count = (text: RegExp) => screen.findByText(text, { selector: '.search-page__count' });

// The page loads its language's stemmer and builds the index before the first count: slower on a busy machine.
jest.setTimeout(30_000);

describe('the search page filters', () => {
  beforeEach(() => window.history.replaceState(null, '', '/'));

  it('the server HTML holds the filters\' place (their legends and values, disabled and hidden); the page hydrates into the same frame, which precedes the results', async () => {
    window.history.replaceState(null, '', '/search/?q=webcam');
    const container = document.createElement('div');
    container.innerHTML = renderToString(<LocaleProvider locale="en"><SearchPage /></LocaleProvider>);
    document.body.append(container);
    const frame = container.querySelector('.search-filters')!;
    expect(frame).not.toBeNull();
    // A placeholder: not exposed, nothing to operate, each group named by its legend.
    expect(frame).toHaveAttribute('aria-hidden', 'true');
    expect([...frame.querySelectorAll('fieldset')].map((group) => group.querySelector('legend')?.textContent)).toEqual(['Search in', 'Docs section']);
    expect([...frame.querySelectorAll('fieldset')].every((group) => group.disabled)).toBe(true);
    expect([...frame.querySelectorAll('input')].map((input) => [input.value, input.disabled])).toEqual(
      ['docs', 'blog', 'user-guides', 'self-hosting', 'api', 'developer-guides'].map((value) => [value, true]),
    );
    // Every value has its count's box from the start, empty until the counts come.
    expect([...frame.querySelectorAll('.search-filters__option')].map((option) => option.querySelector('.search-filters__count')?.textContent)).toEqual(['', '', '', '', '', '']);
    expect(screen.queryAllByRole('group')).toHaveLength(0);
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);

    const errors = jest.spyOn(console, 'error');
    const recoverable: unknown[] = [];
    let root: ReturnType<typeof hydrateRoot> | undefined;
    try {
      await act(async () => {
        root = hydrateRoot(container, <LocaleProvider locale="en"><SearchPage /></LocaleProvider>, { onRecoverableError: (reason) => recoverable.push(reason) });
      });
      await count(/^4 results for “webcam”$/);
      expect(errors).not.toHaveBeenCalled();
      expect(recoverable).toEqual([]);
    } finally {
      errors.mockRestore();
    }
    expect(container.querySelector('.search-filters')).toBe(frame);
    expect(frame).not.toHaveAttribute('aria-hidden');
    expect(within(screen.getByRole('group', { name: 'Search in' })).getAllByRole('checkbox').map((box) => (box as HTMLInputElement).labels?.[0].textContent)).toEqual(['Docs 3', 'Blog 1']);
    expect(frame.querySelectorAll('fieldset')).toHaveLength(2);
    // The results come after the frame, not above it.
    const results = container.querySelector('.search-page__count')!;
    expect(frame.compareDocumentPosition(results) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(frame.nextElementSibling).toBe(results);
    act(() => root?.unmount());
    container.remove();
  });

  it('without a query the frame is empty (the CSS takes it out of the layout)', async () => {
    window.history.replaceState(null, '', '/search/');
    const { container } = render(<LocaleProvider locale="en"><SearchPage /></LocaleProvider>);
    await screen.findByText('Type a word or two to search the guides and the blog.');
    expect(container.querySelector('.search-filters')).toBeEmptyDOMElement();
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
  });

  it('typing keeps the filters and replaces the entry', async () => {
    window.history.replaceState(null, '', '/search/?q=webcam&section=user-guides');
    render(<LocaleProvider locale="en"><SearchPage /></LocaleProvider>);
    await count(/^2 results for “webcam”$/);
    const historyLength = window.history.length;
    await act(async () => fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'webcam streaming' } }));
    await count(/^1 result for “webcam streaming”$/);
    expect(window.location.search).toBe('?q=webcam%20streaming&section=user-guides');
    expect(window.history.length).toBe(historyLength);
  });

  // Last: jsdom finishes a history traversal after the test that started it.
  it('?type=blog shows posts only, with the counts; clearing restores the docs and the address; a section filter adds a history entry the back button undoes', async () => {
    window.history.replaceState(null, '', '/search/?q=webcam&type=blog');
    render(<LocaleProvider locale="en"><SearchPage /></LocaleProvider>);
    await count(/^1 result for “webcam”$/);
    expect(resultLinks()).toEqual(['/blog/webcam-tips/']);
    const blog = screen.getByRole('checkbox', { name: 'Blog 1' });
    const docs = screen.getByRole('checkbox', { name: 'Docs 3' });
    expect(blog).toBeChecked();
    expect(docs).not.toBeChecked();
    expect(screen.getByRole('group', { name: 'Search in' })).toContainElement(blog);
    // Posts have no docs section: nothing to pick there.
    expect(within(screen.getByRole('group', { name: 'Docs section' })).getAllByRole('checkbox').every((box) => (box as HTMLInputElement).disabled)).toBe(true);

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Clear filters' })));
    await count(/^4 results for “webcam”$/);
    expect(window.location.search).toBe('?q=webcam');
    expect(resultLinks()).toHaveLength(4);
    expect(screen.queryByRole('button', { name: 'Clear filters' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('checkbox', { name: 'Docs 3' }));

    const historyLength = window.history.length;
    await act(async () => fireEvent.click(screen.getByRole('checkbox', { name: 'Self-hosting 1' })));
    await count(/^1 result for “webcam”$/);
    expect(resultLinks()).toEqual(['/docs/server-guides/webcam-server/']);
    expect(window.location.search).toBe('?q=webcam&section=self-hosting');
    expect(window.history.length).toBe(historyLength + 1);
    // The other sections keep their counts (OR within a filter).
    expect(screen.getByRole('checkbox', { name: 'User guides 2' })).not.toBeChecked();

    await act(async () => {
      window.history.back();
      await new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
    });
    await count(/^4 results for “webcam”$/);
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Self-hosting 1' })).not.toBeChecked());
  });
});
