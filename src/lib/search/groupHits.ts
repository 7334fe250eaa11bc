import type { SearchHit } from './types';

export interface PageGroup {
  url: string;
  title: string;
  /** lvl0 › lvl1, for the breadcrumb under the title. */
  breadcrumb: string[];
  hits: SearchHit[];
}

/** Groups hits by page, in the order their pages first appear. */
export function groupHitsByPage(hits: readonly SearchHit[]): PageGroup[] {
  const groups = new Map<string, PageGroup>();
  for (const hit of hits) {
    let group = groups.get(hit.url_without_anchor);
    if (!group) {
      group = {
        url: hit.url_without_anchor,
        title: hit.hierarchy.lvl1 ?? hit.url_without_anchor,
        breadcrumb: [hit.hierarchy.lvl0, hit.hierarchy.lvl1].filter((part): part is string => Boolean(part)),
        hits: [],
      };
      groups.set(hit.url_without_anchor, group);
    }
    group.hits.push(hit);
  }
  return [...groups.values()];
}
