/**
 * The local search backend: a compact MiniSearch index written at build time (public/search/<locale>.json) and an
 * engine that answers `search({ requests })` like algoliasearch, so everything above the client is the same in both
 * modes. The index is built by ./buildIndex.ts.
 *
 * The index holds one document per page (its title, section name, description and the words of its introduction)
 * and one per h2/h3 heading (the heading and the words of its section). Words are analyzed per language
 * (./analysis.ts): contractions undone, stemmed, diacritics folded; stop words are left out of the text fields.
 *
 * A query is read the way Algolia reads one with `removeStopWords`, `ignorePlurals`, synonyms and
 * `removeWordsIfNoResults: "allOptional"`:
 * - stop words ("why", "my", "does") are optional, unless the query has nothing else;
 * - each other word is required; a word matches its stem, the words it begins (the last word, or any word over three
 *   letters) and, when it is not itself in the index, the words one typo away (two from eight letters, a swap of two
 *   letters counting as one);
 * - a phrase of content/search/synonyms.yaml matches any phrase of its group;
 * - when no page holds every required word, every word becomes optional: pages are ranked by how much of the query
 *   they hold (words weighted by how rare they are), and `queryAfterRemoval` says which words were left out.
 * Ranking, page by page: the query's words matched, then where (title, headings, description, text), then proximity
 * (all words in one title, heading or section), then BM25. A page's hits are its matching sections, best first.
 */
import MiniSearch, { type Options, type SearchResult as MiniResult } from 'minisearch';
import { escapeHtml, highlight as highlightText, snippet as snippetText } from './highlight';
import { baseLanguage, createAnalyzer, fold, loadStemmer, type Analyzer } from './analysis';
import type { HighlightResult, Hierarchy, RecordType, SearchHit, SearchRecord, SearchRequest, SearchResult } from './types';
import type { DocsSection } from './facets';
import { expandIndex, type CompactIndex } from './compactIndex';

export const LOCAL_INDEX_VERSION = 5;
export const DEFAULT_HITS_PER_PAGE = 20;

/** Longest query read, as Algolia's limit; the rest is ignored. */
export const MAX_QUERY_CHARS = 512;
/** Most words of a query that count; a pasted paragraph is read by its first words. */
export const MAX_QUERY_WORDS = 24;

/** A group of words or phrases that mean the same to a reader (content/search/synonyms.yaml). */
export type SynonymGroup = string[];

export interface LocalIndexFile {
  version: number;
  language: string;
  /** [route, lvl0, lvl1 (title), section, description, docs section] */
  pages: Array<[string, string, string, 'docs' | 'blog', string | null, DocsSection | null]>;
  /** [page, anchor, level (2|3), text, index of the parent h2 heading or -1] */
  headings: Array<[number, string, number, string, number]>;
  /** The language's stop words (stopwords-iso), as the index was built with them. */
  stopWords: string[];
  /** The synonym groups of the language. */
  synonyms: SynonymGroup[];
  /** The MiniSearch index, compacted (./compactIndex.ts). */
  index: CompactIndex;
}

export interface IndexedDoc {
  id: number;
  lvl0?: string;
  lvl1?: string;
  heading?: string;
  description?: string;
  /** A doc's keywords (front matter), comma-separated. */
  keywords?: string;
  /** The distinct terms of the section's text, already analyzed, space-separated. */
  text?: string;
}

/** Field weights: title, heading, keywords, section name, description, text. */
const BOOST = { lvl1: 6, heading: 4, keywords: 3, lvl0: 1.5, description: 1.5, text: 1 } as const;
/** Where a word matched, best first: the ranking's "attribute" criterion. */
const FIELD_RANK: Record<string, number> = { lvl1: 4, heading: 3, keywords: 2, lvl0: 1, description: 1, text: 0 };
/** How much a word counts by where it matched (FIELD_RANK → factor): title, heading, keywords, section name or description, text. */
const FIELD_FACTOR: Record<number, number> = { 4: 3.5, 3: 2.2, 2: 2, 1: 1.6, 0: 1 };
/**
 * How much a stop word counts beside the query's content words: a fifth. Stop words stay out of the text fields, so a
 * title or heading that holds "why" or "how" still tells a little about a question, but the content words decide.
 */
const STOP_WORD_WEIGHT = 0.2;
/** A word whose weight is under this share of the query's rarest word's only adds to the pages the others find. */
const COMMON_WORD_RATIO = 0.3;
/** Docs pages over posts, other things equal: the guides are written to answer. */
const DOCS_PRIOR = 1.6;

/** MiniSearch options for an analyzer: text fields arrive analyzed; the others are analyzed here. */
export function miniOptions(analyzer: Analyzer): Options<IndexedDoc> {
  return {
    fields: ['lvl0', 'lvl1', 'heading', 'keywords', 'description', 'text'],
    storeFields: [],
    tokenize: (text, field) => (field === 'text' ? text.split(' ') : analyzerWords(analyzer, text)),
    processTerm: (term, field) => {
      if (!term) return null;
      if (field === 'text') return term;
      if ((field === 'description' || field === 'keywords') && analyzer.isStopWord(term)) return null;
      return analyzer.term(term);
    },
    searchOptions: { processTerm: (term) => term },
  };
}

