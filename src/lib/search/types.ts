/** Search records and the slice of the Algolia search API that the site uses, shared by both backends. */
import type { DocsSection } from './facets';

export type RecordType = 'lvl0' | 'lvl1' | 'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6' | 'content';
export type Hierarchy = Record<'lvl0' | 'lvl1' | 'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6', string | null>;

/** A DocSearch-shaped record: one per page title, heading and text block. */
export interface SearchRecord {
  objectID: string;
  url: string;
  url_without_anchor: string;
  anchor: string | null;
  type: RecordType;
  content: string | null;
  hierarchy: Hierarchy;
  language: string;
  /** 'docs' or 'blog': which part of the site the record comes from. */
  section: 'docs' | 'blog';
  /** The part of the docs a doc belongs to (a facet of the search page); null on posts. */
  docsSection: DocsSection | null;
  /** The words readers use for the page's subject (a doc's front matter `keywords`), on a doc's page record only. */
  keywords?: string[];
  weight: { level: number; position: number; pageRank: number };
}

export interface HighlightResult {
  value: string;
  matchLevel: 'none' | 'partial' | 'full';
  matchedWords: string[];
}

export interface SearchHit extends Omit<SearchRecord, 'weight'> {
  _highlightResult: { hierarchy: Partial<Record<keyof Hierarchy, HighlightResult>>; content?: HighlightResult };
  _snippetResult: { hierarchy: Partial<Record<keyof Hierarchy, HighlightResult>>; content?: HighlightResult };
  /**
   * The section of the page that answers a question (local engine only, on the first hit of a question-like query):
   * its heading, its anchor, and its best sentence highlighted (escaped text with the request's highlight tags). The
   * hit's `url` then points at that anchor.
   */
  _answer?: SearchAnswer;
}

export interface SearchAnswer {
  anchor: string;
  heading: string;
  /** The best sentence of the section, escaped, with the matched words between the highlight tags. */
  text: string;
}

/** One request of `search({ requests })`, as algoliasearch v5 takes it (the fields the site sends). */
export interface SearchRequest {
  indexName: string;
  query?: string;
  hitsPerPage?: number;
  page?: number;
  attributesToRetrieve?: string[];
  attributesToSnippet?: string[];
  attributesToHighlight?: string[];
  snippetEllipsisText?: string;
  highlightPreTag?: string;
  highlightPostTag?: string;
  facetFilters?: string | Array<string | string[]>;
  /** The attributes to count values of ('*': all), answered in `facets`. */
  facets?: string | string[];
  clickAnalytics?: boolean;
  /** Local engine only: put the answering section's best sentence into the first hit of a question (`_answer`). */
  answerQuestion?: boolean;
  [other: string]: unknown;
}

export interface SearchResult {
  hits: SearchHit[];
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  processingTimeMS: number;
  query: string;
  params: string;
  index: string;
  queryID?: string;
  exhaustiveNbHits: boolean;
  /** For each requested facet attribute, the number of hits per value. */
  facets?: Record<string, Record<string, number>>;
  exhaustiveFacetsCount?: boolean;
  /**
   * As Algolia answers when `removeWordsIfNoResults` made words optional: the query with each word that was dropped
   * wrapped in <em>…</em>. Absent when every word of the query is matched.
   */
  queryAfterRemoval?: string;
  /**
   * "Did you mean": up to three whole queries in which each word that is not an indexed term is replaced by the
   * closest one (local engine only). Absent when every word is an indexed term.
   */
  suggestions?: string[];
}

export interface SearchClient {
  search(input: { requests: SearchRequest[] } | SearchRequest[]): Promise<{ results: SearchResult[] }>;
}
