/**
 * What the post-build pass keeps of each built page between builds (in .cache/, next to Gatsby's own cache), so a
 * warm build reads again only the pages that changed:
 * - a page whose file is as the pass left it (same size and modification time) is not read at all;
 * - a page Gatsby only restitched (its script slice changes with every JavaScript build, on every page) is read and
 *   hashed, not parsed: the pass recognises the rest of the page as the one it summarised, rewrites the slice and
 *   the policy element, and keeps the summary;
 * - any other page (new, re-rendered) is parsed and summarised anew.
 * Each entry holds what the site-wide outputs need (search records, links and anchors, script hashes, noindex), so
 * the indexes, the deploy files and the link check are written from the summaries of every page, changed or not.
 */
import { createHash } from 'crypto';
import fs from 'fs';
import path from 'path';
import { applyScriptPolicy, scriptPolicyMeta } from '../lib/deploy/csp';
import { anchorIds, applyEdits, inlinedStylesheets, isNoindex, parsePage, referencedUrls, sliceRegions, type Edit, type SliceRegion } from '../lib/html/parse';
import { resolveLinks, summarizePage, type PageLinks } from '../lib/links/checkLinks';
import type { SearchRecord } from '../lib/search/types';
import { pageRecords, type SearchContext } from './searchIndex';

/** Bump when what the pass keeps changes shape: entries of another version are not trusted. */
const VERSION = 2;

/**
 * The code the summaries come from. Gatsby discards its cache when gatsby-node.ts itself changes, not when a module
 * it imports does; a change here (a new field in the search records, say) must not reuse summaries made before it.
 */
const SUMMARY_CODE = ['src/lib/html', 'src/lib/search', 'src/lib/links', 'src/lib/deploy', 'src/lib/chunkMapping.ts', 'src/node/pageSummaries.ts', 'src/node/searchIndex.ts', 'src/node/postBuild.ts'];

function codeFingerprint(root: string): string {
  const hash = createHash('sha1');
  const add = (file: string) => {
    const stats = fs.statSync(file, { throwIfNoEntry: false });
    if (stats?.isDirectory()) for (const name of fs.readdirSync(file).sort()) add(path.join(file, name));
    else if (stats) hash.update(path.relative(root, file)).update(fs.readFileSync(file));
  };
  for (const item of SUMMARY_CODE) add(path.join(root, item));
  return hash.digest('base64');
}

export interface FileStamp {
  size: number;
  mtimeMs: number;
}

export interface PageEntry extends FileStamp {
  /** A redirect page an earlier pass wrote (rewritten or dropped by every pass). */
  redirect?: boolean;
  /** A NUL byte or invalid UTF-8 in the page as Gatsby wrote it. */
  defect: string | null;
  /** Hash of the page as the pass left it, without its policy element and the content of its slices. */
  outside?: string;
  /** Where the policy element is in the page as the pass left it, in bytes. */
  meta?: [number, number] | null;
  /** The executable inline scripts' hashes in order; a number stands for the scripts of that slice. */
  scripts?: Array<string | number>;
  /** The page's slices, each by the hash of its content as the pass left it (a key of `slices`). */
  slices?: Array<{ id: string; digest: string }>;
  noindex?: boolean;
  /** The stylesheets inlined in the page (their URL paths). */
  styles?: string[];
  records?: SearchRecord[];
  /** The search context the records were made with (contextKey): a page whose lvl0 changed is read again. */
  context?: string;
  /** Links (resolved) and anchors of the page outside its slices. */
  links?: string[];
  anchors?: string[];
}

interface SliceSummary {
  hashes: string[];
  urls: string[];
  anchors: string[];
}

interface CacheFile {
  version: number;
  /** What the entries were made with: the policy's extra script sources and the code (codeFingerprint). */
  config: string;
  pages: Record<string, PageEntry>;
  slices: Record<string, SliceSummary>;
  /** Other published text files: their stamp and defect. */
  files: Record<string, FileStamp & { defect: string | null }>;
  /** The hash of the records each search index was written from. */
  indexes: Record<string, string>;
}

const sha1 = (text: string) => createHash('sha1').update(text).digest('base64');

export const stampOf = (stats: fs.Stats): FileStamp => ({ size: stats.size, mtimeMs: stats.mtimeMs });
export const sameStamp = (a: FileStamp | undefined, b: FileStamp) => !!a && a.size === b.size && a.mtimeMs === b.mtimeMs;

