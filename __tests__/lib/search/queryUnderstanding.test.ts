/**
 * How the local engine reads a query (issue 23): stop words, stemming per language, folded diacritics, contractions,
 * synonyms, relaxation when no page holds every word, "did you mean", the answering section, and bad input.
 */
import { buildRecords } from '../../../src/lib/search/records';
import { LocalSearchEngine, typoDistance } from '../../../src/lib/search/localIndex';
import { buildLocalIndex, stopWordsOf } from '../../../src/lib/search/buildIndex';
import { loadAnalyzer, splitWords } from '../../../src/lib/search/analysis';
import { parseSynonyms, synonymsFor } from '../../../src/lib/search/synonyms';
import { fillAnswer, sectionOfMarkdown } from '../../../src/lib/search/answers';
import type { SearchRecord } from '../../../src/lib/search/types';

function page(route: string, title: string, body: string, language = 'en'): SearchRecord[] {
  const html = `<html><head><meta name="description" content="${title}."></head><body><main><article><h1>${title}</h1><div data-search-content="">${body}</div></article></main></body></html>`;
  return buildRecords(html, { route, language, section: 'docs', lvl0: 'Docs' });
}

const corpus: SearchRecord[] = [
  ...page(
    '/docs/webcam-feed-is-laggy/',
    'Webcam feed is laggy',
    '<p>A slow feed has a few causes.</p><h2 id="uplink">Upload speed</h2><p>The stream stutters when the upload of your home network is slow. Lower the resolution to fix it.</p>',
  ),
  ...page('/docs/webcam-streaming/', 'Webcam streaming', '<p>How the webcam stream reaches the app.</p><h2 id="modes">Streaming modes</h2><p>Premium streaming sends 25 frames a second.</p>'),
  ...page('/docs/notifications/', 'Notification settings', '<p>Obico alerts you by email, Telegram or Discord when a print fails.</p><h2 id="channels">Channels</h2><p>Each channel has its own switches for alarms.</p>'),
  ...page('/docs/klipper-setup/', 'Set up Obico for Klipper', '<p>Install moonraker-obico on the Klipper host.</p>'),
  ...page('/docs/self-hosting/', 'Run your own server', '<p>The private server runs with docker compose on your machine.</p>'),
  ...page('/docs/failure-detection/', 'How failure detection works', '<p>The AI watches the webcam for spaghetti and pauses the print.</p>'),
];
const synonyms = synonymsFor(parseSynonyms('all:\n  - [Obico, The Spaghetti Detective, TSD]\n  - [self-hosted, private server, own server]\n  - [notification, alert, alarm]\n', ['en']), 'en');

let engine: LocalSearchEngine;
beforeAll(async () => {
  engine = await LocalSearchEngine.load(JSON.parse(JSON.stringify(await buildLocalIndex('en', corpus, { synonyms }))));
});
const search = (query: string, extra = {}) => engine.search({ indexName: 'i', query, highlightPreTag: '<mark>', highlightPostTag: '</mark>', ...extra });
const pages = (query: string) => [...new Set(search(query).hits.map((hit) => hit.url_without_anchor))];

describe('reading the words', () => {
  it('undoes contractions and elisions per language', () => {
    expect(splitWords("Why doesn't my printer's stream work? I'm lost", 'en')).toEqual(['Why', 'does', 'my', 'printer', 'stream', 'work', 'I', 'lost']);
    expect(splitWords("l'imprimante qu'il d'abord", 'fr-FR')).toEqual(['imprimante', 'il', 'abord']);
    expect(splitWords("dell'ugello", 'it-IT')).toEqual(['ugello']);
  });

  it.each([
    ['en', 'alarms', 'alarm'],
    ['en', 'notifications', 'notification'],
    ['de-DE', 'Überwachung', 'ueberwachung'],
    ['de-DE', 'Druckers', 'Drucker'],
    ['es-ES', 'impresoras', 'impresora'],
    ['fr-FR', 'imprimantes', 'imprimante'],
    ['it-IT', 'stampanti', 'stampante'],
    ['nl-NL', 'meldingen', 'melding'],
    ['pt-BR', 'notificações', 'notificação'],
    ['ru-RU', 'принтеры', 'принтера'],
    ['pl-PL', 'drukarki', 'drukarka'],
  ])('%s: "%s" and "%s" meet on one term (stemmed, diacritics folded)', async (locale, a, b) => {
    const analyzer = await loadAnalyzer(locale, stopWordsOf(locale));
    expect(analyzer.term(a)).toBe(analyzer.term(b));
  });

  it('marks the stop words of each language', async () => {
    const en = await loadAnalyzer('en', stopWordsOf('en'));
    expect(en.words('why is my webcam so laggy').filter((w) => w.stop).map((w) => w.surface)).toEqual(['why', 'is', 'my', 'so']);
    const de = await loadAnalyzer('de-DE', stopWordsOf('de-DE'));
    expect(de.words('wie ist meine Kamera').filter((w) => w.stop).map((w) => w.surface)).toEqual(['wie', 'ist', 'meine']);
    for (const locale of ['es-ES', 'fr-FR', 'it-IT', 'nl-NL', 'pl-PL', 'pt-BR', 'ru-RU']) expect(stopWordsOf(locale).length).toBeGreaterThan(50);
  });

  it('a swap of two letters is one typo', () => {
    expect(typoDistance('klipepr', 'klipper', 2)).toBe(1);
    expect(typoDistance('notificaitons', 'notifications', 2)).toBe(1);
    expect(typoDistance('webcam', 'printer', 2)).toBe(3);
  });
});

