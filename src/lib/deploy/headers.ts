/**
 * The `_headers` and `_redirects` files for Netlify (and hosts that read the same format), built from the list of
 * files the build wrote. Netlify applies every rule whose path matches and joins repeated header values with
 * commas, so Cache-Control is only ever set by one rule per file: never on `/*`.
 */
import { notFoundRules, type Redirect } from './redirects';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'public, max-age=0, must-revalidate';

export interface CspSources {
  /** Extra origins the browser may connect to (search service, analytics), when configured. */
  connect?: string[];
  /** Extra origins scripts may load from (analytics tags), when configured. */
  script?: string[];
  img?: string[];
  /** CSP hash sources ('sha256-…') of every inline script the pages run. */
  inlineScriptHashes?: string[];
}

/** The site-wide Content-Security-Policy: only this origin, plus what the configuration adds. */
export function buildCsp(extra: CspSources = {}): string {
  const list = (base: string[], more: string[] = []) => [...base, ...more].join(' ');
  return [
    "default-src 'self'",
    // Inline scripts (Gatsby's, the colour mode's) by hash only; each page's meta policy narrows it to its own.
    `script-src ${list(["'self'", ...(extra.inlineScriptHashes ?? [])], extra.script)}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src ${list(["'self'", 'data:'], extra.img)}`,
    "font-src 'self' data:",
    `connect-src ${list(["'self'"], extra.connect)}`,
    "manifest-src 'self'",
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    'upgrade-insecure-requests',
  ].join('; ');
}

export const SECURITY_HEADERS = (csp: string): Record<string, string> => ({
  'Content-Security-Policy': csp,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
  'X-Frame-Options': 'DENY',
  'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
});

/** A content hash in a file name, as webpack writes them: app-6812157f3348a40719a1.js. */
const HASHED = /[-.][0-9a-f]{16,}\.(?:js|css|mjs)$/;

/**
 * Cache rules for the built files (URL paths, e.g. '/app-1a2b…js', '/docs/api/index.html').
 * Hashed files and /static/ live forever; everything else (HTML, page data, feeds, the search index) revalidates.
 */
export function cacheRules(files: readonly string[]): Array<{ path: string; cacheControl: string }> {
  const rules: Array<{ path: string; cacheControl: string }> = [{ path: '/static/*', cacheControl: IMMUTABLE }];
  const topFolders = new Set<string>();
  for (const file of [...files].sort()) {
    const parts = file.split('/').filter(Boolean);
    if (parts.length === 1) {
      rules.push({ path: file, cacheControl: HASHED.test(file) ? IMMUTABLE : REVALIDATE });
    } else if (parts[0] !== 'static') {
      topFolders.add(parts[0]);
    }
  }
  for (const folder of [...topFolders].sort()) {
    if (wildcardIsSafe(`/${folder}/`, files)) rules.push({ path: `/${folder}/*`, cacheControl: REVALIDATE });
    else for (const file of files.filter((name) => name.startsWith(`/${folder}/`)).sort()) rules.push({ path: routeOf(file), cacheControl: REVALIDATE });
  }
  rules.push({ path: '/', cacheControl: REVALIDATE });
  return rules;
}

/** A page's route for its index.html (rules match the URL, not the file), any other file as it is. */
const routeOf = (file: string) => (file.endsWith('/index.html') ? file.slice(0, -'index.html'.length) : file);

/**
 * Whether `${folder}*` covers that folder alone. Netlify reads `/404/*` as `^/404/?(.*)/?$`, so it would also match
 * `/40446-….js` and `/404.html`: a wildcard is used only where no file outside the folder starts like it.
 */
export function wildcardIsSafe(folder: string, files: readonly string[]): boolean {
  const stem = folder.slice(0, -1);
  return !files.some((file) => file.startsWith(stem) && !file.startsWith(folder));
}

/** The Markdown of each page (/docs/x.md) is served as Markdown text. */
export const MARKDOWN_RULE = ['/*.md', '  Content-Type: text/markdown; charset=utf-8'];

/**
 * Headers for AI agents (the Link header, RFC 8288):
 * - every HTML page names its locale's llms.txt and llms-full.txt (`prefixes` are the locales' route prefixes, '' for
 *   the default locale);
 * - a page with a Markdown version also names it (`rel="alternate"; type="text/markdown"`) and says `Vary: Accept`, as
 *   its URL answers Markdown to a client that asks for it (netlify/edge-functions/markdown.ts).
 * No path gets a Link header from two rules: Netlify joins them, but `netlify dev` keeps only the last. So a page with
 * Markdown has a rule of its own, and the other pages share a wildcard rule for the deepest folder (up to two levels)
 * that holds only pages without Markdown, or have a rule of their own. Scripts, styles and data get no Link header.
 */
