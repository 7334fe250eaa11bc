/**
 * A doc's keywords (front matter `keywords`, rendered as <meta name="keywords">) are searched with its title: the
 * words readers use for a page's subject find it even where its title and text use other words. And a question ranks
 * by its content words: a title that happens to hold the question's stop words ("If so, how?") does not win.
 */
import { buildRecords } from '../../../src/lib/search/records';
import { LocalSearchEngine } from '../../../src/lib/search/localIndex';
import { buildLocalIndex } from '../../../src/lib/search/buildIndex';
import { parseSynonyms, synonymsFor } from '../../../src/lib/search/synonyms';
import type { SearchRecord } from '../../../src/lib/search/types';

function page(route: string, title: string, body: string, keywords = '', section: 'docs' | 'blog' = 'docs'): SearchRecord[] {
  const meta = keywords ? `<meta name="keywords" content="${keywords}">` : '';
  const html = `<html><head><meta name="description" content="About ${title}.">${meta}</head><body><main><article><h1>${title}</h1><div data-search-content="">${body}</div></article></main></body></html>`;
  return buildRecords(html, { route, language: 'en', section, lvl0: section === 'docs' ? 'Docs' : 'Blog' });
}

const corpus: SearchRecord[] = [
  ...page('/docs/config/', 'Configurations', '<p>Every setting of the agent, section by section.</p>', 'moonraker-obico, configuration, klipper, cfg'),
  ...page('/docs/uninstall/', 'Uninstall the agent', '<p>Stop the service.</p><h2 id="files">Files to remove</h2><p>Delete the folder and the klipper settings.</p>'),
  ...page('/docs/disable-streaming/', 'Should I disable the webcam streaming? If so, how?', '<p>Turn off the webcam stream when the host is busy.</p><h2 id="cpu">Is the CPU overloaded?</h2><p>A laggy stream on a busy host.</p>'),
  ...page('/docs/choppy/', 'Troubleshoot choppy Premium Streaming', '<p>Stutter in the stream has a few causes.</p>', 'premium streaming, choppy, webcam, buffering'),
  ...page('/blog/klipper-news/', 'Klipper news', '<p>Config and cfg files explained.</p>', 'klipper, cfg', 'blog'),
];
const synonyms = synonymsFor(parseSynonyms('all:\n  - [laggy, lag, choppy, stutter]\n', ['en']), 'en');

let engine: LocalSearchEngine;
beforeAll(async () => {
  engine = await LocalSearchEngine.load(JSON.parse(JSON.stringify(await buildLocalIndex('en', corpus, { synonyms }))));
});
const pages = (query: string) => [...new Set(engine.search({ indexName: 'i', query }).hits.map((hit) => hit.url_without_anchor))];

describe('keywords', () => {
  it('are read from a doc\'s meta tag onto its page record, and not from a post (whose keywords are its tags)', () => {
    expect(corpus.find((record) => record.url === '/docs/config/')?.keywords).toEqual(['moonraker-obico', 'configuration', 'klipper', 'cfg']);
    expect(corpus.filter((record) => record.url_without_anchor === '/docs/config/' && record.type !== 'lvl1').every((record) => record.keywords === undefined)).toBe(true);
    expect(corpus.find((record) => record.url === '/blog/klipper-news/')?.keywords).toBeUndefined();
  });

  it('find a doc by a word only its keywords hold, ahead of a page that has it in a heading\'s text', () => {
    expect(pages('cfg')[0]).toBe('/docs/config/');
    expect(pages('klipper cfg')[0]).toBe('/docs/config/');
  });

  it('a question ranks by its content words, not by the stop words a title happens to hold', () => {
    expect(pages('why is my webcam stream so laggy')[0]).toBe('/docs/choppy/');
  });
});

describe('common words', () => {
  const many = Array.from({ length: 40 }, (_, i) => page(`/docs/printer-${i}/`, `Printer guide ${i}`, `<p>Your printer and its settings, part ${i}.</p>`));
  let common: LocalSearchEngine;
  beforeAll(async () => {
    const records = [...many.flat(), ...page('/docs/janus/', 'Install Janus', '<p>Janus relays the printer webcam.</p>')];
    common = await LocalSearchEngine.load(JSON.parse(JSON.stringify(await buildLocalIndex('en', records))));
  });
  const found = (query: string) => common.search({ indexName: 'i', query, hitsPerPage: 50 });

  it('a word in most pages only adds to the pages the query\'s rarer words find, in a question too', () => {
    const result = found('how do I get janus on my printer');
    expect([...new Set(result.hits.map((hit) => hit.url_without_anchor))]).toEqual(['/docs/janus/']);
  });

  it('alone, or beside words no page holds, a common word still finds its pages', () => {
    expect(found('printer').nbHits).toBeGreaterThanOrEqual(41);
    expect(found('printer qwzx').hits.length).toBeGreaterThanOrEqual(41);
  });
});
