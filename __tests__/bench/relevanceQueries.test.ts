/**
 * The held-out relevance query set of the search benchmark (bench/relevance/queries.yaml) is well formed: enough
 * queries of each kind, valid fields, every expected route is a real page (routes derived from content/ through
 * classifyContentFile, the same rule the build uses), German queries expect German pages, no duplicates, many
 * different pages covered, and no natural question is simply a page title or heading.
 *
 * This test checks the set itself; it runs no search engine.
 */
import fs from 'fs';
import path from 'path';
import yaml from 'js-yaml';
import { walk } from '../../scripts/lib/content-inventory';
import { classifyContentFile } from '../../src/lib/content/classify';
import { parseFrontMatter } from '../../src/lib/content/frontmatterSource';
import { DEFAULT_LOCALE, LOCALES, localizeRoute } from '../../src/config/locales';

const ROOT = path.resolve(__dirname, '../..');
const CONTENT = path.join(ROOT, 'content');
const QUERIES_FILE = path.join(ROOT, 'bench/relevance/queries.yaml');

const KINDS = ['question', 'keyword', 'typo', 'de-DE'] as const;
type Kind = (typeof KINDS)[number];
const MIN_PER_KIND: Record<Kind, number> = { question: 85, keyword: 65, typo: 45, 'de-DE': 45 };
const MIN_TOTAL = 220;
const MIN_DISTINCT_ROUTES = 110;
const MAX_KEYWORD_WORDS = 4;

interface Entry {
  q: string;
  kind: Kind;
  locale: 'en' | 'de-DE';
  expect: string[];
}

