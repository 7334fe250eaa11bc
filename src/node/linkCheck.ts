/** Runs the link check over public/ after the build. */
import fs from 'fs';
import path from 'path';
import type { Reporter } from 'gatsby';
import { checkLinks, formatBrokenLinks } from '../lib/links/checkLinks';
import { listFiles } from './deploy';


export function runLinkCheck(publicDir: string, reporter: Reporter): void {
  const files = new Set(listFiles(publicDir));
  const pages = new Map<string, string>();
  for (const file of files) {
    if (!file.endsWith('.html')) continue;
    const route = file.endsWith('/index.html') ? file.slice(0, -'index.html'.length) : file;
    pages.set(route, fs.readFileSync(path.join(publicDir, file), 'utf8'));
  }
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
