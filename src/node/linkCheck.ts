/** Runs the link check over public/ after the build. */
import type { Reporter } from 'gatsby';
import { checkLinks, formatBrokenLinks, type PageLinks } from '../lib/links/checkLinks';

/** files: every file of public/ as URL paths; pages: each HTML page's links and anchors (summarizePage). */
export function runLinkCheck(files: ReadonlySet<string>, pages: ReadonlyMap<string, PageLinks>, reporter: Reporter): void {
  const { broken, brokenAnchors } = checkLinks({ files, pages });
  if (brokenAnchors.length > 0) {
    reporter.warn(`${brokenAnchors.length} link(s) point to an anchor missing from the target page:\n${formatBrokenLinks(brokenAnchors)}`);
  }
  if (broken.length > 0) {
    reporter.panicOnBuild(`${broken.length} broken internal link(s) (source page -> missing target):\n${formatBrokenLinks(broken)}`);
    return;
  }
  reporter.info(`Link check: ${pages.size} pages, no broken internal link, ${brokenAnchors.length} missing anchor(s).`);
}
