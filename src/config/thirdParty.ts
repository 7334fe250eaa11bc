/**
 * Third-party tags (analytics, search analytics, code-host buttons) are off unless configured through the
 * environment at build time. With none configured the site makes no request to another origin.
 */
export interface ThirdPartyConfig {
  /** Google Analytics 4 measurement id (G-XXXX), from GATSBY_GA_MEASUREMENT_ID. */
  gaMeasurementId: string | null;
  /** Plausible site domain, from GATSBY_PLAUSIBLE_DOMAIN. */
  plausibleDomain: string | null;
}

export function thirdPartyConfig(env: Record<string, string | undefined> = process.env): ThirdPartyConfig {
  return {
    gaMeasurementId: env.GATSBY_GA_MEASUREMENT_ID?.trim() || null,
    plausibleDomain: env.GATSBY_PLAUSIBLE_DOMAIN?.trim() || null,
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
  return { script, connect, img };
}
