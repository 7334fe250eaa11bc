/** Runs the link check over public/ after the build. */
import type { Reporter } from 'gatsby';
import { checkLinks, formatBrokenLinks, type PageLinks } from '../lib/links/checkLinks';
import { formatWithheldLinks, splitWithheldLinks } from '../lib/links/withheld';
import { delocalizePath } from '../config/locales';
import type { PageRecords } from './pageRecords';

/**
 * files: every file of public/ as URL paths; pages: each HTML page's links and anchors (summarizePage); records: the
 * route plan's, whose withheld pages (drafts, scheduled posts) make a link to them an error naming both files.
 */
export function runLinkCheck(files: ReadonlySet<string>, pages: ReadonlyMap<string, PageLinks>, reporter: Reporter, records?: Pick<PageRecords, 'pages' | 'withheld' | 'buildDate'>): void {
  const { broken: all, brokenAnchors } = checkLinks({ files, pages });
  const sourceFiles = new Map((records?.pages ?? []).map((page) => [page.path, page.file]));
  const { withheld, others: broken } = splitWithheldLinks(all, records?.withheld ?? [], sourceFiles, (pagePath) => delocalizePath(pagePath).route);
  if (brokenAnchors.length > 0) {
    reporter.warn(`${brokenAnchors.length} link(s) point to an anchor missing from the target page:\n${formatBrokenLinks(brokenAnchors)}`);
  }
  if (withheld.length > 0) reporter.panicOnBuild(formatWithheldLinks(withheld, process.cwd(), records?.buildDate ?? null));
  if (broken.length > 0) {
    reporter.panicOnBuild(`${broken.length} broken internal link(s) (source page -> missing target):\n${formatBrokenLinks(broken)}`);
    return;
  }
  if (withheld.length > 0) return;
  reporter.info(`Link check: ${pages.size} pages, no broken internal link, ${brokenAnchors.length} missing anchor(s).`);
}
