/**
 * Docs versions and the visitor's preferred one. The site has a single version today ("current", labelled "Next",
 * at /docs/); the navbar's docsVersion and docsVersionDropdown items and the stored choice work for any number.
 */

import type { DocsVersion } from '../config/siteSchema';

export type { DocsVersion };

/** localStorage key of the preferred version (Docusaurus names it per docs plugin; we have one). */
export const DOCS_PREFERRED_VERSION_KEY = 'docs-preferred-version-default';

/** The stored version when it still exists, else the last version, else the first. */
export function getPreferredVersion(versions: readonly DocsVersion[], stored: string | null): DocsVersion {
  if (versions.length === 0) throw new Error('The site config defines no docs version (siteConfig.docs.versions).');
  return versions.find((version) => version.name === stored) ?? versions.find((version) => version.isLast) ?? versions[0];
}

/** The version whose docs hold the route, or null outside the docs. The longest path wins (/docs/next/ over /docs/). */
export function getActiveVersion(versions: readonly DocsVersion[], route: string): DocsVersion | null {
  const matches = versions.filter((version) => route.startsWith(version.path));
  return matches.sort((a, b) => b.path.length - a.path.length)[0] ?? null;
}

/**
 * Where choosing a version leads: the page being read when it already belongs to that version, else the version's
 * main doc (the same page may not exist in another version).
 */
export function getVersionTarget(versions: readonly DocsVersion[], version: DocsVersion, route: string): string {
  return getActiveVersion(versions, route)?.name === version.name ? route : version.mainDocRoute;
}