const analyzerWords = (analyzer: Analyzer, text: string) => analyzer.words(text).map((word) => word.surface);

/** Facet filters in Algolia's form: AND of (string | OR-array of) "attribute:value". */
export function matchesFacetFilters(filters: SearchRequest['facetFilters'], values: Readonly<Record<string, string | null>>): boolean {
  if (!filters) return true;
  const list = typeof filters === 'string' ? [filters] : filters;
  const test = (filter: string) => {
    const negate = filter.startsWith('-');
    const [attribute, ...rest] = (negate ? filter.slice(1) : filter).split(':');
    const ok = values[attribute] === rest.join(':');
    return negate ? !ok : ok;
  };
  return list.every((entry) => (Array.isArray(entry) ? entry.some(test) : test(entry)));
}

/** The attributes the local index can filter on and count: every facet of the Algolia index but `type`. */
export const LOCAL_FACETS = ['language', 'section', 'docsSection'] as const;
type LocalFacet = (typeof LOCAL_FACETS)[number];

/** The attributes a request asks to count (`facets`: a name, a list, or '*' for all), among those the index has. */
function requestedFacets(facets: SearchRequest['facets']): LocalFacet[] {
  const list = typeof facets === 'string' ? [facets] : (facets ?? []);
  if (list.includes('*')) return [...LOCAL_FACETS];
  return LOCAL_FACETS.filter((facet) => list.includes(facet));
}

function parseSnippetWords(attributes: readonly string[] | undefined): Map<string, number> {
  const map = new Map<string, number>();
  for (const attribute of attributes ?? []) {
    const [name, count] = attribute.split(':');
    map.set(name, Number(count) || 10);
  }
  return map;
}

function randomId(): string {
  let id = '';
  for (let i = 0; i < 32; i++) id += Math.floor(Math.random() * 16).toString(16);
  return id;
}

/** Three rows of the distance table, reused by every call (words are short; longer ones get bigger rows). */
let distanceRows = [new Int32Array(64), new Int32Array(64), new Int32Array(64)];

/** Optimal string alignment distance (Levenshtein with a swap of two neighbours as one edit), cut off above `max`. */
export function typoDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  if (b.length + 1 > distanceRows[0].length) distanceRows = [0, 1, 2].map(() => new Int32Array(b.length + 1));
  // Rows i - 2, i - 1 and i of the table, rotated as i grows.
  let [older, previous, current] = distanceRows;
  for (let j = 0; j <= b.length; j++) previous[j] = j;
  for (let i = 1; i <= a.length; i++) {
    current[0] = i;
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1;
      let value = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost);
      if (i > 1 && j > 1 && a.charCodeAt(i - 1) === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === b.charCodeAt(j - 1)) value = Math.min(value, older[j - 2] + 1);
      current[j] = value;
      if (value < best) best = value;
    }
    if (best > max) return max + 1;
    [older, previous, current] = [previous, current, older];
  }
  return previous[b.length];
}

/** Typos allowed in a word of this many letters, as Algolia's defaults: one from 4 letters, two from 8. */
export const typosAllowed = (length: number) => (length >= 8 ? 2 : length >= 4 ? 1 : 0);

/** A word of the query as the engine reads it. */
interface QueryWord {
  surface: string;
  term: string;
  stop: boolean;
  /** The last word of the query: the visitor may still be typing it. */
  last: boolean;
}

/**
 * One thing the query asks for: a word, or a synonym group. Each alternative is a list of terms a document must all
 * hold (a phrase); a single word has itself as its only alternative.
 */
interface Slot {
  /** The query's words this slot stands for (their indexes). */
  words: number[];
  alternatives: QueryWord[][];
  required: boolean;
}

/** How one document matches one slot. */
interface SlotMatch {
  score: number;
  /** The best field it matched in (FIELD_RANK). */
  field: number;
  /** Matched a word exactly or by prefix, not through a typo. */
  exact: boolean;
}

interface DocMatch {
  id: number;
  slots: Map<number, SlotMatch>;
}

interface PageMatch {
  page: number;
  docs: DocMatch[];
  /** Slot → best match over the page's documents. */
  slots: Map<number, SlotMatch>;
  rank: number[];
}

export class LocalSearchEngine {
  private readonly mini: MiniSearch<IndexedDoc>;
  private readonly terms: { has(term: string): boolean };
  /** MiniSearch's own tables, read directly to score a word without building its result objects (see termScores). */
  private readonly tables: MiniTables | null;
  /** Each synonym group as the analyzed terms of its phrases. */
  private readonly synonyms: string[][][];
  private vocabulary: Map<string, { word: string; count: number }> | null = null;
  /** Document → its page, for the pages' documents: page documents first, then headings. */
  private readonly pageDocs: number[][];

