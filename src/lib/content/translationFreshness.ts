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

/** Runs `git <args>`: its exit status (null when git could not run) and what it printed. */
export type GitRun = (args: string[]) => { status: number | null; stdout: string };

/**
 * The freshness of many translations at once, as translationFreshness judges each: one
 * `git diff --name-only <hash> -- <files>` per recorded commit rather than one git run per file (translations are
 * made in batches, so a few commits cover them all; createPages runs on every content edit in gatsby develop).
 * `englishFile` paths are relative to the folder git runs in.
 */
export function translationsFreshness(git: GitRun, items: ReadonlyArray<{ englishFile: string; translatedFrom: string | null }>): Freshness[] {
  const filesByCommit = new Map<string, Set<string>>();
  for (const { englishFile, translatedFrom } of items) {
    if (!translatedFrom) continue;
    if (!filesByCommit.has(translatedFrom)) filesByCommit.set(translatedFrom, new Set());
    filesByCommit.get(translatedFrom)!.add(englishFile);
  }
  const changedSince = new Map<string, Set<string> | null>();
  for (const [commit, files] of filesByCommit) {
    const result = git(['diff', '--name-only', '--relative', '-z', commit, '--', ...files]);
    changedSince.set(commit, result.status === 0 ? new Set(result.stdout.split('\0').filter(Boolean)) : null);
  }
  return items.map(({ englishFile, translatedFrom }) => {
    const changed = translatedFrom ? changedSince.get(translatedFrom) : null;
    if (!changed) return 'unknown';
    return changed.has(englishFile) ? 'outdated' : 'current';
  });
}
