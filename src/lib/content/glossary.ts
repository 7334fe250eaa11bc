/**
 * The per-locale glossary (content/i18n/<locale>/glossary.yaml) and the check that a translated doc uses it.
 *
 * A glossary lists the product and UI terms a reader sees on screen. Each entry names the English term (`en`) and
 * the locale's `term`: the web app's own translation where it has one (`key` names the catalogue key), or a rendering
 * the docs decided on (`source: decided`). Product names carry `keep: true` and stay in English, letter for letter.
 *
 * The check reads a translation next to its English page. Translations keep the English page's line structure
 * (README, Languages), so line N of one body is line N of the other; when the bodies differ in length, the check
 * falls back to the whole page. Pure: the caller reads the files.
 */
import { z } from 'zod';
import { FrontMatterError } from './errors';
import { formatPath } from '../schema/issues';

/**
 * `text`: the English term counts wherever it appears in prose (case-insensitive; product names case-sensitive).
 * `label`: it counts only where the English page shows it as an on-screen label, bold or in quotes
 * (**"Link"**, **Settings**, "My Printers"): generic words like "Link" or "Settings" are no label in running text.
 */
export type GlossaryMatch = 'text' | 'label';

export interface GlossaryEntry {
  en: string;
  term: string;
  /** The web app's catalogue key (frontend/src/i18n/locales/*.json) the term comes from; null for decided terms. */
  key: string | null;
  source: 'app' | 'decided';
  keep: boolean;
  match: GlossaryMatch;
  /** Other accepted spellings of the term, for inflected languages; `*` stands for any letters. */
  forms: string[];
  /** Renderings a translation must not use (anywhere on the page); `*` stands for any letters. */
  avoid: string[];
  /** Old English wordings of the same label that still count as the term on an English page. */
  formerly: string[];
  note: string | null;
}

export interface Glossary {
  locale: string;
  entries: GlossaryEntry[];
}

export interface GlossaryProblem {
  /** 1-based line in the translated file (front matter included). */
  line: number;
  en: string;
  expected: string;
  found: string;
}

const text = z.string({ required_error: 'is required', invalid_type_error: 'must be a non-empty text' }).min(1, 'must be a non-empty text');
const list = z.array(text, { invalid_type_error: 'must be a list of texts' }).optional().transform((value) => value ?? []);

const entrySchema = z
  .object({
    en: text,
    term: text,
    key: text.optional(),
    source: z.enum(['app', 'decided'], { invalid_type_error: 'must be "app" or "decided"' }).optional(),
    keep: z.boolean({ invalid_type_error: 'must be true or false' }).optional(),
    match: z.enum(['text', 'label'], { invalid_type_error: 'must be "text" or "label"' }).optional(),
    forms: list,
    avoid: list,
    formerly: list,
    note: text.optional(),
  })
  .strict()
  .superRefine((entry, ctx) => {
    if (entry.keep && entry.term !== entry.en) ctx.addIssue({ code: 'custom', path: ['term'], message: `must equal en ("${entry.en}") for a kept product name` });
    if (!entry.keep && !entry.key && entry.source !== 'decided') {
      ctx.addIssue({ code: 'custom', path: ['source'], message: 'must be "decided" when no catalogue key is given' });
    }
    if (entry.key && entry.source === 'decided') ctx.addIssue({ code: 'custom', path: ['source'], message: 'cannot be "decided" for a term taken from the catalogue (key)' });
  });

const glossarySchema = z.object({ locale: text, terms: z.array(entrySchema, { required_error: 'is required (a list)', invalid_type_error: 'must be a list' }) }).strict();

/** Validates a parsed glossary.yaml; throws a FrontMatterError naming the file and the field. */
export function parseGlossary(file: string, data: unknown): Glossary {
  const result = glossarySchema.safeParse(data ?? {});
  if (!result.success) {
    const issue = result.error.issues[0];
    throw new FrontMatterError(file, formatPath(issue.path) || '(glossary)', issue.message);
  }
  const seen = new Set<string>();
  const entries = result.data.terms.map((entry, index): GlossaryEntry => {
    const id = entry.en.toLowerCase();
    if (seen.has(id)) throw new FrontMatterError(file, `terms[${index}].en`, `repeats "${entry.en}"`);
    seen.add(id);
    return {
      en: entry.en,
      term: entry.term,
      key: entry.key ?? null,
      source: entry.key ? 'app' : 'decided',
      keep: entry.keep === true,
      match: entry.match ?? (entry.keep ? 'text' : 'label'),
      forms: entry.forms,
      avoid: entry.avoid,
      formerly: entry.formerly,
      note: entry.note ?? null,
    };
  });
  return { locale: result.data.locale, entries };
}