  constructor(
    private readonly data: LocalIndexFile,
    readonly analyzer: Analyzer,
    mini?: MiniSearch<IndexedDoc>,
  ) {
    if (data.version !== LOCAL_INDEX_VERSION) throw new Error(`Unsupported search index version ${data.version}`);
    this.mini = mini ?? MiniSearch.loadJS(expandIndex(data.index) as never, miniOptions(analyzer));
    const index = (this.mini as unknown as { _index?: { has(term: string): boolean } })._index;
    this.terms = index && typeof index.has === 'function' ? index : { has: () => true };
    this.tables = miniTables(this.mini);
    this.synonyms = (data.synonyms ?? []).map((group) => group.map((phrase) => this.analyzePhrase(phrase)).filter((terms) => terms.length > 0));
    this.pageDocs = data.pages.map((_, page) => [page]);
    data.headings.forEach(([page], index) => this.pageDocs[page].push(data.pages.length + index));
  }

  /** The engine of an index file, its language's stemmer loaded and the index built in slices that yield to the page. */
  static async load(data: LocalIndexFile): Promise<LocalSearchEngine> {
    if (data.version !== LOCAL_INDEX_VERSION) throw new Error(`Unsupported search index version ${data.version}`);
    const analyzer = createAnalyzer(data.language, await loadStemmer(data.language), data.stopWords ?? []);
    return new LocalSearchEngine(data, analyzer, await MiniSearch.loadJSAsync(expandIndex(data.index) as never, miniOptions(analyzer)));
  }

  get language(): string {
    return this.data.language;
  }

  /** Number of searchable documents (pages and headings). */
  get size(): number {
    return this.data.pages.length + this.data.headings.length;
  }

  private analyzePhrase(phrase: string): string[] {
    const words = this.analyzer.words(phrase);
    const content = words.filter((word) => !word.stop);
    return (content.length ? content : words).map((word) => word.term);
  }

  private pageOf(id: number): number {
    return id < this.data.pages.length ? id : this.data.headings[id - this.data.pages.length][0];
  }

  /** The facet values of a document: those of its page. */
  private facetValues(id: number): Record<LocalFacet, string | null> {
    const [, , , section, , docsSection] = this.data.pages[this.pageOf(id)];
    return { language: this.data.language, section, docsSection };
  }

  /** The record a document stands for; a page matched only in its text is a content hit showing its description. */
  record(id: number, titleMatched = true): SearchRecord {
    const pageCount = this.data.pages.length;
    const page = this.pageOf(id);
    const [route, lvl0, lvl1, section, description, docsSection] = this.data.pages[page];
    const hierarchy: Hierarchy = { lvl0, lvl1, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null };
    let type: RecordType = titleMatched ? 'lvl1' : 'content';
    let anchor: string | null = null;
    if (id >= pageCount) {
      const [, headingAnchor, level, text, parent] = this.data.headings[id - pageCount];
      anchor = headingAnchor;
      if (level === 2) {
        hierarchy.lvl2 = text;
        type = 'lvl2';
      } else {
        hierarchy.lvl2 = parent >= 0 ? this.data.headings[parent][3] : null;
        hierarchy.lvl3 = text;
        type = 'lvl3';
      }
    }
    return {
      objectID: `${this.data.language}:${route}:${id}`,
      url: anchor ? `${route}#${anchor}` : route,
      url_without_anchor: route,
      anchor,
      type,
      content: type === 'lvl1' || type === 'content' ? description : null,
      hierarchy,
      language: this.data.language,
      section,
      docsSection,
      weight: { level: 0, position: id, pageRank: 0 },
    };
  }

  /** The query's words, analyzed (at most MAX_QUERY_WORDS). */
  private readQuery(query: string): QueryWord[] {
    const words = this.analyzer.words(query).slice(0, MAX_QUERY_WORDS);
    const endsInWord = /[\p{L}\p{N}]$/u.test(query);
    return words.map((word, i) => ({ ...word, last: endsInWord && i === words.length - 1 }));
  }

  /** The slots of a query: synonym phrases first (longest), then each remaining word. */
  private slots(words: QueryWord[]): Slot[] {
    const content = words.map((word, i) => ({ word, i })).filter(({ word }) => !word.stop);
    const onlyStops = content.length === 0;
    const pool = onlyStops ? words.map((word, i) => ({ word, i })) : content;
    const slots: Slot[] = [];
    const used = new Set<number>();
    // Synonym phrases, matched on the content words in order, longest first.
    const candidates = this.synonyms.flatMap((group) => group.map((variant) => ({ group, variant }))).sort((a, b) => b.variant.length - a.variant.length);
    for (const { group, variant } of candidates) {
      for (let start = 0; start + variant.length <= pool.length; start++) {
        const span = pool.slice(start, start + variant.length);
        if (span.some(({ i }) => used.has(i))) continue;
        if (!span.every(({ word }, k) => word.term === variant[k])) continue;
        span.forEach(({ i }) => used.add(i));
        const last = span[span.length - 1].word.last;
        slots.push({
          words: span.map(({ i }) => i),
          alternatives: group.map((terms) => terms.map((term, k) => ({ surface: term, term, stop: false, last: last && k === terms.length - 1 && terms === variant }))),
          required: true,
        });
      }
    }
    for (const { word, i } of pool) if (!used.has(i)) slots.push({ words: [i], alternatives: [[word]], required: true });
    if (!onlyStops) for (const { word, i } of words.map((word, i) => ({ word, i })).filter(({ word }) => word.stop)) slots.push({ words: [i], alternatives: [[word]], required: false });
    return slots.sort((a, b) => a.words[0] - b.words[0]);
  }

