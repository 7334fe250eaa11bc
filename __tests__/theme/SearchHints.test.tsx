/** @jest-environment jsdom */
/**
 * The search's hints on /search/, over the real local engine: an unknown word gets "Did you mean" (a click runs the
 * suggestion), a query with a word no page holds says which words it searched without, and a query with no result
 * shows the way out (help center, support, the community). A query matched as typed shows none of it.
 */
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { buildRecords } from '../../src/lib/search/records';
import { buildLocalIndex } from '../../src/lib/search/buildIndex';
import { createLocalSearchClient } from '../../src/lib/search/localClient';
import { hintsOf } from '../../src/theme/SearchHints';

jest.mock('../../src/theme/SearchBar/searchClient', () => {
  const page = (route: string, title: string, text: string) => [
    `<html><head></head><body><main><article><h1>${title}</h1><div data-search-content=""><p>${text}</p></div></article></main></body></html>`,
    { route, language: 'en', section: 'docs' as const, lvl0: 'Docs' },
  ] as const;
  const corpus = [
    page('/docs/user-guides/webcam-streaming/', 'Webcam streaming', 'The webcam stream of your printer, live in the app.'),
    page('/docs/user-guides/klipper-setup/', 'Set up Obico for Klipper', 'Install the moonraker agent and link the printer.'),
    [
      '<html><head></head><body><main><article><h1>Choppy webcam</h1><div data-search-content=""><p>Causes.</p><h2 id="slow-upload">Slow upload speed</h2><p>Upload speed sets the stream quality.</p></div></article></main></body></html>',
      { route: '/docs/user-guides/choppy-webcam/', language: 'en', section: 'docs' as const, lvl0: 'Docs' },
    ] as const,
  ].flatMap(([html, context]) => buildRecords(html, context));
  const markdown = '# Choppy webcam\n\nCauses.\n\n## Slow upload speed\n\nA stream needs upload speed. When the upload speed of your network is too slow, the webcam stream stutters.\n';
  const loadMarkdown = async (path: string) => (path === '/docs/user-guides/choppy-webcam.md' ? markdown : null);
  const client = createLocalSearchClient({ loadIndex: async () => JSON.parse(JSON.stringify(await buildLocalIndex('en', corpus))), loadMarkdown, defaultLanguage: 'en' });
  return { getSearchClient: () => client, preloadSearch: () => undefined, searchConfig: { mode: 'local', appId: 'local', apiKey: 'local', indexName: 'obico-local' } };
});

import SearchPage from '../../src/pages/search';
import { LocaleProvider } from '../../src/contexts/locale';

async function searchFor(query: string) {
  window.history.replaceState(null, '', `/search/?q=${encodeURIComponent(query)}`);
  const view = render(<LocaleProvider locale="en"><SearchPage /></LocaleProvider>);
  await screen.findByText(/^\d+ results? for “.*”$/);
  return view;
}

describe('hintsOf', () => {
  it('says nothing of a query matched as typed, and reads the dropped words and suggestions of the others', () => {
    expect(hintsOf({ query: 'webcam', nbHits: 3 })).toBeNull();
    expect(hintsOf({ query: 'webcam', nbHits: 3, queryAfterRemoval: 'webcam' })).toBeNull();
    expect(hintsOf({ query: '', nbHits: 0 })).toBeNull();
    expect(hintsOf({ query: 'webcam zzz', nbHits: 3, queryAfterRemoval: 'webcam <em>zzz</em>' })).toEqual({ query: 'webcam zzz', nbHits: 3, queryAfterRemoval: 'webcam <em>zzz</em>', suggestions: [] });
    expect(hintsOf({ query: 'qqq', nbHits: 0 })?.nbHits).toBe(0);
    expect(hintsOf({ query: 'webcma', nbHits: 1, suggestions: ['webcam', 'webcma'] })?.suggestions).toEqual(['webcam']);
  });
});

describe('the search page hints', () => {
  it('an unknown word: "Did you mean" with the closest indexed word, which a click runs, and the way out', async () => {
    const { container } = await searchFor('klippr');
    const suggest = container.querySelector('.search-hints__suggest');
    expect(suggest).toHaveTextContent(/^Did you mean klipper\?$/);
    expect(within(container.querySelector('.search-hints__help') as HTMLElement).getByRole('link', { name: 'Browse the help center' })).toHaveAttribute('href', '/help/');
    await act(async () => fireEvent.click(screen.getByRole('link', { name: 'klipper' })));
    expect(screen.getByRole('searchbox')).toHaveValue('klipper');
    await screen.findByText(/^1 result for “klipper”$/);
    expect(container.querySelector('.search-hints')).toBeNull();
  });

  it('a word no page holds is dropped, and the page says so', async () => {
    const { container } = await searchFor('webcam stream qwzx');
    const relaxed = container.querySelector('.search-hints__relaxed');
    expect(relaxed).toHaveTextContent(/^Showing results for webcam stream \(without qwzx\)$/);
    expect(relaxed?.querySelector('strong')).toHaveTextContent('webcam stream');
    expect(screen.getAllByRole('link', { name: 'Webcam streaming' }).length).toBeGreaterThan(0);
  });

  it('nothing found: the way out to the help center, support and the community', async () => {
    const { container } = await searchFor('qwzx');
    expect(screen.getByText(/^0 results for “qwzx”$/)).toBeInTheDocument();
    const help = within(container.querySelector('.search-hints__help') as HTMLElement);
    expect(help.getByText('No page matches this search. These can help:')).toBeInTheDocument();
    expect(help.getByRole('link', { name: 'Contact support' })).toHaveAttribute('href', '/docs/user-guides/contact-us-for-support/');
    expect(help.getByRole('link', { name: 'Ask the community on Discord' })).toHaveAttribute('href', 'https://obico.io/discord');
  });

  it('a question gets its answer first: the section\'s heading linking to its anchor, and its best sentence', async () => {
    const { container } = await searchFor('why is my upload speed too slow for the stream');
    const answer = await screen.findByRole('complementary', { name: 'Answer from the guides' });
    expect(within(answer).getByRole('link')).toHaveAttribute('href', '/docs/user-guides/choppy-webcam/#slow-upload');
    expect(within(answer).getByRole('link')).toHaveTextContent('Choppy webcam › Slow upload speed');
    expect(answer.querySelector('.search-answer__text')).toHaveTextContent(/^When the upload speed of your network is too slow, the webcam stream stutters\.$/);
    expect(answer.querySelector('.search-answer__text mark')).not.toBeNull();
    expect(container.querySelector('.search-answer')).toBe(answer);
  });

  it('a keyword query has no answer box', async () => {
    const { container } = await searchFor('upload speed');
    expect(container.querySelector('.search-answer')).toBeNull();
  });

  it('a query matched as typed shows no hints', async () => {
    const { container } = await searchFor('webcam');
    expect(container.querySelector('.search-hints')).toBeNull();
  });
});
