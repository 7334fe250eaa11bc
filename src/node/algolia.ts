/** gatsby-plugin-algolia's configuration: the same records as the local index, pushed when credentials are set. */
import path from 'path';
import { getAlgoliaAdminConfig } from '../lib/search/config';
import { collectSiteRecords } from './searchIndex';
import { escapeHtml } from '../lib/search/highlight';
import type { SearchRecord } from '../lib/search/types';

/**
 * Algolia returns highlights as the stored text with tags inserted, and the dialog renders them as HTML; so the text
 * is stored escaped. The local engine escapes when it highlights: both backends give the same values.
 */
export function toAlgoliaRecord(record: SearchRecord): SearchRecord {
  const hierarchy = Object.fromEntries(Object.entries(record.hierarchy).map(([level, value]) => [level, value === null ? null : escapeHtml(value)])) as SearchRecord['hierarchy'];
  return { ...record, hierarchy, content: record.content === null ? null : escapeHtml(record.content) };
}

/**
 * Index settings: search the hierarchy in order, then text; filter and count by language, part of the site and part of
 * the docs (the search page's filters); <mark> highlights.
 */
export const algoliaIndexSettings = {
  searchableAttributes: ['unordered(hierarchy.lvl0)', 'unordered(hierarchy.lvl1)', 'unordered(hierarchy.lvl2)', 'unordered(hierarchy.lvl3)', 'unordered(hierarchy.lvl4)', 'unordered(hierarchy.lvl5)', 'unordered(hierarchy.lvl6)', 'content'],
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
};

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
