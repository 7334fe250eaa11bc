/**
 * Script hashes. Each page carries a <meta> policy (first thing in <head>) that allows only its own inline
 * scripts, by SHA-256 hash; the header policy lists the hashes of every inline script of the site, which are few
 * once Gatsby's per-page script no longer differs between pages (pageIndependentScripts). Both policies apply, so
 * a page runs exactly its own scripts, and no policy allows 'unsafe-inline'.
 */
import { createHash } from 'crypto';
import { compactChunkMapping } from '../chunkMapping';
import { applyEdits, asParsed, headStart, inlineScripts, scriptPolicyMetas, type Edit, type InlineScript, type ParsedPage } from '../html/parse';

export const scriptHash = (text: string): string => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** The CSP hash sources of the executable inline scripts of an HTML page, in order, without duplicates. */
export function inlineScriptHashes(page: string | ParsedPage): string[] {
  return unique(inlineScripts(asParsed(page)).filter((script) => script.executable).map((script) => scriptHash(script.text)));
}

const unique = (items: readonly string[]) => [...new Set(items)];

/** The page's policy element, from the hashes of its scripts and the sources the configuration adds. */
export function scriptPolicyMeta(hashes: readonly string[], extraScriptSources: readonly string[] = []): string {
  const policy = `script-src 'self' ${[...unique(hashes), ...extraScriptSources].join(' ')}`.trim();
  return `<meta http-equiv="Content-Security-Policy" content="${policy}"/>`;
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const LOADER_PREFIX = '/*<![CDATA[*/window.pagePath=';

/**
 * Gatsby's one per-page inline script, `window.pagePath="/docs/x/";window.___webpackCompilationHash="…"`, made the
 * same on every page: the path moves to an attribute the script reads. The site's inline scripts then have a
 * handful of hashes in all, which the header policy can list. Returns the script's new start tag and text, or null
 * when the script is not Gatsby's loader (or was rewritten already).
 */
function pageIndependentLoader(script: InlineScript): { startTag: string; text: string } | null {
  if (script.element.getAttribute('id') !== 'gatsby-script-loader' || script.element.hasAttribute('data-page-path')) return null;
  if (!script.text.startsWith(LOADER_PREFIX)) return null;
  // The path is a JSON string literal: read up to its closing quote (a quote not escaped by a backslash).
  const rest = script.text.slice(LOADER_PREFIX.length);
  let close = 1;
  while (close < rest.length && rest[close] !== '"') close += rest[close] === '\\' ? 2 : 1;
  if (rest[0] !== '"' || rest[close + 1] !== ';') return null;
  let pagePath: unknown;
  try {
    pagePath = JSON.parse(rest.slice(0, close + 1));
  } catch {
    return null;
  }
  if (typeof pagePath !== 'string') return null;
  const startTag = `${script.startTag.slice(0, -1)} data-page-path="${escapeAttribute(pagePath)}">`;
  const code = `${LOADER_PREFIX}document.currentScript.getAttribute("data-page-path");`;
  return { startTag, text: `${code}${rest.slice(close + 2)}` };
}

export interface PolicyOptions {
  /** Compact Gatsby's chunk map and make its per-page script page-independent (the production pass). */
  rewriteScripts?: boolean;
  /** Origins beyond 'self' that scripts may load from (analytics, when configured). */
  extraScriptSources?: readonly string[];
}

export interface PagePolicy {
  html: string;
  /** The hashes of the page's executable inline scripts as they now are, in order, without duplicates. */
  hashes: string[];
  /** Where the policy element is in `html`; null for a fragment without <head> (no policy written). */
  meta: { start: number; end: number } | null;
  /** Each executable inline script's hash, in order, with where the script starts in the page as parsed. */
  scripts: Array<{ start: number; hash: string }>;
}

/**
 * The page with its inline scripts rewritten (rewriteScripts) and its script policy as the first element of <head>,
 * in place of the one an earlier build wrote: an incremental build can keep a page's HTML and only rewrite its
 * inline scripts (Gatsby restitches its script slice), and two policies would both apply, the stale one blocking
 * the new script. Everything else stays byte for byte as it was.
 */
export function applyScriptPolicy(page: ParsedPage, { rewriteScripts = false, extraScriptSources = [] }: PolicyOptions = {}): PagePolicy {
  const edits: Edit[] = scriptPolicyMetas(page).map(([start, end]) => ({ start, end, text: '' }));
  const scripts: Array<{ start: number; hash: string }> = [];
  for (const script of inlineScripts(page)) {
    let { startTag, text } = script;
    if (rewriteScripts) {
      ({ startTag, text } = pageIndependentLoader(script) ?? script);
      if (text.includes('window.___chunkMapping=')) text = compactChunkMapping(text);
      if (startTag !== script.startTag || text !== script.text) edits.push({ start: script.start, end: script.textStart + script.text.length, text: `${startTag}${text}` });
    }
    if (script.executable) scripts.push({ start: script.start, hash: scriptHash(text) });
  }
  const hashes = scripts.map((script) => script.hash);
  const head = headStart(page);
  if (head === null) return { html: applyEdits(page.html, edits), hashes: unique(hashes), meta: null, scripts };
  const meta = scriptPolicyMeta(hashes, extraScriptSources);
  // Every other edit lies after the start of <head>, so the policy lands exactly there in the result.
  edits.push({ start: head, end: head, text: meta });
  return { html: applyEdits(page.html, edits), hashes: unique(hashes), meta: { start: head, end: head + meta.length }, scripts };
}

/** The page with its script policy in place (see applyScriptPolicy), scripts unchanged. */
export function withScriptPolicy(html: string, extraScriptSources: readonly string[] = []): string {
  return applyScriptPolicy(asParsed(html), { extraScriptSources }).html;
}

/** The page with Gatsby's per-page script made page-independent (see pageIndependentLoader), nothing else changed. */
export function pageIndependentScripts(html: string): string {
  const page = asParsed(html);
  const edits = inlineScripts(page).flatMap((script) => {
    const loader = pageIndependentLoader(script);
    return loader ? [{ start: script.start, end: script.textStart + script.text.length, text: `${loader.startTag}${loader.text}` }] : [];
  });
  return applyEdits(html, edits);
}
