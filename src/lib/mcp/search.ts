/**
 * `search_docs` of the MCP server: the site's own search, run on the published index (public/search/<locale>.json)
 * with the site's engine, so an agent finds what a reader finds on /search/ for the same words. The query is read as
 * the search page reads ?q= (control characters out, cut to the engine's limit); the hits are grouped by page as
 * the search page shows them, and only the first pages are returned, each with its URL, its Markdown's URL, its
 * section and a short snippet. Pure but for reading the index file; the directory and the site are passed in.
 */
import fs from 'node:fs';
import { LocalSearchEngine, type LocalIndexFile } from '../search/localIndex';
import { cutSearchQuery, SEARCH_PAGE_MAX_QUERY, stripControls } from '../search/query';
import { TYPE_ATTRIBUTE, type SiteSection } from '../search/facets';
import { groupHitsByPage } from '../search/groupHits';
import { LOCAL_INDEX_NAME } from '../search/config';
import type { SearchHit } from '../search/types';
import { markdownPath } from '../markdown/paths';
import { resolveInside } from './pages';

/** Most pages a search returns. */
export const MAX_RESULT_PAGES = 10;
/** Longest snippet of a result, in characters. */
export const MAX_SNIPPET_CHARS = 300;
/** Hits asked of the engine: enough sections for MAX_RESULT_PAGES pages. */
const HITS_WANTED = 60;

export interface DocsSearchInput {
  query: string;
  /** One of the site's locales; the default locale when absent. */
  locale?: string;
  /** Docs or blog only; both when absent. */
  type?: SiteSection;
}

export interface DocsSearchResult {
  title: string;
  /** The page's URL on the site. */
  url: string;
  /** The URL of the page's Markdown (what get_page returns). */
  markdownUrl: string;
  /** Where the page sits: its sidebar category, or "Blog". */
  section: string;
  type: SiteSection;
  /** The page's description and the headings of its sections that matched, at most MAX_SNIPPET_CHARS. */
  snippet: string;
}

export interface DocsSearchAnswer {
  /** The query as it was searched (cleaned and cut). */
  query: string;
  /** Whether the query was longer than the engine reads and was cut. */
  queryCut: boolean;
  locale: string;
  /** Whether more pages matched than `results` holds (the first MAX_RESULT_PAGES). */
  more: boolean;
  results: DocsSearchResult[];
  /** "Did you mean" queries, when some words of the query are in no page. */
  suggestions?: string[];
}

export interface DocsSearchSite {
  publicDir: string;
  /** https://www.obico.io */
  siteUrl: string;
  locales: readonly string[];
  defaultLocale: string;
}

/** Thrown for a request the search cannot answer (an unknown locale, an index that is not published). */
export class SearchRequestError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SearchRequestError';
  }
}

/** Engines by index file: loaded once per function instance, as the browser loads one per language. */
const engines = new Map<string, Promise<LocalSearchEngine>>();

function loadEngine(file: string): Promise<LocalSearchEngine> {
  let pending = engines.get(file);
  if (!pending) {
    pending = fs.promises.readFile(file, 'utf8').then((text) => LocalSearchEngine.load(JSON.parse(text) as LocalIndexFile));
    pending.catch(() => engines.delete(file));
    engines.set(file, pending);
  }
  return pending;
}

/** The query as the site's search page reads it: control characters out, cut to the page's limit. */
export function readDocsQuery(query: string): { query: string; cut: boolean } {
  return cutSearchQuery(stripControls(String(query ?? '')).trim());
}

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/** At most `max` characters, cut after a word with an ellipsis. */
export function cutText(text: string, max = MAX_SNIPPET_CHARS): string {
  const line = oneLine(text);
  if (line.length <= max) return line;
  const cut = line.slice(0, max - 1);
  const atWord = cut.replace(/\s+\S*$/, '');
  return `${atWord.length > max / 2 ? atWord : cut}…`;
}

/** A page's snippet: its description (or first text), then the headings of the sections that matched. */
function snippetOf(hits: readonly SearchHit[]): string {
  const description = hits.find((hit) => hit.content)?.content ?? '';
  const headings = [...new Set(hits.map((hit) => hit.hierarchy.lvl3 ?? hit.hierarchy.lvl2).filter((heading): heading is string => Boolean(heading)))];
  const parts = [description && oneLine(description), headings.length ? `Sections: ${headings.join('; ')}` : ''].filter(Boolean);
  return cutText(parts.join(' — '));
}

/** Searches the published index of a locale; throws SearchRequestError for an unknown locale or a missing index. */
export async function searchDocs(site: DocsSearchSite, input: DocsSearchInput): Promise<DocsSearchAnswer> {
  const locale = input.locale ?? site.defaultLocale;
  if (!site.locales.includes(locale)) throw new SearchRequestError(`Unknown locale "${locale}"; the site has ${site.locales.join(', ')}.`);
  const file = resolveInside(site.publicDir, `/search/${locale}.json`);
  if (!fs.existsSync(file)) throw new SearchRequestError(`The search index of ${locale} is not published.`);
  const engine = await loadEngine(file);
  const { query, cut } = readDocsQuery(input.query);
  const result = engine.search({
    indexName: LOCAL_INDEX_NAME,
    query,
    hitsPerPage: HITS_WANTED,
    ...(input.type ? { facetFilters: [`${TYPE_ATTRIBUTE}:${input.type}`] } : {}),
  });
  const groups = groupHitsByPage(result.hits);
  const results = groups.slice(0, MAX_RESULT_PAGES).map((group): DocsSearchResult => {
    const first = group.hits[0];
    return {
      title: group.title,
      url: `${site.siteUrl}${group.url}`,
      markdownUrl: `${site.siteUrl}${markdownPath(group.url)}`,
      section: first.hierarchy.lvl0 ?? '',
      type: first.section,
      snippet: snippetOf(group.hits),
    };
  });
  const more = groups.length > MAX_RESULT_PAGES || result.nbHits > result.hits.length;
  return { query, queryCut: cut, locale, more, results, ...(result.suggestions?.length ? { suggestions: result.suggestions } : {}) };
}

/** The answer as text for the agent: one block per page. */
export function formatSearchAnswer(answer: DocsSearchAnswer): string {
  const lines: string[] = [];
  if (answer.queryCut) lines.push(`The query was cut to its first ${SEARCH_PAGE_MAX_QUERY} characters.`);
  if (answer.results.length === 0) {
    lines.push(`No page of the ${answer.locale} docs matches "${answer.query}".`);
    if (answer.suggestions?.length) lines.push(`Did you mean: ${answer.suggestions.map((s) => `"${s}"`).join(', ')}?`);
    return lines.join('\n');
  }
  lines.push(`${answer.results.length} page(s) for "${cutText(answer.query, 100)}" (${answer.locale})${answer.more ? ', the best of more' : ''}; read one with get_page and its URL.`);
  answer.results.forEach((result, i) => {
    lines.push('', `${i + 1}. ${result.title}`, `   URL: ${result.url}`, `   Markdown: ${result.markdownUrl}`, `   Section: ${result.section} (${result.type})`);
    if (result.snippet) lines.push(`   ${result.snippet}`);
  });
  return lines.join('\n');
}