/** The page without its policy element and the content of its slices (byte offsets): what a restitch leaves alone. */
function outsideHash(bytes: Buffer, meta: readonly [number, number] | null, regions: readonly SliceRegion[]): string {
  const cuts = regions.map(({ start, end }) => [start, end] as const);
  if (meta) cuts.push([meta[0], meta[1]]);
  cuts.sort((a, b) => a[0] - b[0]);
  const hash = createHash('sha1');
  let cursor = 0;
  for (const [start, end] of cuts) {
    hash.update(bytes.subarray(cursor, start));
    cursor = end;
  }
  return hash.update(bytes.subarray(cursor)).digest('base64');
}

export class PageSummaries {
  private readonly previous: CacheFile;
  private readonly next: CacheFile;
  /** Slices processed in this pass, by their content as Gatsby wrote it. */
  private readonly processedSlices = new Map<string, { html: string; digest: string }>();

  constructor(
    private readonly cacheFile: string,
    private readonly extraScriptSources: readonly string[],
    /** Each page's search context, from the route plan (searchContexts); a page without one has no records. */
    private readonly searchContexts: ReadonlyMap<string, SearchContext> = new Map(),
    codeRoot = process.cwd(),
  ) {
    const config = JSON.stringify({ extraScriptSources, code: codeFingerprint(codeRoot) });
    const empty = (): CacheFile => ({ version: VERSION, config, pages: {}, slices: {}, files: {}, indexes: {} });
    let previous = empty();
    try {
      const read = JSON.parse(fs.readFileSync(cacheFile, 'utf8')) as CacheFile;
      if (read.version === VERSION && read.config === config) previous = read;
    } catch {
      // No cache yet, or an unreadable one: every page is read.
    }
    this.previous = previous;
    this.next = empty();
  }

  /** The entry of a page whose file has not changed since the pass left it, or undefined. */
  unchanged(file: string, stamp: FileStamp): PageEntry | undefined {
    const entry = this.previous.pages[file];
    if (!sameStamp(entry, stamp) || !this.sameContext(file, entry!)) return undefined;
    for (const slice of entry!.slices ?? []) if (!this.previous.slices[slice.digest]) return undefined;
    return entry;
  }

  /** The defect of a published non-HTML text file, read only when it changed. */
  fileDefect(file: string, stamp: FileStamp, read: () => string | null): string | null {
    const entry = this.previous.files[file];
    const defect = sameStamp(entry, stamp) ? entry.defect : read();
    this.next.files[file] = { ...stamp, defect };
    return defect;
  }

  keep(file: string, entry: PageEntry): void {
    this.next.pages[file] = entry;
    for (const slice of entry.slices ?? []) this.next.slices[slice.digest] ??= this.previous.slices[slice.digest];
  }

  /** A slice's content as the pass writes it, and its summary (kept under the digest of that content). */
  private slice(raw: string): { html: string; digest: string } {
    const known = this.processedSlices.get(raw);
    if (known) return known;
    const fragment = parsePage(raw);
    const policy = applyScriptPolicy(fragment, { rewriteScripts: true });
    const digest = sha1(policy.html);
    this.next.slices[digest] = { hashes: policy.hashes, urls: referencedUrls(fragment), anchors: anchorIds(fragment) };
    const result = { html: policy.html, digest };
    this.processedSlices.set(raw, result);
    return result;
  }

  /**
   * The page as the pass writes it, and its entry (without stamp): from the previous entry when only its slices
   * changed (the bytes are patched, not decoded), else by parsing it.
   */
  process(file: string, built: Buffer, defect: string | null): { html: Buffer; entry: Omit<PageEntry, keyof FileStamp>; restitched: boolean } {
    const restitched = this.restitched(file, built, defect);
    return restitched ? { ...restitched, restitched: true } : { ...this.summarise(file, built.toString('utf8'), defect), restitched: false };
  }

  private contextKey(file: string): string {
    return JSON.stringify(this.searchContexts.get(file) ?? null);
  }

  private sameContext(file: string, entry: PageEntry): boolean {
    return entry.redirect === true || entry.context === this.contextKey(file);
  }

