/**
 * The one place the site reads built HTML. The post-build pass parses each page once (node-html-parser) and hands
 * the tree to the script policy, the link summary and the search records; everything that needs to know what an
 * element or an attribute is asks this module. Attribute values come back decoded (every named and numeric entity,
 * by the parser), and element positions come from the parser, so a rewrite of a page is a splice of its original
 * text: the bytes around an edit stay as Gatsby wrote them.
 */
import { parse, type HTMLElement, NodeType, type Node } from 'node-html-parser';

/** Scripts and styles are raw text; <pre> and <noscript> are parsed, so their links and ids count too. */
const OPTIONS = { blockTextElements: { script: true, style: true } };

export interface ParsedPage {
  /** The text that was parsed: element positions are offsets into it. */
  readonly html: string;
  readonly root: HTMLElement;
  /** Every element, in document order. */
  readonly elements: readonly HTMLElement[];
}

export function parsePage(html: string): ParsedPage {
  const root = parse(html, OPTIONS);
  const elements: HTMLElement[] = [];
  const walk = (node: Node) => {
    for (const child of node.childNodes) {
      if (child.nodeType !== NodeType.ELEMENT_NODE) continue;
      elements.push(child as HTMLElement);
      walk(child);
    }
  };
  walk(root);
  return { html, root, elements };
}

/** A page given as text is parsed here; a parsed page is used as it is. */
export function asParsed(page: string | ParsedPage): ParsedPage {
  return typeof page === 'string' ? parsePage(page) : page;
}

const tagOf = (element: HTMLElement) => element.rawTagName?.toLowerCase() ?? '';

/** Where an element's start tag ends (just after its `>`). */
function startTagEnd(page: ParsedPage, element: HTMLElement): number {
  return page.html.indexOf('>', element.range[0]) + 1;
}

export interface InlineScript {
  element: HTMLElement;
  /** The start tag as written (`<script id="x">`), and where it starts. */
  startTag: string;
  start: number;
  /** The script's text, exactly as written between its tags, and where it starts. */
  text: string;
  textStart: number;
  /** Whether the browser runs it (no src, a JavaScript type): the script policy lists only these. */
  executable: boolean;
}

const JS_TYPES = new Set(['', 'text/javascript', 'module', 'application/javascript']);

/** The scripts written in the page (not those loaded by src, which are listed too but not executable here). */
export function inlineScripts(page: ParsedPage): InlineScript[] {
  const scripts: InlineScript[] = [];
  for (const element of page.elements) {
    if (tagOf(element) !== 'script') continue;
    const [start, end] = element.range;
    const textStart = startTagEnd(page, element);
    const textEnd = page.html.startsWith('</script>', end - 9) ? end - 9 : end;
    const src = element.hasAttribute('src');
    const type = (element.getAttribute('type') ?? '').trim().toLowerCase();
    scripts.push({
      element,
      startTag: page.html.slice(start, textStart),
      start,
      text: page.html.slice(textStart, Math.max(textStart, textEnd)),
      textStart,
      executable: !src && JS_TYPES.has(type),
    });
  }
  return scripts;
}

/** Just after `<head …>`, where the page's policy goes; null for a fragment without <head>. */
export function headStart(page: ParsedPage): number | null {
  const head = page.elements.find((element) => tagOf(element) === 'head');
  return head ? startTagEnd(page, head) : null;
}

/** The `<meta http-equiv="Content-Security-Policy" content="script-src …">` elements an earlier pass wrote. */
export function scriptPolicyMetas(page: ParsedPage): Array<[number, number]> {
  return page.elements
    .filter((element) => tagOf(element) === 'meta' && element.getAttribute('http-equiv')?.toLowerCase() === 'content-security-policy' && element.getAttribute('content')?.startsWith('script-src '))
    .map((element) => [element.range[0], element.range[1]]);
}

function inHead(element: HTMLElement): boolean {
  for (let node: HTMLElement | null = element.parentNode; node; node = node.parentNode) if (tagOf(node) === 'head') return true;
  return false;
}

/** A page that asks search engines to leave it out (`<meta name="robots" content="noindex">` in its head). */
export function isNoindex(page: string | ParsedPage): boolean {
  return asParsed(page).elements.some(
    (element) =>
      tagOf(element) === 'meta' &&
      element.getAttribute('name')?.toLowerCase() === 'robots' &&
      (element.getAttribute('content') ?? '').toLowerCase().split(/[\s,]+/).includes('noindex') &&
      inHead(element),
  );
}