  /** The documents holding one word: its term, the terms it begins, and the terms a typo away when it is not a term. */
  private matchWord(word: QueryWord): Map<number, SlotMatch> {
    const found = new Map<number, SlotMatch>();
    // The last word may be half typed; the others are whole words, which their stems already match in every form.
    const prefix = word.last;
    const add = (results: Map<number, TermScore>, exact: boolean, weight: number) => {
      for (const [id, result] of results) {
        const score = result.score * weight;
        const before = found.get(id);
        if (!before || before.score < score) found.set(id, { score, field: Math.max(result.field, before?.field ?? 0), exact: exact || (before?.exact ?? false) });
      }
    };
    add(this.search1(word.term, prefix, 0), true, 1);
    if (prefix && found.size === 0) {
      // A half-typed word can run past the stem its whole word has in the index ("notificatio": the index holds
      // "notif"): the longest indexed term, of four letters or more, that the typed letters begin with.
      const typed = fold(word.surface, baseLanguage(this.analyzer.locale));
      for (let length = typed.length - 1; length >= 4; length--) {
        const stem = typed.slice(0, length);
        if (!this.terms.has(stem)) continue;
        add(this.search1(stem, true, 0), true, 1);
        break;
      }
    }
    const known = this.terms.has(word.term) || (prefix && found.size > 0);
    const typos = typosAllowed(word.surface.length);
    if (!known && typos > 0) {
      // Typos: MiniSearch's edit distance, and a swap of two neighbouring letters as a single typo.
      add(this.search1(word.term, false, typos), false, 0.6);
      const lower = word.surface.toLowerCase();
      for (let i = 0; i + 1 < lower.length; i++) {
        const swapped = lower.slice(0, i) + lower[i + 1] + lower[i] + lower.slice(i + 2);
        const term = this.analyzer.term(swapped);
        if (term !== word.term && this.terms.has(term)) add(this.search1(term, false, 0), false, 0.6);
      }
    }
    return found;
  }

  /**
   * The documents holding one term, each with its score and the best field it is in, as MiniSearch's search scores a
   * single term (BM25+ per field, times the field's boost; terms it begins weigh 0.375 and typos 0.45, less with
   * distance), read straight from its tables: a common word matches thousands of sections, and MiniSearch would
   * build and sort a result object for each. Falls back to MiniSearch's search if its tables are not as expected.
   */
  private search1(term: string, prefix: boolean, typos: number): Map<number, TermScore> {
    const out = new Map<number, TermScore>();
    const tables = this.tables;
    if (!tables) {
      for (const result of this.mini.search(term, { prefix, fuzzy: typos || false, boost: BOOST, combineWith: 'OR' }) as MiniResult[]) {
        let field = 0;
        for (const fields of Object.values(result.match)) for (const name of fields) field = Math.max(field, FIELD_RANK[name] ?? 0);
        out.set(result.id as number, { score: result.score, field });
      }
      return out;
    }
    const score = (data: TermData | undefined, weight: number) => {
      if (!data) return;
      for (const [fieldId, docs] of data) {
        const name = tables.fieldNames[fieldId];
        const boost = BOOST[name as keyof typeof BOOST] ?? 1;
        const rank = FIELD_RANK[name] ?? 0;
        const average = tables.averageFieldLength[fieldId];
        const idf = Math.log(1 + (tables.documentCount - docs.size + 0.5) / (docs.size + 0.5));
        for (const [id, frequency] of docs) {
          const length = tables.fieldLength.get(id)?.[fieldId] ?? average;
          const value = weight * boost * idf * (BM25.d + (frequency * (BM25.k + 1)) / (frequency + BM25.k * (1 - BM25.b + (BM25.b * length) / average)));
          const before = out.get(id);
          if (before) {
            before.score += value;
            if (rank > before.field) before.field = rank;
          } else out.set(id, { score: value, field: rank });
        }
      }
    };
    score(tables.index.get(term), 1);
    const seen = new Set<string>([term]);
    if (prefix) {
      for (const [other, data] of tables.index.atPrefix(term)) {
        if (seen.has(other)) continue;
        seen.add(other);
        score(data, (0.375 * other.length) / (other.length + 0.3 * (other.length - term.length)));
      }
    }
    if (typos > 0) {
      for (const [other, [data, distance]] of tables.index.fuzzyGet(term, typos)) {
        if (seen.has(other) || distance === 0) continue;
        score(data, (0.45 * other.length) / (other.length + distance));
      }
    }
    return out;
  }