export function agentRules(files: readonly string[], prefixes: readonly string[]): Array<{ path: string; headers: Array<[string, string]> }> {
  const fileSet = new Set(files);
  const localePrefixes = prefixes.filter(Boolean).sort((a, b) => b.length - a.length);
  const prefixOf = (file: string) => localePrefixes.find((prefix) => file.startsWith(`${prefix}/`)) ?? '';
  const llms = (prefix: string) => `<${prefix}/llms.txt>; rel="llms-txt", <${prefix}/llms-full.txt>; rel="llms-full-txt"`;
  const pageRoutes = files.filter((file) => file.endsWith('/index.html')).map((file) => file.slice(0, -'index.html'.length));
  const hasMarkdown = (route: string) => route !== '/' && fileSet.has(`${route.slice(0, -1)}.md`);
  // Folders (as "/a/" and "/a/b/", locale prefix included) that hold something a wildcard must not cover.
  const mixed = new Set<string>();
  const foldersOf = (file: string) => {
    const prefix = prefixOf(file);
    const parts = file.slice(prefix.length).split('/').filter(Boolean);
    return [1, 2].filter((depth) => parts.length > depth).map((depth) => `${prefix}/${parts.slice(0, depth).join('/')}/`);
  };
  for (const file of files) {
    const isPlainPage = file.endsWith('/index.html') && !hasMarkdown(file.slice(0, -'index.html'.length));
    if (!isPlainPage) for (const folder of foldersOf(file)) mixed.add(folder);
  }
  const rules: Array<{ path: string; headers: Array<[string, string]> }> = [];
  const wildcards = new Set<string>();
  for (const route of [...pageRoutes].sort()) {
    const prefix = prefixOf(route);
    if (hasMarkdown(route)) {
      rules.push({ path: route, headers: [['Link', `${llms(prefix)}, <${route.slice(0, -1)}.md>; rel="alternate"; type="text/markdown"`], ['Vary', 'Accept']] });
      continue;
    }
    // The shallowest folder (the page's own included: a wildcard matches its folder's page) that holds only pages
    // without Markdown: one rule for them all.
    const folder = foldersOf(`${route}index.html`).find((candidate) => !mixed.has(candidate) && wildcardIsSafe(candidate, files));
    if (!folder) rules.push({ path: route, headers: [['Link', llms(prefix)]] });
    else if (!wildcards.has(folder)) {
      wildcards.add(folder);
      rules.push({ path: `${folder}*`, headers: [['Link', llms(prefix)]] });
    }
  }
  return rules;
}

export function buildHeadersFile(files: readonly string[], csp: string, localePrefixes: readonly string[] = ['']): string {
  const lines = ['# Written by the build (src/lib/deploy/headers.ts).', '/*'];
  for (const [name, value] of Object.entries(SECURITY_HEADERS(csp))) lines.push(`  ${name}: ${value}`);
  for (const rule of cacheRules(files)) lines.push(rule.path, `  Cache-Control: ${rule.cacheControl}`);
  lines.push(...MARKDOWN_RULE);
  lines.push('# For AI agents: the index of each locale, and the Markdown of each page.');
  for (const rule of agentRules(files, localePrefixes)) lines.push(rule.path, ...rule.headers.map(([name, value]) => `  ${name}: ${value}`));
  return `${lines.join('\n')}\n`;
}

/** Where agents also look for llms.txt. */
export const WELL_KNOWN_LLMS = '/.well-known/llms.txt';

export interface RedirectsOptions {
  /** Doc path prefixes without a page -> the first doc under them (docPrefixRedirects). */
  prefixRedirects?: readonly Redirect[];
  /** The built locales: each gets its own not-found page under its prefix. */
  locales?: readonly string[];
  /** The locale without a prefix, whose not-found page takes every other path. */
  defaultLocale?: string;
}

/**
 * Netlify's _redirects: the .html forms of every route to the route itself (301), e.g. /help.html and
 * /help/index.html -> /help/; doc path prefixes without a page to their first doc (301); and, last, paths without
 * a page to the not-found page of their locale (404). Netlify uses the first rule that matches.
 */
export function buildRedirectsFile(routes: readonly string[], { prefixRedirects = [], locales = [], defaultLocale = locales[0] }: RedirectsOptions = {}): string {
  const lines = ['# Written by the build (src/lib/deploy/headers.ts).', '# The index for AI agents at its well-known address too.', `${WELL_KNOWN_LLMS} /llms.txt 200`, '# The .html forms of each route -> the route.'];
  for (const route of [...routes].sort()) {
    if (!route.endsWith('/')) continue;
    // "!" forces the redirect although /x/index.html exists as a file.
    lines.push(`${route}index.html ${route} 301!`);
    if (route !== '/') lines.push(`${route.slice(0, -1)}.html ${route} 301`);
  }
  if (prefixRedirects.length > 0) {
    // Forced: a small redirect page exists at each of these paths for servers without _redirects.
    lines.push('# Doc path prefixes without a page of their own -> the first doc under them.');
    for (const { from, to } of prefixRedirects) lines.push(`${from} ${to} 301!`);
  }
  if (locales.length > 0) {
    lines.push("# Paths without a page -> the not-found page of their language (only where no file exists).");
    lines.push(...notFoundRules(locales, defaultLocale ?? ''));
  }
  return `${lines.join('\n')}\n`;
}
