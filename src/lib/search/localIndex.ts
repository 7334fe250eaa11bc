/**
 * The local search backend: a compact MiniSearch index written at build time (public/search/<locale>.json) and an
 * engine that answers `search({ requests })` like algoliasearch, so everything above the client is the same in both
 * modes.
 *
 * To keep the download small (about a quarter of a full-text, per-paragraph index), the index holds:
 * - one document per page: its title, section name, description, and the distinct words of its text (English stop
 *   words left out); a match there is a page hit, shown with the page's description;
 * - one document per h2/h3 heading: a match there points at that heading's anchor.
 * Ranking: BM25 with field boosts (title > headings > description > text), then a bonus for titles and headings.
 */
import MiniSearch, { type Options, type SearchResult as MiniResult } from 'minisearch';
import { highlight, normalizeWord, snippet } from './highlight';
import type { Hierarchy, RecordType, SearchHit, SearchRecord, SearchRequest, SearchResult } from './types';
import type { DocsSection } from './facets';

export const LOCAL_INDEX_VERSION = 3;
export const DEFAULT_HITS_PER_PAGE = 20;

/** Words too common to help find a page; left out of the page-text field only (titles and headings keep them). */
export const STOP_WORDS = new Set(
  "a about above after again all also am an and any are as at be because been before being below between both but by can could did do does doing down during each few for from further had has have having he her here hers him his how i if in into is it it's its itself just me more most my no nor not now of off on once only or other our ours out over own same she should so some such than that the their theirs them then there these they this those through to too under until up very was we were what when where which while who whom why will with would you your yours".split(
    ' ',
  ),
);

export interface LocalIndexFile {
  version: number;
  language: string;
  /** [route, lvl0, lvl1 (title), section, description, docs section] */
  pages: Array<[string, string, string, 'docs' | 'blog', string | null, DocsSection | null]>;
  /** [page, anchor, level (2|3), text, index of the parent h2 heading or -1] */
  headings: Array<[number, string, number, string, number]>;
  index: unknown;
}

interface IndexedDoc {
  id: number;
  lvl0?: string;
  lvl1?: string;
  heading?: string;
  description?: string;
  text?: string;
}

const tokenize = (text: string): string[] => text.split(/[^\p{L}\p{N}_]+/u).filter(Boolean);
const processTerm = (term: string, field?: string): string | null => {
  const norm = normalizeWord(term);
  if (!norm) return null;
  if (field === 'text' && STOP_WORDS.has(norm)) return null;
  return norm;
};

const MINI_OPTIONS: Options<IndexedDoc> = {
  fields: ['lvl0', 'lvl1', 'heading', 'description', 'text'],
  storeFields: [],
  tokenize,
  processTerm,
};

export function buildLocalIndex(language: string, records: readonly SearchRecord[]): LocalIndexFile {
  const pages: LocalIndexFile['pages'] = [];
  const headings: LocalIndexFile['headings'] = [];
  const pageIndex = new Map<string, number>();
  const words = new Map<number, Set<string>>();
  const lastH2 = new Map<number, number>();
  for (const record of records) {
    let page = pageIndex.get(record.url_without_anchor);
    if (page === undefined) {
      page = pages.length;
      pageIndex.set(record.url_without_anchor, page);
      pages.push([record.url_without_anchor, record.hierarchy.lvl0 ?? '', record.hierarchy.lvl1 ?? '', record.section, null, record.docsSection]);
      words.set(page, new Set());
    }
    if (record.type === 'lvl1') pages[page][4] = record.content;
    else if ((record.type === 'lvl2' || record.type === 'lvl3') && record.anchor) {
      const level = record.type === 'lvl2' ? 2 : 3;
      const text = (level === 2 ? record.hierarchy.lvl2 : record.hierarchy.lvl3) ?? '';
      if (level === 2) lastH2.set(page, headings.length);
      headings.push([page, record.anchor, level, text, level === 3 ? (lastH2.get(page) ?? -1) : -1]);
    } else if (record.type === 'content' && record.content) {
      const set = words.get(page) as Set<string>;
      for (const word of tokenize(record.content)) {
        const norm = normalizeWord(word);
        if (!STOP_WORDS.has(norm)) set.add(norm);
      }
    }
  }
  const mini = new MiniSearch<IndexedDoc>(MINI_OPTIONS);
  mini.addAll(
    pages.map(([, lvl0, lvl1, , description], id) => ({ id, lvl0, lvl1, description: description ?? '', text: [...(words.get(id) ?? [])].join(' ') })),
  );
  mini.addAll(headings.map(([, , , text], index) => ({ id: pages.length + index, heading: text })));
  return { version: LOCAL_INDEX_VERSION, language, pages, headings, index: mini.toJSON() };
}

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

export class LocalSearchEngine {
  private readonly mini: MiniSearch<IndexedDoc>;

  constructor(
    private readonly data: LocalIndexFile,
    mini?: MiniSearch<IndexedDoc>,
  ) {
    if (data.version !== LOCAL_INDEX_VERSION) throw new Error(`Unsupported search index version ${data.version}`);
    this.mini = mini ?? MiniSearch.loadJS(data.index as never, MINI_OPTIONS);
  }

