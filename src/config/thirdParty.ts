/**
 * Third-party tags (analytics, search analytics, code-host buttons) are off unless configured through the
 * environment at build time. With none configured the site makes no request to another origin.
 */
export interface ThirdPartyConfig {
  /** Google Analytics 4 measurement id (G-XXXX), from GATSBY_GA_MEASUREMENT_ID. */
  gaMeasurementId: string | null;
  /** Plausible site domain, from GATSBY_PLAUSIBLE_DOMAIN. */
  plausibleDomain: string | null;
  /** Algolia application id when the browser searches Algolia (GATSBY_ALGOLIA_*), else null (local index). */
  algoliaAppId: string | null;
}

export function thirdPartyConfig(env: Record<string, string | undefined> = process.env): ThirdPartyConfig {
  return {
    gaMeasurementId: env.GATSBY_GA_MEASUREMENT_ID?.trim() || null,
    plausibleDomain: env.GATSBY_PLAUSIBLE_DOMAIN?.trim() || null,
    algoliaAppId: env.GATSBY_ALGOLIA_APP_ID && env.GATSBY_ALGOLIA_SEARCH_KEY && env.GATSBY_ALGOLIA_INDEX_NAME ? env.GATSBY_ALGOLIA_APP_ID.trim() : null,
  };
}

/** The origins the configured tags need, for the Content-Security-Policy. */
export function thirdPartySources(config: ThirdPartyConfig = thirdPartyConfig()): { script: string[]; connect: string[]; img: string[] } {
  const script: string[] = [];
  const connect: string[] = [];
  const img: string[] = [];
  if (config.gaMeasurementId) {
    script.push('https://www.googletagmanager.com');
    connect.push('https://*.google-analytics.com', 'https://*.analytics.google.com');
    img.push('https://*.google-analytics.com');
  }
  if (config.plausibleDomain) {
    script.push('https://plausible.io');
    connect.push('https://plausible.io');
  }
  if (config.algoliaAppId) {
    // The read host first, then the fallback hosts the client retries on.
    connect.push(`https://${config.algoliaAppId.toLowerCase()}-dsn.algolia.net`, 'https://*.algolia.net', 'https://*.algolianet.com', 'https://insights.algolia.io');
  }
  return { script, connect, img };
}
