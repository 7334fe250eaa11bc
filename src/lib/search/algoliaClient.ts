import { liteClient } from 'algoliasearch/lite';
import type { SearchClient, SearchRequest } from './types';
import { normalizeRequests, requestLanguage } from './requests';

/** Algolia's code of a locale's language ('de-DE' → 'de', 'pt-BR' → 'pt'). */
export const queryLanguage = (locale: string): string => locale.toLowerCase().split(/[-_]/)[0];

/**
 * A request as Algolia should read it: in its own language (the language:… filter every request of the site carries),
 * so stop words, plurals and typos are those of that language, as in the local engine.
 */
export function withQueryLanguage(full: SearchRequest): SearchRequest {
  // `answerQuestion` is the local engine's own parameter; Algolia refuses parameters it does not know.
  const { answerQuestion: _local, ...request } = full;
  const locale = requestLanguage(request);
  if (!locale) return request;
  const language = [queryLanguage(locale)];
  return { queryLanguages: language, removeStopWords: language, ignorePlurals: language, ...request };
}

export interface AlgoliaClientOptions {
  appId?: string | null;
  apiKey?: string | null;
  /** Custom hosts (the tests point the client at a loopback server). */
  hosts?: Array<{ url: string; protocol?: 'http' | 'https'; accept?: 'read' | 'write' | 'readWrite' }>;
  /** Request timeouts in ms (defaults: connect 1000, read 2000, write 30000). */
  timeouts?: { connect: number; read: number; write: number };
}

/** The Algolia search client (algoliasearch v5 lite). A missing application id or key is an error naming it. */
export function createAlgoliaSearchClient({ appId, apiKey, hosts, timeouts }: AlgoliaClientOptions): SearchClient {
  if (!appId) throw new Error('The Algolia search client needs an application id (GATSBY_ALGOLIA_APP_ID), and none was given.');
  if (!apiKey) throw new Error('The Algolia search client needs a search API key (GATSBY_ALGOLIA_SEARCH_KEY), and none was given.');
  const options = {
    // Credentials travel as query parameters (as algoliasearch does in browsers), which saves a CORS preflight.
    authMode: 'WithinQueryParameters' as const,
    ...(hosts ? { hosts: hosts.map((host) => ({ protocol: 'https' as const, accept: 'readWrite' as const, ...host })) } : {}),
    ...(timeouts ? { timeouts } : {}),
  };
  const client = liteClient(appId, apiKey, options) as unknown as SearchClient;
  return { search: (input) => client.search({ requests: normalizeRequests(input as never).map(withQueryLanguage) }) };
}
