/**
 * The two docs sidebars (guideSidebar, developerSidebar) from content/sidebars.yaml, resolved against the
 * docs that exist: labels, previous/next order, breadcrumbs and the cards of a category page.
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

export class SidebarError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SidebarError';
  }
}

type Raw = unknown;

/** A category's key: camelCase words joined by dots ("gettingStarted", "selfHostedServer.advanced"). */
const CATEGORY_KEY = /^[a-z][A-Za-z0-9]*(\.[a-z][A-Za-z0-9]*)*$/;

function resolveItem(raw: Raw, docs: ReadonlyMap<string, DocInfo>, where: string): SidebarItem {
  const docLabel = (route: string): string => {
    const doc = docs.get(route);
    if (!doc) throw new SidebarError(`${where}: no doc has the route "${route}" (check content/docs/)`);
    return doc.sidebarLabel ?? doc.title;
  };
  if (typeof raw === 'string') return { type: 'doc', route: raw, label: docLabel(raw) };
  if (raw && typeof raw === 'object') {
    const item = raw as Record<string, unknown>;
    if (item.type === 'doc' && typeof item.route === 'string') {
      const label = typeof item.label === 'string' ? item.label : docLabel(item.route);
      docLabel(item.route);
      return { type: 'doc', route: item.route, label };
    }
    if (item.type === 'category' && typeof item.label === 'string' && Array.isArray(item.items)) {
      const link = typeof item.link === 'string' ? item.link : null;
      if (link) docLabel(link);
      const inner = `${where} > ${item.label}`;
      if (typeof item.key !== 'string' || !CATEGORY_KEY.test(item.key)) {
        throw new SidebarError(`${inner}: key must be the category's role name in camelCase (such as "gettingStarted"); got ${JSON.stringify(item.key)}`);
      }
      return {
        type: 'category',
        label: item.label,
        key: item.key,
        link,
        items: item.items.map((child, index) => resolveItem(child, docs, `${inner}[${index}]`)),
      };
    }
  }
  throw new SidebarError(`${where}: an item must be a doc route, {type: doc, route, label} or {type: category, label, key, items}`);
}

/** Resolves the parsed YAML (an object of sidebar name -> item list) against the known docs. */
export function buildSidebars(raw: unknown, docs: readonly DocInfo[], file = 'content/sidebars.yaml'): Sidebars {
  if (!raw || typeof raw !== 'object') throw new SidebarError(`${file}: must map sidebar names to item lists`);
  const byRoute = new Map(docs.map((doc) => [doc.route, doc]));
  const sidebars: Sidebars = {};
  for (const [name, items] of Object.entries(raw as Record<string, unknown>)) {
    if (!Array.isArray(items)) throw new SidebarError(`${file}: sidebar "${name}" must be a list`);
    sidebars[name] = items.map((item, index) => resolveItem(item, byRoute, `${file}: ${name}[${index}]`));
  }
  return sidebars;
}

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
