/** gatsby-plugin-algolia's configuration: the same records as the local index, pushed when credentials are set. */
import path from 'path';
import { getAlgoliaAdminConfig } from '../lib/search/config';
import { collectSiteRecords } from './searchIndex';
import { escapeHtml } from '../lib/search/highlight';
import { queryLanguage } from '../lib/search/algoliaClient';
import { toAlgoliaSynonyms, type SynonymFile } from '../lib/search/synonyms';
import type { SearchRecord } from '../lib/search/types';
import { LOCALES } from '../config/locales';
import { readSynonyms } from './searchIndex';

/**
 * Algolia returns highlights as the stored text with tags inserted, and the dialog renders them as HTML; so the text
 * is stored escaped. The local engine escapes when it highlights: both backends give the same values.
 */
export function toAlgoliaRecord(record: SearchRecord): SearchRecord {
  const hierarchy = Object.fromEntries(Object.entries(record.hierarchy).map(([level, value]) => [level, value === null ? null : escapeHtml(value)])) as SearchRecord['hierarchy'];
  return { ...record, hierarchy, content: record.content === null ? null : escapeHtml(record.content) };
}

/** Algolia's language codes of the site's locales ('de-DE' → 'de'): stop words, plurals and typos per language. */
export const ALGOLIA_LANGUAGES = [...new Set(LOCALES.map(queryLanguage))];

/**
 * Index settings: search the hierarchy in order, then text; filter and count by language, part of the site and part of
 * the docs (the search page's filters); <mark> highlights. Queries are read as the local engine reads them: stop words
 * and plurals of the site's languages ignored, one typo from 4 letters and two from 8, and every word optional when
 * no record holds them all (each request also names its own language: src/lib/search/algoliaClient.ts).
 */
export const algoliaIndexSettings = {
  searchableAttributes: ['unordered(hierarchy.lvl0)', 'unordered(hierarchy.lvl1)', 'unordered(hierarchy.lvl2)', 'unordered(hierarchy.lvl3)', 'unordered(hierarchy.lvl4)', 'unordered(hierarchy.lvl5)', 'unordered(hierarchy.lvl6)', 'unordered(keywords)', 'content'],
  attributesForFaceting: ['language', 'section', 'docsSection', 'type'],
  attributesToRetrieve: ['hierarchy', 'content', 'anchor', 'url', 'url_without_anchor', 'type', 'language', 'section', 'docsSection'],
  attributesToHighlight: ['hierarchy', 'content'],
  attributesToSnippet: ['content:10'],
  highlightPreTag: '<mark>',
  highlightPostTag: '</mark>',
  snippetEllipsisText: '…',
  customRanking: ['desc(weight.pageRank)', 'desc(weight.level)', 'asc(weight.position)'],
  distinct: true,
  attributeForDistinct: 'url',
  hitsPerPage: 20,
  indexLanguages: ALGOLIA_LANGUAGES,
  queryLanguages: ALGOLIA_LANGUAGES,
  removeStopWords: ALGOLIA_LANGUAGES,
  ignorePlurals: ALGOLIA_LANGUAGES,
  removeWordsIfNoResults: 'allOptional' as const,
  typoTolerance: true,
  minWordSizefor1Typo: 4,
  minWordSizefor2Typos: 8,
};

/** What pushing the synonyms needs of Algolia's client (algoliasearch v5's `saveSynonyms`). */
export interface SynonymsClient {
  saveSynonyms(request: { indexName: string; synonymHit: ReturnType<typeof toAlgoliaSynonyms>; replaceExistingSynonyms: boolean; forwardToReplicas?: boolean }): Promise<unknown>;
}

/**
 * Pushes content/search/synonyms.yaml as the index's synonyms, replacing the ones there (gatsby-plugin-algolia pushes
 * records and settings, not synonyms). Returns how many groups were sent.
 */
export async function pushSynonyms(client: SynonymsClient, indexName: string, synonyms: SynonymFile): Promise<number> {
  const synonymHit = toAlgoliaSynonyms(synonyms);
  await client.saveSynonyms({ indexName, synonymHit, replaceExistingSynonyms: true, forwardToReplicas: true });
  return synonymHit.length;
}

/** After a build with Algolia credentials: the synonyms go to the index (never in a dry run). */
export async function pushSynonymsAfterBuild(siteDir: string, reporter: { info(message: string): void }, env: Record<string, string | undefined> = process.env): Promise<void> {
  const admin = getAlgoliaAdminConfig(env);
  if (!admin || env.ALGOLIA_DRY_RUN === '1') return;
  const { algoliasearch } = await import('algoliasearch');
  try {
    const count = await pushSynonyms(algoliasearch(admin.appId, admin.adminKey) as unknown as SynonymsClient, admin.indexName, readSynonyms(siteDir));
    reporter.info(`Algolia: ${count} synonym groups pushed to ${admin.indexName}.`);
  } catch (error) {
    if (env.ALGOLIA_CONTINUE_ON_FAILURE !== '1') throw error;
    reporter.info(`Algolia: the synonyms were not pushed (${(error as Error).message}).`);
  }
}

/** The plugin entry for gatsby-config, or null (local index only) when the admin credentials are not all set. */
export function algoliaPlugin(env: Record<string, string | undefined> = process.env) {
  const admin = getAlgoliaAdminConfig(env);
  if (!admin) return null;
  return {
    resolve: 'gatsby-plugin-algolia',
    options: {
      appId: admin.appId,
      apiKey: admin.adminKey,
      indexName: admin.indexName,
      // Records come from the rendered HTML (written before onPostBuild), exactly as for the local index.
      queries: [
        {
          query: '{ site { id } }',
          transformer: () => collectSiteRecords(path.join(process.cwd(), 'public')).map(toAlgoliaRecord),
          indexName: admin.indexName,
          settings: algoliaIndexSettings,
        },
      ],
      chunkSize: 1000,
      dryRun: env.ALGOLIA_DRY_RUN === '1',
      // Only for tests, which build with fake credentials and no network: finish the build after the push fails.
      continueOnFailure: env.ALGOLIA_CONTINUE_ON_FAILURE === '1',
    },
  };
}
