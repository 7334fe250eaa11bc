/**
 * Parses the site config with its schema when src/config/site.ts loads: in gatsby-config (so a bad config stops the
 * build before anything else runs), in gatsby-node, the server render, the scripts and the tests.
 */
import { FieldError, formatPath, parseWith } from '../schema/issues';
import { siteConfigSchema, type SiteConfig, type SiteConfigInput } from './siteSchema';

/** A site config value the schema rejects. */
export class SiteConfigError extends FieldError {
  constructor(file: string, field: string, problem: string) {
    super(file, field, problem, 'site config');
    this.name = 'SiteConfigError';
  }
}

export function parseSiteConfig(raw: SiteConfigInput, file = 'src/config/site.ts'): SiteConfig {
  try {
    return parseWith(siteConfigSchema, raw, (path, problem) => new SiteConfigError(file, formatPath(path) || '(root)', problem));
  } catch (error) {
    // Gatsby loads its compiled gatsby-config and gatsby-node once to check them and, when that throws, compiles and
    // loads them again while Parcel's module cache still holds the half-loaded modules: the error would vanish and
    // the build would stop later on an unrelated "Cannot access … before initialization". Inside a Gatsby command
    // the message is therefore printed and the process ends here.
    if (error instanceof SiteConfigError && process.env.gatsby_executing_command) {
      process.stderr.write(`\nThe site config is invalid: ${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
}
