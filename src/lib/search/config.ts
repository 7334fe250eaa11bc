/**
 * Which search backend the browser uses. Algolia only when all three public values are set at build time; the
 * admin key is never read here (it stays in the build environment, for gatsby-plugin-algolia).
 */
export type SearchConfig =
  | { mode: 'algolia'; appId: string; apiKey: string; indexName: string }
  | { mode: 'local'; appId: string; apiKey: string; indexName: string };

export const LOCAL_INDEX_NAME = 'obico-local';

export function getSearchConfig(env: { appId?: string; searchKey?: string; indexName?: string }): SearchConfig {
  const appId = env.appId?.trim();
  const apiKey = env.searchKey?.trim();
  const indexName = env.indexName?.trim();
  if (appId && apiKey && indexName) return { mode: 'algolia', appId, apiKey, indexName };
  // DocSearch requires non-empty credentials; in local mode they are placeholders and no request leaves the site.
  return { mode: 'local', appId: 'local', apiKey: 'local', indexName: LOCAL_INDEX_NAME };
}

/** Build-time (Node) check: may the build push records to Algolia? */
export function getAlgoliaAdminConfig(env: Record<string, string | undefined>): { appId: string; adminKey: string; indexName: string } | null {
  const appId = env.ALGOLIA_APP_ID?.trim();
  const adminKey = env.ALGOLIA_ADMIN_KEY?.trim();
  const indexName = env.ALGOLIA_INDEX_NAME?.trim();
  return appId && adminKey && indexName ? { appId, adminKey, indexName } : null;
}