  /** The documents matching a slot: any alternative, each holding all its terms. */
  private matchSlot(slot: Slot, cache: Map<string, Map<number, SlotMatch>>): Map<number, SlotMatch> {
    // The maps are read, never changed, from here on: one word's matches serve as they are.
    const single = slot.alternatives.length === 1 ? slot.alternatives[0] : null;
    const result = new Map<number, SlotMatch>();
    for (const alternative of slot.alternatives) {
      let docs: Map<number, SlotMatch> | null = null;
      for (const word of alternative) {
        const key = `${word.term}|${word.last}|${word.surface.length}`;
        let matches = cache.get(key);
        if (!matches) {
          matches = this.matchWord(word);
          cache.set(key, matches);
        }
        if (docs === null) docs = matches;
        else {
          const next = new Map<number, SlotMatch>();
          for (const [id, match] of docs) {
            const other = matches.get(id);
            if (other) next.set(id, { score: match.score + other.score, field: Math.min(match.field, other.field), exact: match.exact && other.exact });
          }
          docs = next;
        }
      }
      if (single) return docs ?? result;
      for (const [id, match] of docs ?? []) {
        const before = result.get(id);
        if (!before || before.score < match.score) result.set(id, match);
      }
    }
    return result;
  }

  /** How rare a slot's words are (inverse document frequency over pages): rare words tell more. */
  private informativeness(matches: Map<number, SlotMatch>): number {
    const pages = new Set<number>();
    for (const id of matches.keys()) pages.add(this.pageOf(id));
    return Math.log(1 + this.data.pages.length / (1 + pages.size));
  }