  private restitched(file: string, built: Buffer, defect: string | null) {
    const entry = this.previous.pages[file];
    if (!entry?.outside || entry.meta === undefined || !entry.scripts || !entry.slices || !this.sameContext(file, entry)) return null;
    const regions = sliceRegions(built);
    if (regions.length !== entry.slices.length || regions.some((region, i) => region.id !== entry.slices![i].id)) return null;
    const meta = entry.meta;
    if (meta && (meta[1] > built.length || (regions.length > 0 && meta[1] > regions[0].start))) return null;
    if (outsideHash(built, meta, regions) !== entry.outside) return null;
    const slices = regions.map((region) => ({ region, ...this.slice(built.toString('utf8', region.start, region.end)) }));
    const hashes = entry.scripts.flatMap((item) => (typeof item === 'number' ? this.next.slices[slices[item].digest].hashes : [item]));
    const edits: Edit[] = slices.map(({ region, html }) => ({ start: region.start, end: region.end, text: html }));
    let newMeta: [number, number] | null = null;
    if (meta) {
      const element = scriptPolicyMeta(hashes, this.extraScriptSources);
      edits.push({ start: meta[0], end: meta[1], text: element });
      newMeta = [meta[0], meta[0] + Buffer.byteLength(element)];
    }
    const html = applyEdits(built, edits);
    return { html, entry: { ...entry, defect, meta: newMeta, slices: slices.map(({ region, digest }) => ({ id: region.id, digest })) } };
  }

  private summarise(file: string, built: string, defect: string | null) {
    const regions = sliceRegions(built);
    const page = parsePage(built);
    const policy = applyScriptPolicy(page, { rewriteScripts: true, extraScriptSources: this.extraScriptSources });
    const regionAt = (offset: number) => regions.findIndex((region) => offset >= region.start && offset < region.end);
    const outside = (offset: number) => regionAt(offset) === -1;
    const scripts: Array<string | number> = [];
    for (const script of policy.scripts) {
      const region = regionAt(script.start);
      if (region === -1) scripts.push(script.hash);
      else if (scripts[scripts.length - 1] !== region) scripts.push(region);
    }
    const slices = regions.map((region) => ({ id: region.id, digest: this.slice(built.slice(region.start, region.end)).digest }));
    const html = Buffer.from(policy.html);
    const byteOffset = (offset: number) => Buffer.byteLength(policy.html.slice(0, offset));
    const meta: [number, number] | null = policy.meta ? [byteOffset(policy.meta.start), byteOffset(policy.meta.end)] : null;
    const noindex = isNoindex(page);
    const pageLinks = summarizePage(routeOf(file), page, outside);
    const entry = {
      defect,
      outside: outsideHash(html, meta, sliceRegions(html)),
      meta,
      scripts,
      slices,
      noindex,
      styles: inlinedStylesheets(page),
      records: noindex ? [] : pageRecords(file, page, this.searchContexts.get(file)),
      context: this.contextKey(file),
      links: pageLinks.links,
      anchors: [...pageLinks.anchors],
    };
    // A copy: the strings the parser hands out are slices of the page's HTML and would keep all of it alive (V8's
    // sliced strings), every page of the site at once; the copy holds just the characters it needs.
    return { html, entry: structuredClone(entry) };
  }

  /** The page's links and anchors, its slices' included. */
  links(file: string, entry: PageEntry): PageLinks {
    const slices = (entry.slices ?? []).map((slice) => this.next.slices[slice.digest]);
    return {
      links: [...new Set([...(entry.links ?? []), ...slices.flatMap((slice) => resolveLinks(routeOf(file), slice.urls))])],
      anchors: new Set([...(entry.anchors ?? []), ...slices.flatMap((slice) => slice.anchors)]),
    };
  }

  /** The page's script hashes, in order, without duplicates. */
  scriptHashes(entry: PageEntry): string[] {
    const slices = entry.slices ?? [];
    return [...new Set((entry.scripts ?? []).flatMap((item) => (typeof item === 'number' ? this.next.slices[slices[item].digest].hashes : [item])))];
  }

  /** Whether the index of `language` must be written: its records differ from those it was last written from. */
  indexChanged(language: string, inputs: unknown, exists: boolean): boolean {
    const digest = sha1(JSON.stringify(inputs));
    this.next.indexes[language] = digest;
    return !exists || this.previous.indexes[language] !== digest;
  }

  save(): void {
    fs.mkdirSync(path.dirname(this.cacheFile), { recursive: true });
    fs.writeFileSync(this.cacheFile, JSON.stringify(this.next));
  }
}

/** The route of a built file ('/docs/a/index.html' -> '/docs/a/'); other files keep their path. */
export function routeOf(file: string): string {
  return file.endsWith('/index.html') ? file.slice(0, -'index.html'.length) : file;
}