describe('a question finds the page that answers it', () => {
  it('stop words do not sink a question', () => {
    expect(pages('why is my webcam stream so laggy')[0]).toBe('/docs/webcam-feed-is-laggy/');
  });

  it('inflections meet: "alarms" finds "alarm", "stutters" finds "stuttering"', () => {
    expect(pages('alarms')).toContain('/docs/notifications/');
    expect(pages('stuttering stream')[0]).toBe('/docs/webcam-feed-is-laggy/');
  });

  it('synonyms: the old product name, and "private server" for self-hosted', () => {
    expect(pages('spaghetti detective klipper')[0]).toBe('/docs/klipper-setup/');
    expect(pages('tsd klipper')[0]).toBe('/docs/klipper-setup/');
    expect(pages('self-hosted docker')[0]).toBe('/docs/self-hosting/');
  });

  it('when no page holds every word, the words become optional and the dropped ones are named', () => {
    const result = search('webcam stream zorbulated');
    expect(result.nbHits).toBeGreaterThan(0);
    expect(result.queryAfterRemoval).toBe('webcam stream <em>zorbulated</em>');
    expect(search('webcam stream').queryAfterRemoval).toBeUndefined();
  });

  it('only stop words: they are searched as they are', () => {
    expect(search('how to').nbHits).toBeGreaterThanOrEqual(0);
    expect(() => search('the of and')).not.toThrow();
  });

  it('points the first hit of a question at the section that answers it', async () => {
    const result = search('why does my stream stutter on a slow upload');
    expect(result.hits[0]).toMatchObject({ url: '/docs/webcam-feed-is-laggy/#uplink' });
    expect(result.hits[0]._answer).toMatchObject({ anchor: 'uplink', heading: 'Upload speed' });
    const markdown = '# Webcam feed is laggy\n\nA slow feed has a few causes.\n\n## Upload speed\n\nCheck the cable first. The stream **stutters** when the upload of your home network is slow.\n\n## Other\n\nNothing.';
    const filled = await fillAnswer(engine, result, { indexName: 'i', highlightPreTag: '<mark>', highlightPostTag: '</mark>' }, async (path) => (path === '/docs/webcam-feed-is-laggy.md' ? markdown : null));
    expect(filled.hits[0]._answer?.text).toBe('The <mark>stream</mark> <mark>stutters</mark> when the <mark>upload</mark> of your home network is <mark>slow</mark>.');
    const missing = await fillAnswer(engine, search('why does my stream stutter on a slow upload'), { indexName: 'i' }, async () => null);
    expect(missing.hits[0]._answer).toBeUndefined();
  });

  it('a keyword query gets no answer box', () => {
    expect(search('webcam').hits[0]._answer).toBeUndefined();
  });
});

describe('did you mean', () => {
  it('proposes the closest title and heading words for a word the index does not hold', () => {
    const result = search('klipepr setup');
    expect(result.suggestions?.[0]).toBe('klipper setup');
    expect(pages('klipepr setup')[0]).toBe('/docs/klipper-setup/');
  });

  it('says nothing when every word is known, and finds nothing for gibberish', () => {
    expect(search('klipper setup').suggestions).toBeUndefined();
    const gibberish = search('qqqxxzzv');
    expect(gibberish.nbHits).toBe(0);
    expect(gibberish.suggestions).toBeUndefined();
  });
});

describe('bad input gets results or an empty answer, never an error, quickly', () => {
  it.each([
    ['a 2,000-character query', 'webcam '.repeat(300)],
    ['only punctuation', '?!... ,,, ---'],
    ['emoji', '🖨️🔥📷'],
    ['right-to-left text', 'كاميرا الطابعة لا تعمل'],
    ['HTML', '<img src=x onerror=alert(1)> webcam'],
    ['SQL', "' OR 1=1 -- webcam"],
    ['another language', 'Kamera Drucker funktioniert nicht'],
  ])('%s', (_name, query) => {
    const started = performance.now();
    const result = search(query);
    expect(performance.now() - started).toBeLessThan(50);
    expect(result.nbHits).toBeGreaterThanOrEqual(0);
    for (const hit of result.hits) expect(JSON.stringify(hit._highlightResult)).not.toMatch(/<img|onerror=/);
    if (result.queryAfterRemoval) expect(result.queryAfterRemoval).not.toMatch(/<img/);
  });
});

describe('the answer section of a Markdown file', () => {
  it('is the text under the heading, up to the next heading of the same level, without Markdown', () => {
    const md = '# T\n\n## Setup\n\nRun `install.sh` from [the guide](/x/).\n\n```sh\nsecret code\n```\n\n### Detail\n\nMore.\n\n## Next\n\nNo.';
    expect(sectionOfMarkdown(md, 'Setup')?.replace(/\s+/g, ' ').trim()).toBe('Run install.sh from the guide. ### Detail More.');
    expect(sectionOfMarkdown(md, 'Missing')).toBeNull();
  });
});

describe('typing a word letter by letter', () => {
  it('every prefix from four letters on finds the page, also past the word\'s stem ("notificatio" while the index holds "notif")', () => {
    const word = 'notifications';
    const missed = [];
    for (let length = 4; length <= word.length; length++) if (!pages(word.slice(0, length)).includes('/docs/notifications/')) missed.push(word.slice(0, length));
    expect(missed).toEqual([]);
    expect(pages('how do I change my notificatio')[0]).toBe('/docs/notifications/');
  });
});

