/**
 * Script hashes. Each page carries a <meta> policy (first thing in <head>) that allows only its own inline
 * scripts, by SHA-256 hash; the header policy lists the hashes of every inline script of the site, which are few
 * once Gatsby's per-page script no longer differs between pages (pageIndependentScripts). Both policies apply, so
 * a page runs exactly its own scripts, and no policy allows 'unsafe-inline'.
 */
import { createHash } from 'crypto';

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;

function isExecutable(attributes: string): boolean {
  if (/\bsrc\s*=/.test(attributes)) return false;
  const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
  return !type || type === 'text/javascript' || type === 'module' || type === 'application/javascript';
}

/** The CSP hash sources of the executable inline scripts of an HTML page, in order, without duplicates. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(INLINE_SCRIPT)) {
    if (!isExecutable(match[1])) continue;
    const hash = `'sha256-${createHash('sha256').update(match[2], 'utf8').digest('base64')}'`;
    if (!hashes.includes(hash)) hashes.push(hash);
  }
  return hashes;
}

/**
 * Inserts the page's script policy as the first element of <head>, in place of the one an earlier build wrote: an
 * incremental build can keep a page's HTML and only rewrite its inline scripts (the webpack compilation hash), and
 * two policies would both apply, the stale one blocking the new script.
 */
export function withScriptPolicy(html: string, extraScriptSources: readonly string[] = []): string {
  const page = html.replace(/<meta http-equiv="Content-Security-Policy" content="script-src [^"]*"\/>/g, '');
  const policy = `script-src 'self' ${[...inlineScriptHashes(page), ...extraScriptSources].join(' ')}`.trim();
  const meta = `<meta http-equiv="Content-Security-Policy" content="${policy}"/>`;
  return page.replace(/<head([^>]*)>/i, (head) => `${head}${meta}`);
}

const SCRIPT_LOADER = /<script id="gatsby-script-loader">\/\*<!\[CDATA\[\*\/window\.pagePath=("(?:[^"\\]|\\.)*");/;

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * Gatsby's one per-page inline script, `window.pagePath="/docs/x/";window.___webpackCompilationHash="…"`, made the
 * same on every page: the path moves to an attribute the script reads. The site's inline scripts then have a
 * handful of hashes in all, which the header policy can list.
 */
export function pageIndependentScripts(html: string): string {
  const match = SCRIPT_LOADER.exec(html);
  if (!match) return html;
  let pagePath: unknown;
  try {
    pagePath = JSON.parse(match[1]);
  } catch {
    return html;
  }
  if (typeof pagePath !== 'string') return html;
  const replacement = `<script id="gatsby-script-loader" data-page-path="${escapeAttribute(pagePath)}">/*<![CDATA[*/window.pagePath=document.currentScript.getAttribute("data-page-path");`;
  return `${html.slice(0, match.index)}${replacement}${html.slice(match.index + match[0].length)}`;
}
