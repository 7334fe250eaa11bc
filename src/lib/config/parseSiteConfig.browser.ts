/**
 * The browser bundle's parseSiteConfig (gatsby-node aliases parseSiteConfig.ts to this file for the
 * build-javascript stage). The config was parsed when the build loaded it, and the schema neither adds defaults nor
 * transforms, so the parsed config is the written one: the browser takes it as is and ships no zod.
 */
import type { SiteConfig, SiteConfigInput } from './siteSchema';

export function parseSiteConfig(raw: SiteConfigInput): SiteConfig {
  return raw;
}
