/**
 * Links to pages a production build leaves out (drafts, posts dated after the build's date): the link check finds
 * them broken, and this names both files, the linking page's and the withheld page's, and why the page is left out.
 */
import path from 'path';
import type { BrokenLink } from './checkLinks';
import type { WithheldPage } from '../routing/routes';

export interface WithheldLink {
  /** The linking page's route ('/docs/a/', whichever locale's copy was found) and its content file, when it has one. */
  source: string;
  sourceFile: string | null;
  target: WithheldPage;
}

/** `file` relative to `root` when it lies inside it (content files are shown as content/…). */
export function relativeTo(root: string, file: string): string {
  const relative = path.relative(root, file);
  return relative && !relative.startsWith('..') && !path.isAbsolute(relative) ? relative : file;
}

/** '/de-DE/blog/x/index.html' or '/de-DE/blog/x' -> '/de-DE/blog/x/'. */
function asRoute(pathname: string): string {
  return pathname.replace(/index\.html$/, '').replace(/\/?$/, '/');
}

/**
 * Splits the broken links into those that point to a withheld page and the others. `delocalize` takes a path to
 * its route ('/de-DE/blog/x/' -> '/blog/x/'); `files` gives a page path's content file.
 */
export function splitWithheldLinks(
  broken: readonly BrokenLink[],
  withheld: readonly WithheldPage[],
  files: ReadonlyMap<string, string | null>,
  delocalize: (pagePath: string) => string,
): { withheld: WithheldLink[]; others: BrokenLink[] } {
  const byRoute = new Map(withheld.map((page) => [page.route, page]));
  const found: WithheldLink[] = [];
  const others: BrokenLink[] = [];
  const seen = new Set<string>();
  for (const link of broken) {
    const target = byRoute.get(delocalize(asRoute(link.target)));
    if (!target) {
      others.push(link);
      continue;
    }
    const sourceFile = files.get(link.source) ?? null;
    // Every locale's copy of a page has the link: one line per pair of files.
    const key = `${sourceFile ?? delocalize(link.source)}\n${target.file}`;
    if (seen.has(key)) continue;
    seen.add(key);
    // Named by its route: the first copy found may be any locale's.
    found.push({ source: delocalize(link.source), sourceFile, target });
  }
  return { withheld: found, others };
}

/** The build error: each linking file -> the withheld file, and why it is left out. `root` shortens the paths. */
export function formatWithheldLinks(links: readonly WithheldLink[], root: string, buildDate: string | null): string {
  const lines = links.map((link) => {
    const from = link.sourceFile ? `${relativeTo(root, link.sourceFile)} (${link.source})` : link.source;
    const why =
      link.target.reason === 'draft'
        ? 'a draft (draft: true), built by npm run develop only'
        : `a post dated ${link.target.date}, after this build's date (${buildDate ?? 'unknown'}): it is published by the first build on or after that day`;
    return `  ${from} links to ${relativeTo(root, link.target.file)} (${link.target.route}), ${why}`;
  });
  return (
    `${links.length} link(s) from published pages to pages this build leaves out:\n${lines.join('\n')}\n` +
    'Remove the link until the page is published, or publish the page (drop draft: true; a scheduled post publishes on its date).'
  );
}