const escape = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A glossary text as a pattern: `*` is any letters, the rest literal, bounded so it is not part of a longer word. */
const pattern = (value: string) => `(?<![\\p{L}\\p{N}_])${value.split('*').map(escape).join('[\\p{L}\\p{N}]*')}(?![\\p{L}\\p{N}_])`;
const regex = (values: string[], caseSensitive: boolean) => new RegExp(values.map(pattern).join('|'), caseSensitive ? 'gu' : 'giu');

/** Splits a file into its front matter lines and body lines. */
function splitLines(source: string): { head: string[]; body: string[] } {
  const lines = source.split(/\r?\n/);
  if (lines[0] !== '---') return { head: [], body: lines };
  const end = lines.indexOf('---', 1);
  if (end === -1) return { head: [], body: lines };
  return { head: lines.slice(0, end + 1), body: lines.slice(end + 1) };
}

/**
 * The prose of each body line: fenced code, inline code, link targets, URLs and component tags blanked out (so a
 * term in a command or an address is no term), same length and line count as the input.
 */
export function proseLines(body: string[]): string[] {
  let fence: string | null = null;
  return body.map((line) => {
    const opener = /^\s*(```+|~~~+)/.exec(line);
    if (fence) {
      if (opener && opener[1][0] === fence[0] && opener[1].length >= fence.length) fence = null;
      return '';
    }
    if (opener) {
      fence = opener[1];
      return '';
    }
    const blank = (match: string) => ' '.repeat(match.length);
    return line
      .replace(/`[^`]*`/g, blank)
      .replace(/\]\([^)]*\)/g, (match) => `]${blank(match.slice(1))}`)
      .replace(/https?:\/\/\S+/g, blank)
      .replace(/<\/?[A-Za-z][^>]*>/g, blank)
      .replace(/\{\/\*.*?\*\/\}/g, blank);
  });
}

/** The spans of an entry's English term on a prose line, as this entry's match mode counts them. */
function englishSpans(entry: GlossaryEntry, line: string): Array<[number, number]> {
  const words = [entry.en, ...entry.formerly];
  const spans: Array<[number, number]> = [];
  if (entry.match === 'text') {
    for (const m of line.matchAll(regex(words, entry.keep))) spans.push([m.index ?? 0, (m.index ?? 0) + m[0].length]);
    return spans;
  }
  // A label: the whole of a bold or quoted stretch, allowing an icon or a closing ">" inside the marks.
  const wrapped = /\*\*([^*]+)\*\*|"([^"\n]+)"|“([^”\n]+)”|„([^“”\n]+)[“”]|«\s?([^»\n]+?)\s?»/g;
  const wanted = new Set(words.map((word) => word.toLowerCase()));
  for (const m of line.matchAll(wrapped)) {
    const inner = (m[1] ?? m[2] ?? m[3] ?? m[4] ?? m[5]).replace(/^["“„«\s]+|["”“»\s]+$/g, '');
    const bare = inner.replace(/^[^\p{L}\p{N}]+\s*/u, '').replace(/\s*>$/, '');
    if (wanted.has(inner.toLowerCase()) || wanted.has(bare.toLowerCase())) spans.push([m.index ?? 0, (m.index ?? 0) + m[0].length]);
  }
  return spans;
}

/** The entries that occur on an English prose line, longer terms first, a shorter term not counted inside a longer. */
function entriesOnLine(entries: GlossaryEntry[], line: string): GlossaryEntry[] {
  const taken: Array<[number, number]> = [];
  const found: GlossaryEntry[] = [];
  for (const entry of [...entries].sort((a, b) => b.en.length - a.en.length)) {
    const spans = englishSpans(entry, line).filter(([start, end]) => !taken.some(([s, e]) => start >= s && end <= e));
    if (spans.length === 0) continue;
    taken.push(...spans);
    found.push(entry);
  }
  return found;
}

