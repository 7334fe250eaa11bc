/**
 * Per-page script hashes. The header policy has to allow inline scripts for every page at once; each page then
 * carries a <meta> policy (first thing in <head>) that allows only its own inline scripts, by SHA-256 hash.
 * Both policies apply, so the page runs exactly its own scripts.
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
