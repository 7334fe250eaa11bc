/**
 * Builds the local index of a language from its search records (Node only: it brings the stop word lists, which the
 * browser gets inside the index file instead).
 *
 * One document per page (title, section name, description, keywords, and the terms of the text before its first heading) and
 * one per h2/h3 heading (the heading, and the terms of the text under it up to the next heading). Each text keeps
 * its distinct terms only, stop words left out: a quarter of the size of a full-text index, and enough to tell which
 * section of a page holds a query's words.
 */
import MiniSearch from 'minisearch';
import { pol } from 'stopword';
import { baseLanguage, loadAnalyzer, type Analyzer } from './analysis';
import { LOCAL_INDEX_VERSION, miniOptions, type IndexedDoc, type LocalIndexFile, type SynonymGroup } from './localIndex';
import type { SearchRecord } from './types';
import { compactIndex } from './compactIndex';

/**
 * The stop word lists: Snowball's (through @orama/stopwords, from the makers of the stemmers) for the languages it
 * has, and the `stopword` package's for Polish, which Snowball lacks. Short, function-word lists on purpose: a word
 * such as "fire", "free" or "AI" that a longer list would drop can be the point of a query here.
 */
const STOP_WORD_LISTS: Record<string, () => string[]> = {
  en: () => require('@orama/stopwords/english').stopwords,
  de: () => require('@orama/stopwords/german').stopwords,
  es: () => require('@orama/stopwords/spanish').stopwords,
  fr: () => require('@orama/stopwords/french').stopwords,
  it: () => require('@orama/stopwords/italian').stopwords,
  nl: () => require('@orama/stopwords/dutch').stopwords,
  pt: () => require('@orama/stopwords/portuguese').stopwords,
  ru: () => require('@orama/stopwords/russian').stopwords,
  pl: () => pol,
};

/** The stop words of a locale's language, sorted; none for a language without a list. */
export function stopWordsOf(locale: string): string[] {
  const list = STOP_WORD_LISTS[baseLanguage(locale)];
  return [...new Set((list ? list() : []).map((word) => word.toLowerCase()))].sort();
}

export interface BuildIndexOptions {
  /** Synonym groups of the language (content/search/synonyms.yaml, read by src/node/synonyms.ts). */
  synonyms?: SynonymGroup[];
  /** Stop words; the language's stopwords-iso list by default. */
  stopWords?: string[];
}

export async function buildLocalIndex(language: string, records: readonly SearchRecord[], options: BuildIndexOptions = {}): Promise<LocalIndexFile> {
  const stopWords = options.stopWords ?? stopWordsOf(language);
  const analyzer = await loadAnalyzer(language, stopWords);
  return buildLocalIndexWith(analyzer, records, stopWords, options.synonyms ?? []);
}

export function buildLocalIndexWith(analyzer: Analyzer, records: readonly SearchRecord[], stopWords: string[], synonyms: SynonymGroup[]): LocalIndexFile {
  const pages: LocalIndexFile['pages'] = [];
  const headings: LocalIndexFile['headings'] = [];
  const pageIndex = new Map<string, number>();
  /** Document id (page, or page count + heading index, resolved at the end) → its terms. */
  const pageTerms = new Map<number, Set<string>>();
  const pageKeywords = new Map<number, string>();
  const headingTerms = new Map<number, Set<string>>();
  const lastH2 = new Map<number, number>();
  /** The heading whose section the next text belongs to, per page (-1: the introduction). */
  const current = new Map<number, number>();
  const headingOf = new Map<string, number>();
  for (const record of records) {
    let page = pageIndex.get(record.url_without_anchor);
    if (page === undefined) {
      page = pages.length;
      pageIndex.set(record.url_without_anchor, page);
      pages.push([record.url_without_anchor, record.hierarchy.lvl0 ?? '', record.hierarchy.lvl1 ?? '', record.section, null, record.docsSection]);
      pageTerms.set(page, new Set());
      current.set(page, -1);
    }
    if (record.type === 'lvl1') {
      pages[page][4] = record.content;
      if (record.keywords?.length) pageKeywords.set(page, record.keywords.join(', '));
    }
    else if ((record.type === 'lvl2' || record.type === 'lvl3') && record.anchor) {
      const level = record.type === 'lvl2' ? 2 : 3;
      const text = (level === 2 ? record.hierarchy.lvl2 : record.hierarchy.lvl3) ?? '';
      if (level === 2) lastH2.set(page, headings.length);
      headingOf.set(`${page}#${record.anchor}`, headings.length);
      current.set(page, headings.length);
      headingTerms.set(headings.length, new Set());
      headings.push([page, record.anchor, level, text, level === 3 ? (lastH2.get(page) ?? -1) : -1]);
    } else if (record.type === 'content' && record.content) {
      // A text record of a doc belongs to the section of its anchor (the records of a page come in document order),
      // so a question finds the section that answers it; a post's text stays with the post, which keeps the index
      // small (posts are two thirds of the site and the longest pages).
      const heading = record.section === 'docs' && record.anchor ? (headingOf.get(`${page}#${record.anchor}`) ?? current.get(page) ?? -1) : -1;
      const set = heading >= 0 ? (headingTerms.get(heading) as Set<string>) : (pageTerms.get(page) as Set<string>);
      for (const word of analyzer.words(record.content)) if (!word.stop) set.add(word.term);
    }
  }
  const mini = new MiniSearch<IndexedDoc>(miniOptions(analyzer));
  mini.addAll(
    pages.map(([, lvl0, lvl1, , description], id) => ({ id, lvl0, lvl1, description: description ?? '', keywords: pageKeywords.get(id) ?? '', text: [...(pageTerms.get(id) ?? [])].join(' ') })),
  );
  mini.addAll(headings.map(([, , , text], index) => ({ id: pages.length + index, heading: text, text: [...(headingTerms.get(index) ?? [])].join(' ') })));
  return { version: LOCAL_INDEX_VERSION, language: analyzer.locale, pages, headings, stopWords, synonyms, index: compactIndex(mini.toJSON()) };
}
