/**
 * The two docs sidebars (guideSidebar, developerSidebar) from content/sidebars.yaml, resolved against the
 * docs that exist (./sidebarsFile reads the file): labels, previous/next order, breadcrumbs and the cards of a
 * category page.
 */

export interface DocInfo {
  route: string;
  title: string;
  sidebarLabel: string | null;
  description: string;
}

export interface SidebarDocItem {
  type: 'doc';
  route: string;
  label: string;
}

export interface SidebarCategoryItem {
  type: 'category';
  label: string;
  /** Role name: the label's catalogue key is `sidebar.<key>`, so renaming the label keeps its translations. */
  key: string;
  /** The doc shown when the category label is clicked. */
  link: string | null;
  items: SidebarItem[];
}

export type SidebarItem = SidebarDocItem | SidebarCategoryItem;
export type Sidebars = Record<string, SidebarItem[]>;

/** Every route a sidebar reaches, in reading order (category links before their items), first occurrence only. */
export function flattenRoutes(items: readonly SidebarItem[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  const visit = (list: readonly SidebarItem[]) => {
    for (const item of list) {
      const route = item.type === 'doc' ? item.route : item.link;
      if (route && !seen.has(route)) {
        seen.add(route);
        out.push(route);
      }
      if (item.type === 'category') visit(item.items);
    }
  };
  visit(items);
  return out;
}

/** The name of the first sidebar that lists the route, or null for unlisted pages. */
export function findSidebar(sidebars: Sidebars, route: string): string | null {
  for (const [name, items] of Object.entries(sidebars)) {
    if (flattenRoutes(items).includes(route)) return name;
  }
  return null;
}

export interface NavLink {
  route: string;
  label: string;
}

/** A category on the way to a page: its link ('' without one), label and key (for the label's translations). */
export interface Breadcrumb extends NavLink {
  key: string;
}

function labelOf(items: readonly SidebarItem[], route: string): string | null {
  for (const item of items) {
    if (item.type === 'doc' && item.route === route) return item.label;
    if (item.type === 'category') {
      if (item.link === route) return item.label;
      const inner = labelOf(item.items, route);
      if (inner) return inner;
    }
  }
  return null;
}

/** Previous and next pages in the sidebar's reading order. */
export function getPrevNext(items: readonly SidebarItem[], route: string): { previous: NavLink | null; next: NavLink | null } {
  const order = flattenRoutes(items);
  const index = order.indexOf(route);
  if (index < 0) return { previous: null, next: null };
  const link = (target: string | undefined): NavLink | null =>
    target ? { route: target, label: labelOf(items, target) ?? target } : null;
  return { previous: link(order[index - 1]), next: link(order[index + 1]) };
}

/** The categories leading to a route (outermost first), for breadcrumbs. */
export function getBreadcrumbs(items: readonly SidebarItem[], route: string): Breadcrumb[] {
  const walk = (list: readonly SidebarItem[], trail: Breadcrumb[]): Breadcrumb[] | null => {
    for (const item of list) {
      if (item.type === 'doc' && item.route === route) return trail;
      if (item.type === 'category') {
        const crumb = { route: item.link ?? '', label: item.label, key: item.key };
        if (item.link === route) return trail;
        const found = walk(item.items, [...trail, crumb]);
        if (found) return found;
      }
    }
    return null;
  };
  return walk(items, []) ?? [];
}

export interface DocCard {
  route: string;
  label: string;
  description: string;
  /** For a sub-category card: how many pages it holds. */
  count: number | null;
}

/** The cards of a category landing page: the items of the category whose link is `route`. */
export function getCategoryCards(items: readonly SidebarItem[], route: string, docs: readonly DocInfo[]): DocCard[] {
  const byRoute = new Map(docs.map((doc) => [doc.route, doc]));
  const find = (list: readonly SidebarItem[]): SidebarCategoryItem | null => {
    for (const item of list) {
      if (item.type !== 'category') continue;
      if (item.link === route) return item;
      const inner = find(item.items);
      if (inner) return inner;
    }
    return null;
  };
  const category = find(items);
  if (!category) return [];
  return category.items.flatMap((item): DocCard[] => {
    if (item.type === 'doc') {
      return [{ route: item.route, label: item.label, description: byRoute.get(item.route)?.description ?? '', count: null }];
    }
    const routes = flattenRoutes(item.items);
    const target = item.link ?? routes[0];
    if (!target) return [];
    return [{ route: target, label: item.label, description: '', count: routes.length }];
  });
}

/** True when the category contains the route (directly or below): such categories start expanded. */
export function categoryContains(category: SidebarCategoryItem, route: string): boolean {
  return category.link === route || flattenRoutes(category.items).includes(route);
}

/** The label of the top-level category holding (or linking to) a route, for grouping search results. */
export function getTopCategory(items: readonly SidebarItem[], route: string): string | null {
  for (const item of items) {
    if (item.type === 'category' && categoryContains(item, route)) return item.label;
  }
  return null;
}

/**
 * The sidebar without the given routes (unlisted docs, docs a build leaves out): their items go, a category linking
 * to one keeps its items without the link, and a category left with neither goes too.
 */
export function withoutRoutes(items: readonly SidebarItem[], hidden: ReadonlySet<string>): SidebarItem[] {
  if (hidden.size === 0) return [...items];
  return items.flatMap((item): SidebarItem[] => {
    if (item.type === 'doc') return hidden.has(item.route) ? [] : [item];
    const link = item.link && hidden.has(item.link) ? null : item.link;
    const inner = withoutRoutes(item.items, hidden);
    return !link && inner.length === 0 ? [] : [{ ...item, link, items: inner }];
  });
}
