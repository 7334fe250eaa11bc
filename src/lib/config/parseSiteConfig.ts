/**
 * Parses the site config with its schema when src/config/site.ts loads: in gatsby-config (so a bad config stops the
 * build before anything else runs), in gatsby-node, the server render, the scripts and the tests.
 */
import { formatPath, parseWith } from '../schema/issues';
import { siteConfigSchema, type SiteConfig, type SiteConfigInput } from './siteSchema';

/** A site config value the schema rejects; the message names the file and the field's path. */
export class SiteConfigError extends Error {
  constructor(
    readonly file: string,
    readonly field: string,
    readonly problem: string,
  ) {
    super(`${file}: site config field "${field}" ${problem}`);
    this.name = 'SiteConfigError';
  }
}

export function parseSiteConfig(raw: SiteConfigInput, file = 'src/config/site.ts'): SiteConfig {
  return parseWith(siteConfigSchema, raw, (path, problem) => new SiteConfigError(file, formatPath(path) || '(root)', problem));
}
