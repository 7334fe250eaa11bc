/**
 * Query and text analysis for the local search engine, per language: words are split, contractions and elisions
 * undone, stop words marked, words stemmed with the language's Snowball-family stemmer, and diacritics folded. The
 * same steps run when the index is built and when a query is read, so "alarms", "alarm" and "alarming" meet on one
 * term, and "Überwachung" meets "uberwachung" and "ueberwachung".
 *
 * Stemmers: @orama/stemmers (Snowball and Porter ports) for English, German, Spanish, French, Italian, Dutch,
 * Portuguese and Russian; Polish, which Snowball lacks, uses the light stemmer of @nlpjs/lang-pl. They are loaded on
 * demand, one per language, so a visitor downloads only their own language's. Stop word lists come from
 * stopwords-iso at build time and travel inside the index file.
 */

export type Stemmer = (word: string) => string;

/** The base language of a locale ('de-DE' → 'de', 'pt-BR' → 'pt'). */
export function baseLanguage(locale: string): string {
  return locale.toLowerCase().split(/[-_]/)[0];
}

/** The stemmer of each language the site has, loaded on first use. */
const STEMMERS: Record<string, () => Promise<Stemmer>> = {
  en: () => stemmerOf(() => import('@orama/stemmers/english')),
  de: () => stemmerOf(() => import('@orama/stemmers/german')),
  es: () => stemmerOf(() => import('@orama/stemmers/spanish')),
  fr: () => stemmerOf(() => import('@orama/stemmers/french')),
  it: () => stemmerOf(() => import('@orama/stemmers/italian')),
  nl: () => stemmerOf(() => import('@orama/stemmers/dutch')),
  pt: () => stemmerOf(() => import('@orama/stemmers/portuguese')),
  ru: () => stemmerOf(() => import('@orama/stemmers/russian')),
  pl: () =>
    // Promise.resolve: the bundler that compiles gatsby-node turns import() into a plain call that gives the module.
    Promise.resolve(import('@nlpjs/lang-pl/src/stemmer-pl')).then((m) => {
      // A CommonJS class: webpack and Node hand it over as the module or as its default export.
      const StemmerPl = ((m as { default?: unknown }).default ?? m) as new () => { stemWord(word: string): string };
      const stemmer = new StemmerPl();
      return (word: string) => stemmer.stemWord(word);
    }),
};

/**
 * The stemmer of a lazily imported @orama/stemmers module. Promise.resolve: webpack's import() gives a promise, but
 * the bundler that compiles gatsby-node turns import() into a plain call that gives the module itself.
 */
function stemmerOf(load: () => Promise<{ stemmer: Stemmer }> | { stemmer: Stemmer }): Promise<Stemmer> {
  return Promise.resolve(load()).then((m) => m.stemmer);
}

/** The languages with a stemmer. */
export const STEMMED_LANGUAGES = Object.keys(STEMMERS);

const stemmerCache = new Map<string, Promise<Stemmer>>();

/** The stemmer of a locale's language; words unchanged for a language without one. */
export function loadStemmer(locale: string): Promise<Stemmer> {
  const language = baseLanguage(locale);
  let pending = stemmerCache.get(language);
  if (!pending) {
    const load = STEMMERS[language];
    pending = load ? load() : Promise.resolve((word: string) => word);
    stemmerCache.set(language, pending);
  }
  return pending;
}

/** Lowercase, with diacritics taken off (é → e, ü → u, ł → l); Russian keeps й (a letter of its own), ё becomes е. */
export function fold(word: string, language = ''): string {
  const lower = word.toLowerCase().replace(/ł/g, 'l').replace(/ß/g, 'ss').replace(/ё/g, 'е');
  if (language === 'ru' || language === 'uk') {
    return lower.replace(/й/g, '\u0000').normalize('NFKD').replace(/[\u0300-\u036f]/g, '').replace(/\u0000/g, 'й');
  }
  return lower.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
}

