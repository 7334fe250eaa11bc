import fs from 'fs';
import path from 'path';
import yaml from 'js-yaml';
import { checkGlossary, formatGlossaryProblem, parseGlossary, proseLines, type Glossary } from '../../../src/lib/content/glossary';
import { FrontMatterError } from '../../../src/lib/content/errors';

const glossary: Glossary = parseGlossary('fixture/glossary.yaml', {
  locale: 'de-DE',
  terms: [
    { en: 'Link Printer', term: 'Drucker verknüpfen', key: 'Link Printer' },
    { en: 'Link', term: 'Link', key: 'Link' },
    { en: 'Failure Detection', term: 'Fehlererkennung', key: 'Failure Detection', match: 'text', forms: ['*fehlererkennung*'] },
    { en: 'AI Detection Hours', term: 'KI-Erkennungsstunden', key: 'AI Detection Hours', match: 'text', forms: ['KI-Erkennungsstunde*'] },
    {
      en: 'Obico Plugin is Offline.',
      term: 'Obico Plugin ist offline.',
      key: '{brandName} Plugin is Offline.',
      formerly: ['Obico for OctoPrint is Offline'],
      avoid: ['Obico for OctoPrint is Offline'],
    },
    { en: "Let's Go!", term: "Let's Go!", source: 'decided' },
    { en: 'Obico for Klipper', term: 'Obico for Klipper', keep: true, avoid: ['Obico für Klipper*'] },
    { en: 'Obico Server', term: 'Obico Server', keep: true },
  ],
});

/** A page: front matter (the translation's has one more line, translated_from) and body lines. */
const page = (lines: string[], translated = false) =>
  ['---', 'title: "T"', ...(translated ? ['translated_from: 0123456789abcdef0123456789abcdef01234567'] : []), '---', '', ...lines].join('\n');
const check = (english: string[], translated: string[]) => checkGlossary(glossary, page(english), page(translated, true));

describe('parseGlossary', () => {
  it('fills in the defaults: a catalogue term is from the app, a label unless told; a kept name is matched as text', () => {
    expect(glossary.entries[0]).toMatchObject({ source: 'app', keep: false, match: 'label', forms: [], avoid: [] });
    expect(glossary.entries.find((entry) => entry.en === "Let's Go!")).toMatchObject({ source: 'decided', key: null });
    expect(glossary.entries.find((entry) => entry.en === 'Obico Server')).toMatchObject({ keep: true, match: 'text' });
  });

  it.each([
    [{ locale: 'de-DE', terms: [{ en: 'Webcam', term: 'Webcam' }] }, 'terms[0].source', 'must be "decided" when no catalogue key is given'],
    [{ locale: 'de-DE', terms: [{ en: 'Obico', term: 'Obiko', keep: true }] }, 'terms[0].term', 'must equal en ("Obico")'],
    [{ locale: 'de-DE', terms: [{ en: 'Next', term: 'Weiter', key: 'Next', source: 'decided' }] }, 'terms[0].source', 'cannot be "decided"'],
    [{ locale: 'de-DE', terms: [{ en: 'Next', term: 'Weiter', key: 'Next', colour: 'red' }] }, 'terms[0]', 'colour'],
    [{ locale: 'de-DE', terms: [{ en: 'Next', term: '', key: 'Next' }] }, 'terms[0].term', 'non-empty'],
    [{ terms: [] }, 'locale', 'is required'],
  ])('refuses %j, naming the field', (data, field, message) => {
    expect(() => parseGlossary('g.yaml', data)).toThrow(FrontMatterError);
    expect(() => parseGlossary('g.yaml', data)).toThrow(field);
    expect(() => parseGlossary('g.yaml', data)).toThrow(message);
  });

  it('refuses an English term listed twice, in any case', () => {
    expect(() =>
      parseGlossary('g.yaml', { locale: 'de-DE', terms: [{ en: 'Next', term: 'Weiter', key: 'Next' }, { en: 'next', term: 'Nächste', key: 'next' }] }),
    ).toThrow('terms[1].en');
  });
});

