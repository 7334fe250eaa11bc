/**
 * The print pages' plan, from the sidebars: which docs a print page shows and in what order, the in-document anchor
 * of each doc, and the table of contents (nested like the sidebar). Pure: the post-build step
 * (src/node/printPages.ts) gives it the sidebars and the labels.
 */
import { flattenRoutes, type SidebarItem, type Sidebars } from '../docs/sidebars';

/** The route of the whole manual's print page; a sidebar's is `${PRINT_ROUTE}<printSlug(name)>/`. */
export const PRINT_ROUTE = '/docs/print/';

/** A sidebar's part of its print route: `guideSidebar` -> `guide-sidebar`. */
export function printSlug(sidebarName: string): string {
  return sidebarName
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .toLowerCase()
    .replace(/[^a-z0-9-]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The print route of a sidebar, or of the whole manual (null). */
export function printRoute(sidebarName: string | null): string {
  return sidebarName ? `${PRINT_ROUTE}${printSlug(sidebarName)}/` : PRINT_ROUTE;
}

/** Ids the print page itself uses: no doc anchor may take them. */
export const RESERVED_IDS = new Set(['print-title', 'print-contents', 'print-contents-title', 'main']);

/** A doc's anchor from its route: `/docs/user-guides/klipper-setup/` -> `user-guides-klipper-setup`, `/docs/` -> `docs`. */
export function docSlug(route: string): string {
  const rest = route.replace(/^\/docs\//, '').replace(/\/+$/, '');
  const slug = rest
    .toLowerCase()
    .replace(/[^a-z0-9_]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug || 'docs';
}

/** Each route's anchor (docSlug), made unique in order (a later clash gets `-2`, `-3`…) and kept off RESERVED_IDS. */
export function assignAnchors(routes: readonly string[]): Map<string, string> {
  const taken = new Set(RESERVED_IDS);
  const anchors = new Map<string, string>();
  for (const route of routes) {
    if (anchors.has(route)) continue;
    const base = docSlug(route);
    let anchor = base;
    for (let n = 2; taken.has(anchor); n++) anchor = `${base}-${n}`;
    taken.add(anchor);
    anchors.set(route, anchor);
  }
  return anchors;
}

/** The in-document target of a heading (or any id) of a doc: `<doc anchor>--<id>`. */
export function headingAnchor(docAnchor: string, id: string): string {
  return `${docAnchor}--${id}`;
}

export interface PrintScope {
  /** The sidebar, or null for the whole manual. */
  sidebar: string | null;
  route: string;
  /** Top-level TOC groups: one per sidebar for the whole manual, the sidebar's own items for one sidebar. */
  items: SidebarItem[];
  /** The docs in sidebar order, each once (a doc the sidebars list twice is printed where it first appears). */
  routes: string[];
}

/**
 * The print pages: the whole manual (every sidebar in the file's order, each as a top-level group labelled by
 * `sidebarLabel`), then one per sidebar. Routes missing from `available` (docs not built) are left out.
 */
export function printScopes(sidebars: Sidebars, sidebarLabel: (name: string) => string, available: (route: string) => boolean = () => true): PrintScope[] {
  const keep = (items: readonly SidebarItem[]): SidebarItem[] =>
    items.flatMap((item): SidebarItem[] => {
      if (item.type === 'doc') return available(item.route) ? [item] : [];
      const children = keep(item.items);
      const link = item.link && available(item.link) ? item.link : null;
      return children.length > 0 || link ? [{ ...item, link, items: children }] : [];
    });
  const names = Object.keys(sidebars);
  const perSidebar = names.map((name) => {
    const items = keep(sidebars[name]);
    return { sidebar: name, route: printRoute(name), items, routes: flattenRoutes(items) };
  });
  const whole: PrintScope = {
    sidebar: null,
    route: PRINT_ROUTE,
    items: perSidebar.filter((scope) => scope.items.length > 0).map((scope) => ({ type: 'category', label: sidebarLabel(scope.sidebar), key: `print.${scope.sidebar}`, link: null, items: scope.items })),
    routes: [...new Set(perSidebar.flatMap((scope) => scope.routes))],
  };
  return [whole, ...perSidebar.filter((scope) => scope.items.length > 0)];
}

export interface TocEntry {
  label: string;
  /** The in-document target (`#anchor`), or null for a category without a doc of its own. */
  href: string | null;
  children: TocEntry[];
}

/**
 * The table of contents of a scope: the sidebar's nesting, each doc linking to its anchor. `docLabel` names a doc
 * (its title in the page's locale), `categoryLabel` a category (its translated label).
 */
export function tocEntries(
  items: readonly SidebarItem[],
  anchors: ReadonlyMap<string, string>,
  docLabel: (route: string, sidebarLabel: string) => string,
  categoryLabel: (item: Extract<SidebarItem, { type: 'category' }>) => string,
): TocEntry[] {
  const href = (route: string | null) => {
    const anchor = route ? anchors.get(route) : undefined;
    return anchor ? `#${anchor}` : null;
  };
  return items.map((item) =>
    item.type === 'doc'
      ? { label: docLabel(item.route, item.label), href: href(item.route), children: [] }
      : { label: categoryLabel(item), href: href(item.link), children: tocEntries(item.items, anchors, docLabel, categoryLabel) },
  );
}