/** English contractions whose first part is not the word itself. */
const EN_IRREGULAR: Record<string, string> = { "can't": 'can', "won't": 'will', "shan't": 'shall', "ain't": 'is', "let's": 'let' };
/** French and Italian elided articles and pronouns before an apostrophe ("l'imprimante", "dell'ugello"). */
const ELISION = /^(?:l|d|j|m|n|s|t|c|qu|jusqu|lorsqu|puisqu|quoiqu|dell|dall|nell|sull|all|coll|un|quell|quest|buon|nessun|tutt)['’]/;

/**
 * The words of a text in order, contractions undone: English "doesn't" → "does", "printer's" → "printer", "I'm"
 * → "i"; French and Italian elisions dropped ("l'imprimante" → "imprimante"); other apostrophes joined.
 */
export function splitWords(text: string, locale: string): string[] {
  const language = baseLanguage(locale);
  const words: string[] = [];
  for (const match of text.matchAll(/[\p{L}\p{N}]+(?:['’][\p{L}\p{N}]+)*/gu)) {
    let word = match[0].replace(/’/g, "'");
    if (!word.includes("'")) {
      words.push(word);
      continue;
    }
    const lower = word.toLowerCase();
    if (language === 'en') {
      if (EN_IRREGULAR[lower]) word = EN_IRREGULAR[lower];
      else word = word.replace(/(?:n't|'s|'re|'ve|'ll|'d|'m|')$/i, '');
    } else if (language === 'fr' || language === 'it') {
      word = word.replace(ELISION, '');
    }
    for (const part of word.split("'")) if (part) words.push(part);
  }
  return words;
}

/** One word of a text or a query after analysis. */
export interface AnalyzedWord {
  /** As written. */
  surface: string;
  /** The folded stem: what the index holds. */
  term: string;
  /** A stop word of the language ("why", "my", "does"). */
  stop: boolean;
}

export interface Analyzer {
  readonly locale: string;
  /** The words of a text, analyzed, in order. */
  words(text: string): AnalyzedWord[];
  /** The term of one word (no stop-word test). */
  term(word: string): string;
  isStopWord(word: string): boolean;
}

/** German written without umlauts: "ue", "oe", "ae" read as "ü", "ö", "ä" (on both sides, so it always agrees). */
const germanTransliteration = (word: string) => word.replace(/ae/g, 'a').replace(/oe/g, 'o').replace(/ue/g, 'u');

/** An analyzer from a stemmer and a stop word list (lowercase words, as stopwords-iso writes them). */
export function createAnalyzer(locale: string, stemmer: Stemmer, stopWords: Iterable<string>): Analyzer {
  const language = baseLanguage(locale);
  const stops = new Set<string>();
  for (const word of stopWords) {
    stops.add(fold(word, language));
    // Lists write contractions whole ("doesn't"); the words they split into are covered by the rest of the list.
  }
  const cache = new Map<string, string>();
  const term = (word: string): string => {
    const lower = word.toLowerCase();
    let cached = cache.get(lower);
    if (cached === undefined) {
      // Stemmers expect lowercase words with their diacritics; the stem is folded after.
      const prepared = language === 'de' ? germanTransliteration(lower.replace(/ä/g, 'a').replace(/ö/g, 'o').replace(/ü/g, 'u')) : lower;
      const stem = /^\p{N}/u.test(prepared) || prepared.length < 3 ? prepared : stemmer(prepared);
      cached = fold(stem || prepared, language);
      if (cache.size < 50_000) cache.set(lower, cached);
    }
    return cached;
  };
  const isStopWord = (word: string) => stops.has(fold(word, language));
  return {
    locale,
    term,
    isStopWord,
    words(text) {
      return splitWords(text, locale).map((surface) => ({ surface, term: term(surface), stop: isStopWord(surface) }));
    },
  };
}

/** The analyzer of a locale, its stemmer loaded. */
export async function loadAnalyzer(locale: string, stopWords: Iterable<string>): Promise<Analyzer> {
  return createAnalyzer(locale, await loadStemmer(locale), stopWords);
}
