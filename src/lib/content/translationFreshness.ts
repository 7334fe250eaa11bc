/**
 * Whether a translated doc still matches its English source. A translation records, in its front matter
 * (`translated_from`), the commit of the English file it was translated from; the translation is outdated when the
 * English file's content differs from that commit's (committed or not). Git runs through the caller, so this module
 * stays pure and testable.
 */

export type Freshness = 'current' | 'outdated' | 'unknown';

/** Runs `git <args>` and returns its exit status (null when git could not run). */
export type GitStatus = (args: string[]) => number | null;

/** Validates the optional `translated_from` field (its schema lives with the other front matter). */
export { validateTranslatedFrom } from './frontmatter';

/**
 * `git diff --quiet <hash> -- <englishFile>`: 0 means the file is as it was at that commit, 1 that it changed since,
 * anything else (an unknown commit, as in a shallow clone, or no git) that nobody can tell.
 */
export function translationFreshness(git: GitStatus, englishFile: string, translatedFrom: string | null): Freshness {
  if (!translatedFrom) return 'unknown';
  const status = git(['diff', '--quiet', translatedFrom, '--', englishFile]);
  if (status === 0) return 'current';
  if (status === 1) return 'outdated';
  return 'unknown';
}