  search(request: SearchRequest): SearchResult {
    const started = Date.now();
    const query = String(request.query ?? '').slice(0, MAX_QUERY_CHARS);
    // 0 is allowed, as by Algolia: InstantSearch asks for facet counts alone that way.
    const hitsPerPage = Math.max(0, Math.min(1000, Number(request.hitsPerPage ?? DEFAULT_HITS_PER_PAGE) || 0));
    const page = Math.max(0, Number(request.page ?? 0) || 0);
    const words = this.readQuery(query);
    const slots = this.slots(words);
    const required = slots.map((slot, i) => ({ slot, i })).filter(({ slot }) => slot.required);

    const cache = new Map<string, Map<number, SlotMatch>>();
    const slotDocs = slots.map((slot) => this.matchSlot(slot, cache));
    const weights = slots.map((slot, i) => this.informativeness(slotDocs[i]) * (slot.required ? 1 : STOP_WORD_WEIGHT));

    // Pages and the documents of theirs that match anything, within the request's filters.
    const pages = new Map<number, PageMatch>();
    const docs = new Map<number, DocMatch>();
    // Facet values are those of the page: the filters are tested once per page.
    const allowed = new Map<number, boolean>();
    const pageAllowed = (p: number) => {
      let ok = allowed.get(p);
      if (ok === undefined) {
        ok = !request.facetFilters || matchesFacetFilters(request.facetFilters, this.facetValues(p));
        allowed.set(p, ok);
      }
      return ok;
    };
    // The informative words bring in the pages; a word far more common than the query's rarest (in most pages, as
    // "printer" or "obico") only adds to pages those brought in. A page that holds every word holds the rare ones, so
    // no such page is lost; a page that holds nothing but common words would rank last, and is left out.
    const rarest = Math.max(0, ...slots.map((slot, s) => (slot.required && slotDocs[s].size > 0 ? weights[s] : 0)));
    const order = slots.map((_, s) => s).sort((a, b) => weights[b] - weights[a]);
    for (const s of order) {
      const matches = slotDocs[s];
      const opens = slots[s].required && weights[s] >= rarest * COMMON_WORD_RATIO;
      for (const [id, match] of matches) {
        let doc = docs.get(id);
        if (!doc) {
          if (!opens && !pages.has(this.pageOf(id))) continue;
          if (!pageAllowed(this.pageOf(id))) continue;
          doc = { id, slots: new Map() };
          docs.set(id, doc);
          const p = this.pageOf(id);
          let pageMatch = pages.get(p);
          if (!pageMatch) {
            pageMatch = { page: p, docs: [], slots: new Map(), rank: [] };
            pages.set(p, pageMatch);
          }
          pageMatch.docs.push(doc);
        }
        doc.slots.set(s, match);
        // The page's best match of the slot over its documents.
        const pageSlots = (pages.get(this.pageOf(id)) as PageMatch).slots;
        const best = pageSlots.get(s);
        if (!best) pageSlots.set(s, { score: match.score, field: match.field, exact: match.exact });
        else {
          if (match.score > best.score) best.score = match.score;
          if (match.field > best.field) best.field = match.field;
          if (match.exact) best.exact = true;
        }
      }
    }

    // All required words first; when no page holds them all, every word becomes optional.
    const holdsAll = (pageMatch: PageMatch) => required.every(({ i }) => pageMatch.slots.has(i));
    let candidates = [...pages.values()].filter(holdsAll);
    const relaxed = candidates.length === 0 && required.length > 1;
    // A question in a reader's words holds words no page uses ("every time", "by itself"): all of its words are
    // optional from the start, and the pages that hold most of what it asks come first.
    const question = required.length >= 3 && isQuestion(words, query);
    if (relaxed || question) candidates = [...pages.values()].filter((pageMatch) => required.some(({ i }) => pageMatch.slots.has(i)));
    if (required.length === 0) candidates = [];

    const requiredWeight = required.reduce((sum, { i }) => sum + weights[i], 0) || 1;
    for (const pageMatch of candidates) pageMatch.rank = this.rankPage(pageMatch, slots, weights, requiredWeight);
    if (question) for (const pageMatch of candidates) pageMatch.rank[0] = 0;
    candidates.sort((a, b) => compareRanks(a.rank, b.rank) || a.page - b.page);

    // The hits: each page's matching documents, the best first (ordered only as far as the requested page goes).
    const ranked: Array<{ id: number; titleMatched: boolean; slots: number }> = [];
    const wanted = (page + 1) * hitsPerPage;
    let total = 0;
    for (const pageMatch of candidates) total += pageMatch.docs.length;
    for (const pageMatch of candidates) {
      if (ranked.length >= Math.max(wanted, 1)) break;
      const ordered = pageMatch.docs
        .map((doc) => ({ doc, count: countRequired(doc, slots), score: docScore(doc, weights) }))
        .sort((a, b) => b.count - a.count || b.score - a.score || a.doc.id - b.doc.id);
      // The page itself comes first when its title holds the query; otherwise its best section leads.
      for (const { doc, count } of ordered) {
        const titleMatched = doc.id < this.data.pages.length && [...doc.slots.values()].some((match) => match.field >= FIELD_RANK.lvl0);
        ranked.push({ id: doc.id, titleMatched, slots: count });
      }
    }

    const pre = request.highlightPreTag ?? '<em>';
    const post = request.highlightPostTag ?? '</em>';
    const highlightTerms = this.highlightTerms(words, slots, slotDocs);
    const snippetWords = parseSnippetWords(request.attributesToSnippet);
    const ellipsis = request.snippetEllipsisText ?? '…';
    // The hits of one page share its section name and title: each text's matched words are found once.
    const matchedWords = new Map<string, string[]>();
    const memo = new Map<string, HighlightResult>();
    const wantedTerms = new Set(highlightTerms);
    const wordsIn = (text: string) => {
      let words = matchedWords.get(text);
      if (!words) {
        words = this.analyzedTerms(text, wantedTerms);
        matchedWords.set(text, words);
      }
      return words;
    };
    const hits = ranked
      .slice(page * hitsPerPage, wanted)
      .map(({ id, titleMatched }) => this.toHit(this.record(id, titleMatched), wordsIn, pre, post, snippetWords, ellipsis, memo));

    // The section that answers a question: the first hit, when it is a heading that holds the question's words.
    const top = ranked[0];
    if (page === 0 && hits.length > 0 && top && top.id >= this.data.pages.length && isQuestion(words, query) && top.slots >= Math.min(2, required.length)) {
      const [, anchor, , heading] = this.data.headings[top.id - this.data.pages.length];
      hits[0]._answer = { anchor, heading, text: '' };
    }

    // Counted over every hit of the request (after its facetFilters), as Algolia counts them; a value no hit has is
    // absent. InstantSearch gets the counts of a refined facet from a second request without that facet's filter.
    const facetNames = requestedFacets(request.facets);
    const facets: Record<string, Record<string, number>> = Object.fromEntries(facetNames.map((name) => [name, {}]));
    for (const pageMatch of facetNames.length ? candidates : []) {
      const values = this.facetValues(pageMatch.page);
      for (const name of facetNames) {
        const value = values[name];
        if (value !== null) facets[name][value] = (facets[name][value] ?? 0) + pageMatch.docs.length;
      }
    }
    const result: SearchResult = {
      hits,
      nbHits: total,
      page,
      nbPages: hitsPerPage === 0 ? 0 : Math.ceil(total / hitsPerPage),
      hitsPerPage,
      processingTimeMS: Date.now() - started,
      query,
      params: new URLSearchParams({ query, hitsPerPage: String(hitsPerPage), page: String(page) }).toString(),
      index: request.indexName,
      queryID: randomId(),
      exhaustiveNbHits: true,
      ...(facetNames.length ? { facets, exhaustiveFacetsCount: true } : {}),
    };
    if (relaxed && candidates.length > 0) {
      const kept = candidates[0].slots;
      const dropped = new Set(required.filter(({ i }) => !kept.has(i)).flatMap(({ slot }) => slot.words));
      if (dropped.size) result.queryAfterRemoval = words.map((word, i) => (dropped.has(i) ? `<em>${escapeHtml(word.surface)}</em>` : escapeHtml(word.surface))).join(' ');
    }
    const suggestions = this.suggest(words, slots, slotDocs);
    if (suggestions.length) result.suggestions = suggestions;
    return result;
  }

