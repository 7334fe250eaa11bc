/**
 * Pages that know their sources: a page's `verified_against` front matter cites files of the product's repositories
 * (obico-server, moonraker-obico, OctoPrint-Obico) at the commit the page was checked against. A citation has
 * drifted when the file changed after that commit in a checkout of the repository (`git log <commit>..HEAD -- <path>`).
 * Git runs through the caller, so this module stays pure and testable; `npm run content:drift` (src/node/contentDrift.ts)
 * reads the pages and reports.
 */
import type { SourceFile } from './frontmatter';

/** Runs `git <args>` in `dir`: its exit status (null when git could not run) and what it printed. */
export type GitIn = (dir: string, args: string[]) => { status: number | null; stdout: string };

/** One cited file of one page. */
export interface Citation extends SourceFile {
  /** The page, as shown (content/docs/api/print.mdx). */
  file: string;
}

export interface DriftCommit {
  hash: string;
  date: string;
  subject: string;
}

export type CitationState =
  /** The file is as it was at the cited commit. */
  | { state: 'current' }
  /** The file changed after the cited commit: the commits, newest first; `deleted` when HEAD no longer has it. */
  | { state: 'drifted'; commits: DriftCommit[]; deleted: boolean }
  /** The checkout does not have the cited commit (a typo, another repository, a shallow clone). */
  | { state: 'unknown-commit' }
  /** The cited commit has no such path (a typo, or the file was added later). */
  | { state: 'unknown-path' };

export type CheckedCitation = Citation & CitationState;

/** The root of the git checkout at `dir`, or null when it is none. */
export function checkoutRoot(git: GitIn, dir: string): string | null {
  const result = git(dir, ['rev-parse', '--show-toplevel']);
  return result.status === 0 && result.stdout.trim() ? result.stdout.trim() : null;
}

/** Where one citation stands in the checkout whose root is `root`. */
export function checkCitation(git: GitIn, root: string, citation: Citation): CheckedCitation {
  if (git(root, ['cat-file', '-e', `${citation.commit}^{commit}`]).status !== 0) return { ...citation, state: 'unknown-commit' };
  if (git(root, ['cat-file', '-e', `${citation.commit}:${citation.path}`]).status !== 0) return { ...citation, state: 'unknown-path' };
  const log = git(root, ['log', '--format=%H%x09%ad%x09%s', '--date=short', `${citation.commit}..HEAD`, '--', citation.path]);
  if (log.status !== 0) return { ...citation, state: 'unknown-commit' };
  const commits = log.stdout
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const [hash, date, ...subject] = line.split('\t');
      return { hash, date, subject: subject.join('\t') };
    });
  if (commits.length === 0) return { ...citation, state: 'current' };
  return { ...citation, state: 'drifted', commits, deleted: git(root, ['cat-file', '-e', `HEAD:${citation.path}`]).status !== 0 };
}

export interface DriftReport {
  checked: CheckedCitation[];
  /** Citations of repositories no checkout was given for. */
  unchecked: Citation[];
  /** Checkouts given that are not git checkouts: name -> the folder given. */
  badCheckouts: Map<string, string>;
}

/** Checks every citation whose repository has a checkout (`checkouts`: repository name -> folder). */
export function checkDrift(git: GitIn, citations: readonly Citation[], checkouts: ReadonlyMap<string, string>): DriftReport {
  const roots = new Map<string, string>();
  const badCheckouts = new Map<string, string>();
  for (const [name, dir] of checkouts) {
    const root = checkoutRoot(git, dir);
    if (root) roots.set(name, root);
    else badCheckouts.set(name, dir);
  }
  const checked: CheckedCitation[] = [];
  const unchecked: Citation[] = [];
  for (const citation of citations) {
    const root = roots.get(citation.repo);
    if (root) checked.push(checkCitation(git, root, citation));
    else unchecked.push(citation);
  }
  return { checked, unchecked, badCheckouts };
}

/** The report as lines, grouped by page, and whether it should fail a job (anything drifted or unknown). */
export function formatDrift(report: DriftReport, checkouts: ReadonlyMap<string, string>): { lines: string[]; failed: boolean } {
  const lines: string[] = [];
  for (const [name, dir] of report.badCheckouts) lines.push(`error     --repo ${name}=${dir}: not a git checkout`);
  const byPage = new Map<string, CheckedCitation[]>();
  for (const citation of report.checked) {
    if (citation.state === 'current') continue;
    byPage.set(citation.file, [...(byPage.get(citation.file) ?? []), citation]);
  }
  for (const [file, citations] of byPage) {
    lines.push(`${citations.some((citation) => citation.state === 'drifted') ? 'drifted ' : 'unknown '}  ${file}`);
    for (const citation of citations) {
      const at = `${citation.repo} ${citation.path}`;
      const checkout = checkouts.get(citation.repo);
      if (citation.state === 'drifted') {
        const count = citation.commits.length;
        lines.push(`    ${at}: ${count} commit${count === 1 ? '' : 's'} since ${citation.commit}${citation.deleted ? ' (the file is gone at HEAD)' : ''}`);
        for (const commit of citation.commits) lines.push(`      ${commit.hash.slice(0, 10)} ${commit.date} ${commit.subject}`);
      } else if (citation.state === 'unknown-commit') {
        lines.push(`    ${at}: commit ${citation.commit} is not in ${checkout} (a typo, or a shallow clone: fetch its whole history)`);
      } else if (citation.state === 'unknown-path') {
        lines.push(`    ${at}: no such path at commit ${citation.commit} in ${checkout} (a typo, or cite the commit the page was checked at)`);
      }
    }
  }
  const uncheckedRepos = new Map<string, number>();
  for (const citation of report.unchecked) uncheckedRepos.set(citation.repo, (uncheckedRepos.get(citation.repo) ?? 0) + 1);
  for (const [repo, count] of uncheckedRepos) lines.push(`not checked: ${count} citation${count === 1 ? '' : 's'} of ${repo} (no --repo ${repo}=<checkout>)`);
  const count = (state: CitationState['state']) => report.checked.filter((citation) => citation.state === state).length;
  const drifted = count('drifted');
  const unknown = count('unknown-commit') + count('unknown-path');
  const pages = new Set([...report.checked, ...report.unchecked].map((citation) => citation.file)).size;
  lines.push(
    `${pages} pages cite ${report.checked.length + report.unchecked.length} source files: ${report.checked.length} checked, ${drifted} drifted, ${unknown} unknown, ${report.unchecked.length} not checked.`,
  );
  return { lines, failed: drifted > 0 || unknown > 0 || report.badCheckouts.size > 0 };
}
