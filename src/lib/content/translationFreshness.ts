/**
 * Whether a translated doc still matches its English source. A translation records, in its front matter
 * (`translated_from`), the commit of the English file it was translated from; the translation is outdated when the
 * English file's content differs from that commit's (committed or not). Git runs through the caller, so this module
 * stays pure and testable.
 */
import { FrontMatterError } from './errors';

export type Freshness = 'current' | 'outdated' | 'unknown';

/** Runs `git <args>` and returns its exit status (null when git could not run). */
export type GitStatus = (args: string[]) => number | null;

const HASH = /^[0-9a-f]{7,40}$/;

/** Validates the optional `translated_from` field: a commit hash (7 to 40 hex digits). */
export function validateTranslatedFrom(file: string, data: Record<string, unknown>): string | null {
  const value = data.translated_from;
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string' || !HASH.test(value.trim())) {
    throw new FrontMatterError(file, 'translated_from', `must be the commit hash of the English file it translates (7 to 40 hex digits), got "${String(value)}"`);
  }
  return value.trim();
}

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