  /**
   * The ranking of a page, compared position by position: required words matched (weighted by how rare each is,
   * in steps so that close calls fall to the next criteria), typos, where the words matched (title, headings,
   * description, text), proximity (the words together in one title, heading or section), then the score.
   */
  private rankPage(pageMatch: PageMatch, slots: Slot[], weights: number[], requiredWeight: number): number[] {
    let matched = 0;
    let score = 0;
    let bm25 = 0;
    slots.forEach((slot, s) => {
      const match = pageMatch.slots.get(s);
      if (!match) return;
      bm25 += match.score;
      // Each word counts by how rare it is, more in a title or heading than in text, less through a typo.
      const value = weights[s] * FIELD_FACTOR[match.field] * (match.exact ? 1 : 0.7);
      score += value;
      if (slot.required) matched += weights[s];
    });
    // Proximity: the required words one title, heading or section of the page holds together.
    let together = 0;
    for (const doc of pageMatch.docs) {
      let held = 0;
      for (const s of doc.slots.keys()) if (slots[s].required) held += weights[s];
      together = Math.max(together, held);
    }
    score += together * 1.5;
    // A guide answers a reader's question more often than a post that mentions the same words.
    if (this.data.pages[pageMatch.page][3] === 'docs') score *= DOCS_PRIOR;
    return [Math.round((matched / requiredWeight) * 20) >= 20 ? 1 : 0, score + Math.log1p(bm25) * 0.05];
  }

  /** The terms highlights look for: the query's words, or the words a typo or synonym stood for in the index. */
  private highlightTerms(words: QueryWord[], slots: Slot[], slotDocs: Array<Map<number, SlotMatch>>): string[] {
    const terms = new Set<string>();
    slots.forEach((slot, s) => {
      if (slotDocs[s].size === 0) return;
      for (const alternative of slot.alternatives) for (const word of alternative) terms.add(word.term);
    });
    for (const word of words) if (!word.stop) terms.add(word.term);
    return [...terms];
  }

  /** The words of titles and headings, by how often they appear: what "did you mean" proposes. */
  private titleVocabulary(): Map<string, { word: string; count: number }> {
    if (this.vocabulary) return this.vocabulary;
    const vocabulary = new Map<string, { word: string; count: number }>();
    const add = (text: string) => {
      for (const { surface, stop } of this.analyzer.words(text)) {
        if (stop || surface.length < 3 || /^\p{N}+$/u.test(surface)) continue;
        const key = surface.toLowerCase();
        const entry = vocabulary.get(key);
        if (entry) entry.count++;
        else vocabulary.set(key, { word: key, count: 1 });
      }
    };
    for (const [, , title] of this.data.pages) add(title);
    for (const [, , , text] of this.data.headings) add(text);
    this.vocabulary = vocabulary;
    return vocabulary;
  }

  /** "Did you mean": the query with each word the index does not hold replaced by the closest title or heading word. */
  private suggest(words: QueryWord[], slots: Slot[], slotDocs: Array<Map<number, SlotMatch>>): string[] {
    const unknown = new Set<number>();
    slots.forEach((slot, s) => {
      if (!slot.required || slot.alternatives.length > 1) return;
      const exact = [...slotDocs[s].values()].some((match) => match.exact);
      if (!exact) unknown.add(slot.words[0]);
    });
    if (unknown.size === 0) return [];
    const vocabulary = this.titleVocabulary();
    const options = new Map<number, string[]>();
    for (const i of unknown) {
      const lower = words[i].surface.toLowerCase();
      const max = Math.max(1, typosAllowed(lower.length));
      const close: Array<{ word: string; distance: number; count: number }> = [];
      for (const { word, count } of vocabulary.values()) {
        const distance = typoDistance(lower, word, max);
        if (distance <= max && distance > 0) close.push({ word, distance, count });
      }
      close.sort((a, b) => a.distance - b.distance || b.count - a.count || a.word.localeCompare(b.word));
      options.set(i, close.slice(0, 3).map((entry) => entry.word));
    }
    if ([...options.values()].every((list) => list.length === 0)) return [];
    const suggestions: string[] = [];
    for (let k = 0; k < 3; k++) {
      let changed = false;
      const text = words.map((word, i) => {
        const list = options.get(i);
        if (!list || list.length === 0) return word.surface.toLowerCase();
        changed = true;
        return list[Math.min(k, list.length - 1)];
      });
      const suggestion = text.join(' ');
      if (changed && !suggestions.includes(suggestion)) suggestions.push(suggestion);
    }
    return suggestions;
  }

  /**
   * The best sentence of a section for a query: the one holding most of the query's words (rare words counting
   * more), escaped and highlighted. `sectionText` is the section's plain text; null when no sentence holds a word.
   */
  bestSentence(sectionText: string, query: string, pre = '<mark>', post = '</mark>'): string | null {
    const words = this.readQuery(query).filter((word) => !word.stop);
    if (words.length === 0) return null;
    const wanted = new Set(words.map((word) => word.term));
    const sentences = sectionText
      .split(/(?<=[.!?。])\s+|\n+/u)
      .map((sentence) => sentence.trim())
      .filter((sentence) => sentence.length >= 12);
    let best: { sentence: string; score: number } | null = null;
    for (const sentence of sentences) {
      const terms = new Set(this.analyzer.words(sentence).map((word) => word.term));
      let score = 0;
      for (const term of wanted) if (terms.has(term)) score++;
      if (score > 0 && (!best || score > best.score)) best = { sentence, score };
    }
    if (!best) return null;
    const text = best.sentence.length > 300 ? `${best.sentence.slice(0, 300).replace(/\s+\S*$/, '')}…` : best.sentence;
    return highlightText(text, this.analyzedTerms(text, wanted), pre, post).value;
  }

