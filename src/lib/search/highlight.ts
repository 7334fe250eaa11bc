/**
 * Highlighting and snippets for the local search backend, in Algolia's result shape. Text is HTML-escaped first,
 * so only the configured tags (<mark> by default) are markup in the result.
 */
import type { HighlightResult } from './types';

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] as string);
}

/** Lowercased, accent-folded form used to compare words. */
export function normalizeWord(word: string): string {
  return word.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
}

const WORD = /[\p{L}\p{N}][\p{L}\p{N}_'’-]*/gu;

interface Token {
  text: string;
  start: number;
  end: number;
  matched: string | null;
}

/** Splits text into word tokens and notes which matched a term (a term may match a word's beginning: prefix). */
function tokenize(text: string, terms: readonly string[]): Token[] {
  const tokens: Token[] = [];
  for (const match of text.matchAll(WORD)) {
    const norm = normalizeWord(match[0]);
    const term = terms.find((t) => norm === t || norm.startsWith(t));
    tokens.push({ text: match[0], start: match.index ?? 0, end: (match.index ?? 0) + match[0].length, matched: term ?? null });
  }
  return tokens;
}

function result(value: string, tokens: Token[], terms: readonly string[]): HighlightResult {
  const matchedWords = [...new Set(tokens.filter((t) => t.matched).map((t) => t.matched as string))];
  const matchLevel = matchedWords.length === 0 ? 'none' : matchedWords.length >= terms.length ? 'full' : 'partial';
  return { value, matchLevel, matchedWords };
}

function render(text: string, tokens: Token[], pre: string, post: string, from = 0, to = text.length): string {
  let out = '';
  let cursor = from;
  for (const token of tokens) {
    if (token.end <= from || token.start >= to || !token.matched) continue;
    out += escapeHtml(text.slice(cursor, token.start)) + pre + escapeHtml(token.text) + post;
    cursor = token.end;
  }
  return out + escapeHtml(text.slice(cursor, to));
}

/** The whole text with matched words wrapped in pre/post tags. */
export function highlight(text: string, terms: readonly string[], pre = '<mark>', post = '</mark>'): HighlightResult {
  const tokens = tokenize(text, terms);
  return result(render(text, tokens, pre, post), tokens, terms);
}

/** About `words` words around the first match (or the start), with an ellipsis where text was cut. */
export function snippet(text: string, terms: readonly string[], words: number, pre = '<mark>', post = '</mark>', ellipsis = '…'): HighlightResult {
  const tokens = tokenize(text, terms);
  if (tokens.length <= words) return result(render(text, tokens, pre, post), tokens, terms);
  const first = Math.max(0, tokens.findIndex((t) => t.matched));
  const startIndex = Math.max(0, Math.min(first - Math.floor((words - 1) / 2), tokens.length - words));
  const endIndex = Math.min(tokens.length, startIndex + words);
  const from = startIndex === 0 ? 0 : tokens[startIndex].start;
  const to = endIndex >= tokens.length ? text.length : tokens[endIndex - 1].end;
  const body = render(text, tokens, pre, post, from, to);
  const value = `${startIndex > 0 ? ellipsis : ''}${body}${endIndex < tokens.length ? ellipsis : ''}`;
  return result(value, tokens.slice(startIndex, endIndex), terms);
}