/** Lowercase, markup and punctuation dropped, whitespace collapsed: "Why is the Failure Detection Off?" -> "why is the failure detection off". */
function normalize(text: string): string {
  return text
    .toLowerCase()
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[\u2019']/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

interface ContentPage {
  route: string;
  file: string;
  title?: string;
  headings: string[];
}

/** Every page under content/ (docs, posts, pages, translations) at its public route, with its title and h2/h3 headings. */
function collectPages(): ContentPage[] {
  const pages: ContentPage[] = [];
  for (const file of walk(CONTENT)) {
    const relative = path.relative(CONTENT, file).split(path.sep).join('/');
    const page = classifyContentFile(relative, { defaultLocale: DEFAULT_LOCALE, locales: LOCALES });
    if (!page) continue;
    const { data, body } = parseFrontMatter(file, fs.readFileSync(file, 'utf8'));
    const prose = body.replace(/^(```|~~~)[\s\S]*?^\1/gm, '');
    const headings = [...prose.matchAll(/^#{2,3}[ \t]+(.+?)[ \t]*#*[ \t]*$/gm)].map((match) => match[1]);
    pages.push({
      route: localizeRoute(page.route, page.locale),
      file: `content/${relative}`,
      title: typeof data.title === 'string' ? data.title : undefined,
      headings,
    });
  }
  return pages;
}

function loadEntries(): unknown[] {
  const data = yaml.load(fs.readFileSync(QUERIES_FILE, 'utf8'));
  if (!Array.isArray(data)) throw new Error(`${path.relative(ROOT, QUERIES_FILE)} must be a YAML list of entries`);
  return data;
}

/** The problems of one raw entry's fields, each naming the entry. */
function fieldProblems(raw: unknown, index: number): string[] {
  const where = `entry ${index + 1}`;
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) return [`${where}: must be a mapping with q, kind, locale and expect`];
  const entry = raw as Record<string, unknown>;
  const label = typeof entry.q === 'string' ? `${where} ("${entry.q}")` : where;
  const problems: string[] = [];
  const unknownKeys = Object.keys(entry).filter((key) => !['q', 'kind', 'locale', 'expect'].includes(key));
  if (unknownKeys.length > 0) problems.push(`${label}: unknown field(s) ${unknownKeys.join(', ')}`);
  if (typeof entry.q !== 'string' || entry.q.trim() === '') problems.push(`${label}: q must be a non-empty string`);
  else if (entry.q !== entry.q.trim() || /\s{2,}/.test(entry.q)) problems.push(`${label}: q has stray whitespace`);
  if (!KINDS.includes(entry.kind as Kind)) problems.push(`${label}: kind is ${JSON.stringify(entry.kind)}, expected one of ${KINDS.join(', ')}`);
  if (entry.locale !== 'en' && entry.locale !== 'de-DE') problems.push(`${label}: locale is ${JSON.stringify(entry.locale)}, expected en or de-DE`);
  if (entry.kind === 'de-DE' && entry.locale !== 'de-DE') problems.push(`${label}: a de-DE query must have locale de-DE`);
  if (entry.kind !== 'de-DE' && entry.locale === 'de-DE') problems.push(`${label}: locale de-DE is only for kind de-DE`);
  if (!Array.isArray(entry.expect) || entry.expect.length === 0 || entry.expect.length > 2) {
    problems.push(`${label}: expect must list one or two routes`);
  } else {
    for (const route of entry.expect) {
      if (typeof route !== 'string' || !/^\/(?:[^/\s?#]+\/)*$/.test(route)) problems.push(`${label}: expected route ${JSON.stringify(route)} must look like /a/b/ (leading and trailing slash)`);
    }
    if (new Set(entry.expect).size !== entry.expect.length) problems.push(`${label}: expect lists the same route twice`);
  }
  if (entry.kind === 'keyword' && typeof entry.q === 'string') {
    const words = entry.q.trim().split(/\s+/).length;
    if (words > MAX_KEYWORD_WORDS) problems.push(`${label}: a keyword query has ${words} words, at most ${MAX_KEYWORD_WORDS}`);
  }
  return problems;
}

const rawEntries = loadEntries();
const entries = rawEntries as Entry[];
const pages = collectPages();
const routes = new Set(pages.map((page) => page.route));

describe('bench/relevance/queries.yaml', () => {
  it('reads the content it checks against', () => {
    // Guards the route check below from passing vacuously on an unreadable content/ folder.
    expect(routes.has('/docs/user-guides/klipper-setup/')).toBe(true);
    expect(routes.has('/de-DE/docs/user-guides/klipper-setup/')).toBe(true);
    const detectiveOff = pages.find((page) => page.route === '/docs/user-guides/detective-not-watching/');
    expect(detectiveOff?.title).toBe('Why is the Failure Detection Off?');
    expect(detectiveOff?.headings).toContain('2. The AI failure detection toggle is off');
  });

  it('every entry has valid fields', () => {
    expect(rawEntries.flatMap(fieldProblems)).toEqual([]);
  });

  it(`has at least ${MIN_TOTAL} entries and the minimum of each kind (${KINDS.map((kind) => `${kind} ≥ ${MIN_PER_KIND[kind]}`).join(', ')})`, () => {
    const counts = Object.fromEntries(KINDS.map((kind) => [kind, entries.filter((entry) => entry.kind === kind).length]));
    const short = KINDS.filter((kind) => counts[kind] < MIN_PER_KIND[kind]).map((kind) => `${kind}: ${counts[kind]} < ${MIN_PER_KIND[kind]}`);
    expect(short).toEqual([]);
    expect(entries.length).toBeGreaterThanOrEqual(MIN_TOTAL);
  });

  it('every expected route is a page of the site', () => {
    const missing = entries.flatMap((entry) =>
      (entry.expect ?? []).filter((route) => !routes.has(route)).map((route) => `"${entry.q}" expects ${route}, which no file under content/ provides`),
    );
    expect(missing).toEqual([]);
  });

  it("holds the issue's acceptance query, expecting the laggy-webcam troubleshooting page", () => {
    const laggy = entries.find((entry) => entry.q === 'why is my webcam stream so laggy');
    expect(laggy).toMatchObject({ kind: 'question', locale: 'en', expect: ['/docs/user-guides/webcam-feed-is-laggy/'] });
  });

  it('German queries expect German pages, and the others do not', () => {
    const wrong = entries.flatMap((entry) =>
      (entry.expect ?? [])
        .filter((route) => (entry.kind === 'de-DE') !== route.startsWith('/de-DE/'))
        .map((route) => (entry.kind === 'de-DE' ? `"${entry.q}" is de-DE but expects ${route}, not a /de-DE/ route` : `"${entry.q}" is ${entry.kind} but expects the German route ${route}`)),
    );
    expect(wrong).toEqual([]);
  });

  it('has no duplicate queries (ignoring case and punctuation)', () => {
    const seen = new Map<string, string>();
    const duplicates: string[] = [];
    for (const entry of entries) {
      const key = normalize(entry.q);
      const first = seen.get(key);
      if (first !== undefined) duplicates.push(`"${entry.q}" repeats "${first}"`);
      else seen.set(key, entry.q);
    }
    expect(duplicates).toEqual([]);
  });

  it(`covers at least ${MIN_DISTINCT_ROUTES} different pages`, () => {
    const distinct = new Set(entries.flatMap((entry) => entry.expect ?? []));
    expect(distinct.size).toBeGreaterThanOrEqual(MIN_DISTINCT_ROUTES);
  });

  it('no natural question is a page title or an h2/h3 heading', () => {
    const texts = new Map<string, string>();
    for (const page of pages) {
      if (page.title) texts.set(normalize(page.title), `the title of ${page.file}`);
      for (const heading of page.headings) texts.set(normalize(heading), `a heading of ${page.file} ("${heading}")`);
    }
    const copied = entries
      .filter((entry) => entry.kind === 'question' && texts.has(normalize(entry.q)))
      .map((entry) => `"${entry.q}" is ${texts.get(normalize(entry.q))}`);
    expect(copied).toEqual([]);
  });
});

describe('the normalization used for duplicates and titles', () => {
  it('ignores case, punctuation, apostrophes and link markup', () => {
    expect(normalize('Why is the Failure Detection Off?')).toBe('why is the failure detection off');
    expect(normalize("What's in the [email](/x/) you receive")).toBe('whats in the email you receive');
    expect(normalize('Fehlererkennung – überwachen!')).toBe('fehlererkennung überwachen');
  });
});
