/**
 * The search page's filters: which part of the site (docs or blog) and which part of the docs a result comes from.
 * Records carry them as facet attributes; the address carries them as ?type= and ?section=, so a filtered search
 * can be shared. Pure, and light: the search page's bundle imports it.
 */

/** The record attribute for the part of the site (`section`, 'docs' | 'blog') and the address parameter for it. */
export const TYPE_ATTRIBUTE = 'section';
export const TYPE_VALUES = ['docs', 'blog'] as const;
export type SiteSection = (typeof TYPE_VALUES)[number];

/** The record attribute for the part of the docs a page belongs to (null on posts). */
export const DOCS_SECTION_ATTRIBUTE = 'docsSection';
/** In the order the docs present them (the llms.txt sections, the navbar). */
export const DOCS_SECTIONS = ['user-guides', 'self-hosting', 'api', 'developer-guides'] as const;
export type DocsSection = (typeof DOCS_SECTIONS)[number];

/** Address parameter ↔ facet attribute. */
export const FILTER_PARAMS = { type: TYPE_ATTRIBUTE, section: DOCS_SECTION_ATTRIBUTE } as const;
export type FilterParam = keyof typeof FILTER_PARAMS;

export interface SearchFilters {
  type: SiteSection[];
  section: DocsSection[];
}

const ALLOWED: { [P in FilterParam]: readonly string[] } = { type: TYPE_VALUES, section: DOCS_SECTIONS };

/**
 * The filters of a query string: every ?type= and ?section= that names a known value (repeated parameters, as a
 * GET form sends them, or one comma-separated list), in their canonical order. Unknown values are dropped, so a
 * hand-edited address still searches.
 */
export function readSearchFilters(search: string): SearchFilters {
  const params = new URLSearchParams(search);
  const read = <P extends FilterParam>(name: P) => {
    const given = new Set(params.getAll(name).flatMap((value) => value.split(',')).map((value) => value.trim()));
    return ALLOWED[name].filter((value) => given.has(value)) as SearchFilters[P];
  };
  return { type: read('type'), section: read('section') };
}

/** The search page's address: ?q=…, then &type=… and &section=… (nothing for an empty query and no filters). */
export function searchPageUrl(path: string, query: string, filters: SearchFilters = { type: [], section: [] }): string {
  const params = new URLSearchParams();
  if (query) params.set('q', query);
  for (const name of Object.keys(FILTER_PARAMS) as FilterParam[]) {
    for (const value of ALLOWED[name]) if ((filters[name] as readonly string[]).includes(value)) params.append(name, value);
  }
  const search = params.toString().replace(/\+/g, '%20');
  return search ? `${path}?${search}` : path;
}

/** The facet refinements InstantSearch keeps for the filters, and back. */
export function filtersToRefinements(filters: SearchFilters): Record<string, string[]> {
  const refinements: Record<string, string[]> = {};
  if (filters.type.length) refinements[TYPE_ATTRIBUTE] = [...filters.type];
  if (filters.section.length) refinements[DOCS_SECTION_ATTRIBUTE] = [...filters.section];
  return refinements;
}

export function refinementsToFilters(refinements: Record<string, string[]> | undefined): SearchFilters {
  const pick = <P extends FilterParam>(name: P) => ALLOWED[name].filter((value) => (refinements?.[FILTER_PARAMS[name]] ?? []).includes(value)) as SearchFilters[P];
  return { type: pick('type'), section: pick('section') };
}

/** Whether two filter sets select the same values. */
export function sameFilters(a: SearchFilters, b: SearchFilters): boolean {
  return a.type.join() === b.type.join() && a.section.join() === b.section.join();
}