  /** The words of `text` whose terms are among `wanted`, lowercased and folded as the highlighter compares them. */
  private analyzedTerms(text: string, wanted: Set<string>): string[] {
    const prefixes = [...wanted].filter((term) => term.length >= 2);
    const matches = (term: string) => wanted.has(term) || prefixes.some((prefix) => term.startsWith(prefix));
    return [...new Set(this.analyzer.words(text).filter((word) => matches(word.term)).map((word) => word.surface.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase()))];
  }

  private toHit(record: SearchRecord, wordsIn: (text: string) => string[], pre: string, post: string, snippetWords: Map<string, number>, ellipsis: string, memo: Map<string, HighlightResult>): SearchHit {
    const { weight: _weight, ...rest } = record;
    // Hits of one page repeat its section name and title: each text is highlighted once per search (read-only results).
    const highlight = (text: string, words: string[], before: string, after: string) => remember(memo, `h\u0000${text}`, () => highlightText(text, words, before, after));
    const snippet = (text: string, words: string[], count: number, before: string, after: string, cut: string) => remember(memo, `s${count}\u0000${text}`, () => snippetText(text, words, count, before, after, cut));
    const highlightHierarchy: SearchHit['_highlightResult']['hierarchy'] = {};
    const snippetHierarchy: SearchHit['_snippetResult']['hierarchy'] = {};
    for (const level of ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const) {
      const value = record.hierarchy[level];
      if (value === null) continue;
      const words = wordsIn(value);
      highlightHierarchy[level] = highlight(value, words, pre, post);
      snippetHierarchy[level] = snippetWords.has(`hierarchy.${level}`)
        ? snippet(value, words, snippetWords.get(`hierarchy.${level}`) ?? 10, pre, post, ellipsis)
        : highlightHierarchy[level];
    }
    const content = record.content ?? '';
    const contentWords = wordsIn(content);
    return {
      ...rest,
      _highlightResult: { hierarchy: highlightHierarchy, content: highlight(content, contentWords, pre, post) },
      _snippetResult: { hierarchy: snippetHierarchy, content: snippet(content, contentWords, snippetWords.get('content') ?? 10, pre, post, ellipsis) },
    };
  }
}

function remember<T>(memo: Map<string, T>, key: string, make: () => T): T {
  let value = memo.get(key);
  if (value === undefined) {
    value = make();
    memo.set(key, value);
  }
  return value;
}

/** A term's score in one document, and the best field (FIELD_RANK) it is in. */
interface TermScore {
  score: number;
  field: number;
}

/** MiniSearch's BM25+ parameters (its defaults, which the site keeps). */
const BM25 = { k: 1.2, b: 0.7, d: 0.5 };

/** Field id → document id → frequency: what MiniSearch's radix tree holds for a term. */
type TermData = Map<number, Map<number, number>>;

interface MiniTables {
  index: {
    get(term: string): TermData | undefined;
    atPrefix(prefix: string): Iterable<[string, TermData]>;
    fuzzyGet(term: string, distance: number): Map<string, [TermData, number]>;
  };
  fieldNames: string[];
  fieldLength: Map<number, number[]>;
  averageFieldLength: number[];
  documentCount: number;
}

/** MiniSearch 7's tables behind a loaded index, or null when they are not there as expected (another version). */
function miniTables(mini: MiniSearch<IndexedDoc>): MiniTables | null {
  const raw = mini as unknown as { _index?: MiniTables['index']; _fieldIds?: Record<string, number>; _fieldLength?: unknown; _avgFieldLength?: unknown; _documentCount?: unknown };
  const index = raw._index;
  if (!index || typeof index.get !== 'function' || typeof index.atPrefix !== 'function' || typeof index.fuzzyGet !== 'function') return null;
  if (!raw._fieldIds || !(raw._fieldLength instanceof Map) || !Array.isArray(raw._avgFieldLength) || typeof raw._documentCount !== 'number') return null;
  const fieldNames: string[] = [];
  for (const [name, id] of Object.entries(raw._fieldIds)) fieldNames[id] = name;
  return { index, fieldNames, fieldLength: raw._fieldLength as Map<number, number[]>, averageFieldLength: raw._avgFieldLength as number[], documentCount: raw._documentCount };
}

function compareRanks(a: number[], b: number[]): number {
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const difference = (b[i] ?? 0) - (a[i] ?? 0);
    if (difference !== 0) return difference;
  }
  return 0;
}

const countRequired = (doc: DocMatch, slots: Slot[]) => [...doc.slots.keys()].filter((s) => slots[s].required).length;
const docScore = (doc: DocMatch, weights: number[]) => [...doc.slots].reduce((sum, [s, match]) => sum + match.score * (0.5 + weights[s]) + match.field, 0);

/** A query phrased as a question (or a sentence): a question mark, a stop word among three or more words. */
function isQuestion(words: QueryWord[], query: string): boolean {
  if (/[?¿؟]\s*$/.test(query)) return true;
  return words.length >= 3 && words.some((word) => word.stop);
}