/** Every URL the page references in href, src and srcset (each candidate of a srcset), decoded, in order. */
export function referencedUrls(page: ParsedPage, inRange: (offset: number) => boolean = () => true): string[] {
  const urls: string[] = [];
  for (const element of page.elements) {
    if (!inRange(element.range[0])) continue;
    for (const name of ['href', 'src'] as const) {
      const value = element.getAttribute(name);
      if (value !== undefined) urls.push(value);
    }
    const srcset = element.getAttribute('srcset');
    if (srcset !== undefined) for (const part of srcset.split(',')) urls.push(part.trim().split(/\s+/)[0]);
  }
  return urls;
}

/** The fragment ids the page defines: every id, and the name of legacy `<a name>` anchors. */
export function anchorIds(page: ParsedPage, inRange: (offset: number) => boolean = () => true): string[] {
  const ids: string[] = [];
  for (const element of page.elements) {
    if (!inRange(element.range[0])) continue;
    const id = element.getAttribute('id');
    if (id) ids.push(id);
    const name = tagOf(element) === 'a' ? element.getAttribute('name') : undefined;
    if (name) ids.push(name);
  }
  return ids;
}

/** The stylesheets Gatsby inlined in the page (`<style data-href="/styles.….css" data-identity="gatsby-global-css">`). */
export function inlinedStylesheets(page: ParsedPage): string[] {
  return page.elements.filter((element) => tagOf(element) === 'style' && element.getAttribute('data-identity') === 'gatsby-global-css').map((element) => element.getAttribute('data-href') ?? '');
}

export interface Edit {
  start: number;
  end: number;
  text: string;
}

/**
 * The text (or bytes, with byte offsets) with each [start, end) replaced; edits must not overlap. An insertion sorts
 * before a replacement at the same place.
 */
export function applyEdits(text: string, edits: readonly Edit[]): string;
export function applyEdits(text: Buffer, edits: readonly Edit[]): Buffer;
export function applyEdits(text: string | Buffer, edits: readonly Edit[]): string | Buffer {
  const sorted = [...edits].sort((a, b) => a.start - b.start || a.end - b.end);
  const cut = (start: number, end?: number) => (typeof text === 'string' ? text.slice(start, end) : text.subarray(start, end));
  const parts: Array<string | Buffer> = [];
  let cursor = 0;
  for (const edit of sorted) {
    if (edit.start < cursor) throw new Error(`Overlapping edits at offset ${edit.start}.`);
    parts.push(cut(cursor, edit.start), edit.text);
    cursor = edit.end;
  }
  parts.push(cut(cursor));
  return typeof text === 'string' ? parts.join('') : Buffer.concat(parts.map((part) => (typeof part === 'string' ? Buffer.from(part) : part)));
}

/**
 * Gatsby's slices: the content between `<!-- slice-start id="x" -->` and `<!-- slice-end id="x" -->`, which
 * Gatsby restitches into every page that uses the slice when the slice changes (its script slice changes with every
 * JavaScript build), leaving the rest of the page as it was. Outermost slices only, as Gatsby stitches them.
 */
export interface SliceRegion {
  id: string;
  /** The content's start and end (the markers excluded). */
  start: number;
  end: number;
}

const SLICE_START = '<!-- slice-start id="';
const SLICE_END = '<!-- slice-end id="';

/** In a page's text (string offsets) or bytes (byte offsets: the markers are ASCII, so the same search works). */
export function sliceRegions(html: string | Buffer): SliceRegion[] {
  const regions: SliceRegion[] = [];
  let from = 0;
  for (;;) {
    const open = html.indexOf(SLICE_START, from);
    if (open === -1) return regions;
    const idEnd = html.indexOf('" -->', open + SLICE_START.length);
    if (idEnd === -1) return regions;
    const id = typeof html === 'string' ? html.slice(open + SLICE_START.length, idEnd) : html.toString('utf8', open + SLICE_START.length, idEnd);
    const start = idEnd + '" -->'.length;
    const end = html.indexOf(`${SLICE_END}${id}" -->`, start);
    if (end === -1) return regions;
    regions.push({ id, start, end });
    from = end;
  }
}