describe('checkGlossary', () => {
  it('flags a translated line that renders a label its own way, with the line, the term, the expected term and what was found', () => {
    const problems = check(['Intro.', '1. Click **"Link Printer"**.'], ['Einleitung.', '1. Klicken Sie auf **"Drucker verbinden"**.']);
    expect(problems).toEqual([{ line: 7, en: 'Link Printer', expected: 'Drucker verknüpfen', found: '"Drucker verbinden"' }]);
    expect(formatGlossaryProblem('content/i18n/de-DE/docs/a.mdx', problems[0])).toBe(
      'content/i18n/de-DE/docs/a.mdx:7: glossary: "Link Printer" must be "Drucker verknüpfen" here, found "Drucker verbinden"',
    );
  });

  it('passes the line that uses the term, with or without the English label after it', () => {
    expect(check(['1. Click **"Link Printer"**.'], ['1. Klicken Sie auf **"Drucker verknüpfen"**.'])).toEqual([]);
    expect(check(['1. Tap **"Link Printer"**.'], ['1. Tippen Sie auf **"Drucker verknüpfen"** („Link Printer“).'])).toEqual([]);
  });

  it('counts a label only where the English page shows it as one: "link" in running text is no button', () => {
    expect(check(['Link the printer, then open the link.'], ['Verbinden Sie den Drucker.'])).toEqual([]);
    expect(check(['When it appears, tap **"Link"**.'], ['Wenn er erscheint, tippen Sie auf **"Verbinden"**.'])).toEqual([
      { line: 6, en: 'Link', expected: 'Link', found: '"Verbinden"' },
    ]);
  });

  it('does not count a short label inside a longer one', () => {
    expect(check(['Click **"Link Printer"**.'], ['Klicken Sie auf **"Drucker verknüpfen"**.'])).toEqual([]);
  });

  it('matches a text term in any case and accepts its forms', () => {
    expect(check(['While failure detection is off, no AI Detection Hours are used.'], ['Solange die Fehlererkennung aus ist, werden keine KI-Erkennungsstunden verbraucht.'])).toEqual([]);
    expect(check(['Each printer has an AI failure detection switch.'], ['Jeder Drucker hat einen Schalter für die KI-Fehlererkennung.'])).toEqual([]);
    expect(check(['What is one AI Detection Hours unit?'], ['Was ist eine KI-Erkennungsstunde?'])).toEqual([]);
    expect(check(['No AI Detection Hours are used.'], ['Es werden keine AI Detection Hours verbraucht.'])).toEqual([
      expect.objectContaining({ line: 6, en: 'AI Detection Hours', expected: 'KI-Erkennungsstunden' }),
    ]);
  });

  it('ignores terms in code, link targets, URLs and component tags', () => {
    expect(
      check(
        ['Run `link printer` and see [the guide](/docs/failure-detection/) at https://example.com/ai-detection-hours.', '<TabItem value="x" label="Failure Detection">'],
        ['Führen Sie `link printer` aus, siehe [die Anleitung](/docs/failure-detection/).', '<TabItem value="x" label="Erkennung">'],
      ),
    ).toEqual([]);
    expect(proseLines(['```bash', 'Failure Detection', '```', 'a `b` c'])).toEqual(['', '', '', 'a     c']);
  });

  it('holds product names to their English spelling, case included, and names the half-translation it found', () => {
    expect(check(['Set up Obico for Klipper.'], ['Obico für Klipper einrichten.'])).toEqual([
      { line: 6, en: 'Obico for Klipper', expected: 'Obico for Klipper', found: '"Obico für Klipper"' },
    ]);
    expect(check(['Set up Obico for Klipper.'], ['Obico for Klipper einrichten.'])).toEqual([]);
    expect(check(['A self-hosted Obico Server.'], ['Ein selbst gehosteter Obico-Server.'])).toEqual([
      { line: 6, en: 'Obico Server', expected: 'Obico Server', found: 'Obico-Server' },
    ]);
    // "the Obico server" in lower case is no product name.
    expect(check(['It cannot reach the Obico server.'], ['Es erreicht den Obico-Server nicht.'])).toEqual([]);
  });

  it('flags an avoided rendering anywhere, front matter included, but not in keywords', () => {
    const english = page(['Intro.']);
    const translated = ['---', 'title: "Obico für Klipper einrichten"', 'keywords: [obico für klipper]', 'translated_from: abc', '---', '', 'Einleitung.'].join('\n');
    expect(checkGlossary(glossary, english, translated)).toEqual([{ line: 2, en: 'Obico for Klipper', expected: 'Obico for Klipper', found: '"Obico für Klipper"' }]);
  });

  it('reads an old English wording of a label as the label, and wants the current label in the translation', () => {
    expect(check(['The app shows **"Obico for OctoPrint is Offline"**.'], ['Die App zeigt **"Obico for OctoPrint is Offline"**.'])).toEqual([
      { line: 6, en: 'Obico Plugin is Offline.', expected: 'Obico Plugin ist offline.', found: '"Obico for OctoPrint is Offline"' },
    ]);
    expect(check(['The app shows **"Obico for OctoPrint is Offline"**.'], ['Die App zeigt **"Obico Plugin ist offline."**.'])).toEqual([]);
  });

  it('falls back to the whole page when the pages are not line-aligned', () => {
    const english = page(['1. Click **"Link Printer"**.', '', 'More.']);
    expect(checkGlossary(glossary, english, page(['1. Klicken Sie auf **"Drucker verknüpfen"**.'], true))).toEqual([]);
    expect(checkGlossary(glossary, english, page(['1. Klicken Sie auf **"Verbinden"**.'], true))).toEqual([
      expect.objectContaining({ en: 'Link Printer', expected: 'Drucker verknüpfen', found: expect.stringContaining('not line-aligned') }),
    ]);
  });
});

describe('the glossaries in content/i18n', () => {
  const root = path.join(__dirname, '..', '..', '..', 'content', 'i18n');
  const locales = fs.readdirSync(root).filter((name) => fs.existsSync(path.join(root, name, 'glossary.yaml')));
  const load = (locale: string) => parseGlossary(`${locale}/glossary.yaml`, yaml.load(fs.readFileSync(path.join(root, locale, 'glossary.yaml'), 'utf8')));

  it('exist for all eight locales, each naming its own locale', () => {
    expect(locales.sort()).toEqual(['de-DE', 'es-ES', 'fr-FR', 'it-IT', 'nl-NL', 'pl-PL', 'pt-BR', 'ru-RU']);
    for (const locale of locales) expect(load(locale).locale).toBe(locale);
  });

  it('list the same English terms, between 30 and 60 of them', () => {
    const terms = locales.map((locale) => load(locale).entries.map((entry) => entry.en).sort());
    for (const list of terms) expect(list).toEqual(terms[0]);
    expect(terms[0].length).toBeGreaterThanOrEqual(30);
    expect(terms[0].length).toBeLessThanOrEqual(60);
  });
});