const usesTerm = (entry: GlossaryEntry, line: string) => regex([entry.term, ...entry.forms], entry.keep).test(line);

/** What a translated line has where the term was expected: its bold or quoted labels, else the start of the line. */
function whatIsThere(entry: GlossaryEntry, line: string): string {
  if (entry.keep) {
    const words = entry.en.split(/\s+/);
    if (words.length > 1) {
      const near = new RegExp(`${escape(words[0])}[\\s-]+(?:\\S+\\s+){0,2}?${escape(words[words.length - 1])}`, 'u').exec(line);
      if (near) return near[0];
    }
  }
  const labels = [...line.matchAll(/\*\*([^*]+)\*\*|"([^"\n]+)"|“([^”\n]+)”|„([^“”\n]+)[“”]|«([^»\n]+)»/g)].map((m) => (m[1] ?? m[2] ?? m[3] ?? m[4] ?? m[5]).trim());
  if (labels.length > 0) return labels.map((label) => `"${label.replace(/^"|"$/g, '')}"`).join(', ');
  const trimmed = line.trim();
  return trimmed === '' ? '(an empty line)' : `"${trimmed.length > 70 ? `${trimmed.slice(0, 70)}…` : trimmed}"`;
}

/**
 * Checks one translated page against its English page and the locale's glossary:
 * - where an English line uses a glossary term, the translated line must use the glossary's term (or one of its
 *   forms); when the bodies are not line-aligned, the page must use it somewhere;
 * - no line of the translation (front matter included, `keywords` excepted) may use a rendering an entry avoids.
 */
export function checkGlossary(glossary: Glossary, englishSource: string, translatedSource: string): GlossaryProblem[] {
  const english = splitLines(englishSource);
  const translated = splitLines(translatedSource);
  const englishProse = proseLines(english.body);
  const translatedProse = proseLines(translated.body);
  const offset = translated.head.length;
  const aligned = english.body.length === translated.body.length;
  const problems: GlossaryProblem[] = [];
  // The problems that come from an avoided rendering (the rest: a line without the term).
  const fromAvoid = new WeakSet<GlossaryProblem>();
  const isAvoided = (problem: GlossaryProblem) => fromAvoid.has(problem);

  englishProse.forEach((line, index) => {
    for (const entry of entriesOnLine(glossary.entries, line)) {
      if (aligned) {
        if (!usesTerm(entry, translatedProse[index])) {
          problems.push({ line: offset + index + 1, en: entry.en, expected: entry.term, found: whatIsThere(entry, translatedProse[index]) });
        }
      } else if (!translatedProse.some((other) => usesTerm(entry, other))) {
        problems.push({ line: offset + 1, en: entry.en, expected: entry.term, found: `nothing on the page (English line ${english.head.length + index + 1}; the pages are not line-aligned)` });
      }
    }
  });

  const allLines = [...translated.head.map((line) => (/^\s*(keywords|translated_from)\s*:/.test(line) ? '' : line)), ...translatedProse];
  allLines.forEach((line, index) => {
    for (const entry of glossary.entries) {
      if (entry.avoid.length === 0) continue;
      for (const m of line.matchAll(regex(entry.avoid, false))) {
        const problem = { line: index + 1, en: entry.en, expected: entry.term, found: `"${m[0]}"` };
        fromAvoid.add(problem);
        problems.push(problem);
      }
    }
  });
  // A line that uses an avoided rendering is reported once, with that rendering as what was found.
  const avoided = new Set(problems.filter(isAvoided).map((problem) => `${problem.line}\0${problem.en}`));
  return problems
    .filter((problem) => isAvoided(problem) || !avoided.has(`${problem.line}\0${problem.en}`))
    .sort((a, b) => a.line - b.line);
}

/** One problem as content:check prints it. */
export function formatGlossaryProblem(file: string, problem: GlossaryProblem): string {
  return `${file}:${problem.line}: glossary: "${problem.en}" must be "${problem.expected}" here, found ${problem.found}`;
}