  /**
   * The same engine, built in slices that yield to the browser between them (MiniSearch's async loader), so that
   * loading the index while a page starts adds no long task that would hold up input.
   */
  static async load(data: LocalIndexFile): Promise<LocalSearchEngine> {
    if (data.version !== LOCAL_INDEX_VERSION) throw new Error(`Unsupported search index version ${data.version}`);
    return new LocalSearchEngine(data, await MiniSearch.loadJSAsync(data.index as never, MINI_OPTIONS));
  }

  get language(): string {
    return this.data.language;
  }

  /** Number of searchable documents (pages and headings). */
  get size(): number {
    return this.data.pages.length + this.data.headings.length;
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

  search(request: SearchRequest): SearchResult {
    const started = Date.now();
    const query = (request.query ?? '').slice(0, 512);
    // 0 is allowed, as by Algolia: InstantSearch asks for facet counts alone that way.
    const hitsPerPage = Math.max(0, Math.min(1000, Number(request.hitsPerPage ?? DEFAULT_HITS_PER_PAGE)));
    const page = Math.max(0, Number(request.page ?? 0));
    const terms = tokenize(query)
      .map((term) => processTerm(term))
      .filter((t): t is string => Boolean(t));
    let ranked: Array<{ id: number; score: number; titleMatched: boolean }> = [];
    if (terms.length > 0) {
      const results: MiniResult[] = this.mini.search(query, {
        prefix: (term, index, all) => index === all.length - 1 || term.length > 3,
        fuzzy: (term) => (term.length >= 5 ? 0.2 : term.length >= 4 ? 1 : false),
        boost: { lvl1: 6, heading: 4, lvl0: 1.5, description: 1.5, text: 1 },
        combineWith: 'AND',
        filter: (result) => matchesFacetFilters(request.facetFilters, this.facetValues(result.id as number)),
      });
      ranked = results.map((result) => {
        const id = result.id as number;
        const fields = new Set(Object.values(result.match).flat());
        const titleMatched = fields.has('lvl1') || fields.has('lvl0');
        const bonus = id >= this.data.pages.length ? 1.25 : titleMatched ? 1.5 : 1;
        return { id, score: result.score * bonus, titleMatched };
      });
      ranked.sort((a, b) => b.score - a.score || a.id - b.id);
    }
    const pre = request.highlightPreTag ?? '<em>';
    const post = request.highlightPostTag ?? '</em>';
    const snippetWords = parseSnippetWords(request.attributesToSnippet);
    const ellipsis = request.snippetEllipsisText ?? '…';
    const hits = ranked
      .slice(page * hitsPerPage, (page + 1) * hitsPerPage)
      .map(({ id, titleMatched }) => this.toHit(this.record(id, titleMatched), terms, pre, post, snippetWords, ellipsis));
    // Counted over every hit of the request (after its facetFilters), as Algolia counts them; a value no hit has is
    // absent. InstantSearch gets the counts of a refined facet from a second request without that facet's filter.
    const facetNames = requestedFacets(request.facets);
    const facets: Record<string, Record<string, number>> = Object.fromEntries(facetNames.map((name) => [name, {}]));
    for (const { id } of facetNames.length ? ranked : []) {
      const values = this.facetValues(id);
      for (const name of facetNames) {
        const value = values[name];
        if (value !== null) facets[name][value] = (facets[name][value] ?? 0) + 1;
      }
    }
    return {
      hits,
      nbHits: ranked.length,
      page,
      nbPages: hitsPerPage === 0 ? 0 : Math.ceil(ranked.length / hitsPerPage),
      hitsPerPage,
      processingTimeMS: Date.now() - started,
      query,
      params: new URLSearchParams({ query, hitsPerPage: String(hitsPerPage), page: String(page) }).toString(),
      index: request.indexName,
      queryID: randomId(),
      exhaustiveNbHits: true,
      ...(facetNames.length ? { facets, exhaustiveFacetsCount: true } : {}),
    };
  }

  private toHit(record: SearchRecord, terms: string[], pre: string, post: string, snippetWords: Map<string, number>, ellipsis: string): SearchHit {
    const { weight: _weight, ...rest } = record;
    const highlightHierarchy: SearchHit['_highlightResult']['hierarchy'] = {};
    const snippetHierarchy: SearchHit['_snippetResult']['hierarchy'] = {};
    for (const level of ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const) {
      const value = record.hierarchy[level];
      if (value === null) continue;
      highlightHierarchy[level] = highlight(value, terms, pre, post);
      snippetHierarchy[level] = snippetWords.has(`hierarchy.${level}`)
        ? snippet(value, terms, snippetWords.get(`hierarchy.${level}`) ?? 10, pre, post, ellipsis)
        : highlightHierarchy[level];
    }
    const content = record.content ?? '';
    return {
      ...rest,
      _highlightResult: { hierarchy: highlightHierarchy, content: highlight(content, terms, pre, post) },
      _snippetResult: { hierarchy: snippetHierarchy, content: snippet(content, terms, snippetWords.get('content') ?? 10, pre, post, ellipsis) },
    };
  }
}
