/**
 * Navbar items as data: which item types exist, where an item goes, when it is active, which route a doc or
 * sidebar item stands for, and the errors a wrong item raises. Pure: the theme renders, this decides.
 */
import type { NavbarItemConfig } from './config/siteSchema';
import { docRoute } from './content/classify';
import { flattenRoutes, type Sidebars } from './docs/sidebars';

export const NAVBAR_ITEM_TYPES = ['default', 'dropdown', 'localeDropdown', 'search', 'html', 'doc', 'docSidebar', 'docsVersion', 'docsVersionDropdown'] as const;
export type NavbarItemType = (typeof NAVBAR_ITEM_TYPES)[number];

/** Thrown for an item whose `type` no component renders. */
export class UnknownNavbarItemTypeError extends Error {
  constructor(readonly type: string) {
    super(`No NavbarItem component found for type "${type}".`);
    this.name = 'UnknownNavbarItemTypeError';
  }
}

/** Thrown when a doc or docSidebar item points at nothing. */
export class NavbarItemConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'NavbarItemConfigError';
  }
}

/** The item's type, `default` when it has none; throws {@link UnknownNavbarItemTypeError} for any other value. */
export function getNavbarItemType(item: NavbarItemConfig): NavbarItemType {
  const type = (item.type ?? 'default') as string;
  if (!(NAVBAR_ITEM_TYPES as readonly string[]).includes(type)) throw new UnknownNavbarItemTypeError(type);
  return type as NavbarItemType;
}

/**
 * Wraps an error raised while rendering an item so the message shows the item's config (its position in the list
 * is not enough to find it in the site config). The original error stays as the cause.
 */
export function createNavbarItemError(item: NavbarItemConfig, cause: unknown): Error {
  return new Error(`A navbar item failed to render.\nPlease check this item of siteConfig.navbar.items (the site config, site.ts):\n${JSON.stringify(item, null, 2)}`, { cause });
}

/** Items without a position go to the right, as in the spec. */
export function splitNavbarItems<T extends Pick<NavbarItemConfig, 'position'>>(items: readonly T[]): { left: T[]; right: T[] } {
  return { left: items.filter((item) => item.position === 'left'), right: items.filter((item) => item.position !== 'left') };
}

/** True when the config has its own search item; otherwise the navbar adds a search button on the right. */
export function hasSearchItem(items: readonly NavbarItemConfig[]): boolean {
  return items.some((item) => item.type === 'search');
}

export interface ActiveContext {
  /** The docs sidebar of the current page (docs pages only). */
  activeSidebar?: string | null;
}

/**
 * Whether an item marks the current page. `activeBaseRegex` wins, then `activeBasePath` (a prefix); a dropdown is
 * active when one of its items is; a docSidebar item while a page of its sidebar is shown; anything else when its
 * route is the page's. `route` is the locale-free path (/docs/x/, never /de-DE/docs/x/).
 * @example isNavbarItemActive({ to: '/blog/', activeBasePath: '/blog/' }, '/blog/page/2/') === true
 */
export function isNavbarItemActive(item: NavbarItemConfig, route: string, context: ActiveContext = {}): boolean {
  if (item.activeBaseRegex && new RegExp(item.activeBaseRegex).test(route)) return true;
  if (item.activeBasePath && route.startsWith(item.activeBasePath)) return true;
  if (item.activeBaseRegex || item.activeBasePath) {
    // A dropdown with its own rule is still active for a page one of its items leads to (Docs and Help center).
    return item.type === 'dropdown' && (item.items ?? []).some((child) => isNavbarItemActive(child, route, context));
  }
  if (item.type === 'dropdown') return (item.items ?? []).some((child) => isNavbarItemActive(child, route, context));
  if (item.type === 'docSidebar') return Boolean(item.sidebarId) && context.activeSidebar === item.sidebarId;
  const to = item.to ?? (item.docId ? getDocItemRoute(item.docId) : undefined);
  return to !== undefined && stripQueryAndHash(to) === route;
}

function stripQueryAndHash(path: string): string {
  return path.replace(/[?#].*$/, '');
}

/**
 * The route of a doc id (its path under content/docs without the extension).
 * @example getDocItemRoute('user-guides/klipper-setup') === '/docs/user-guides/klipper-setup/'
 * @example getDocItemRoute('api/index') === '/docs/api/'
 */
export function getDocItemRoute(docId: string): string {
  return docRoute(`${docId}.mdx`);
}

export interface SidebarLinkConfig {
  label: string;
  /** The sidebar's first doc. */
  link: string | null;
}

/** The first doc of a sidebar, which a docSidebar item links to. */
export function getSidebarItemRoute(sidebarId: string, sidebars: Readonly<Record<string, SidebarLinkConfig>>): string {
  const sidebar = sidebars[sidebarId];
  if (!sidebar) throw new NavbarItemConfigError(`A docSidebar navbar item names the sidebar "${sidebarId}", which does not exist; the sidebars are ${Object.keys(sidebars).join(', ')}.`);
  if (!sidebar.link) throw new NavbarItemConfigError(`A docSidebar navbar item names the sidebar "${sidebarId}", which has no link (no doc to open).`);
  return sidebar.link;
}

/**
 * Checks every item at build time against the docs that exist, so a wrong type, docId or sidebarId fails the build
 * instead of the page. A docSidebar item needs a sidebar of siteConfig.docs.sidebars whose link is a doc.
 */
export function validateNavbarItems(
  items: readonly NavbarItemConfig[],
  docRoutes: ReadonlySet<string>,
  sidebarLinks: Readonly<Record<string, SidebarLinkConfig>>,
  /** Where `items` sit in the site config, for the error message. */
  where = 'navbar.items',
): void {
  items.forEach((item, index) => {
    const location = `${where}[${index}]`;
    try {
      const type = getNavbarItemType(item);
      if (type === 'doc') {
        if (!item.docId) throw new Error(`A doc navbar item needs a docId: ${JSON.stringify(item)}`);
        if (!docRoutes.has(getDocItemRoute(item.docId))) throw new Error(`A doc navbar item names the doc id "${item.docId}", but no file content/docs/${item.docId}.mdx exists.`);
      }
      if (type === 'docSidebar') {
        const link = getSidebarItemRoute(item.sidebarId ?? '', sidebarLinks);
        if (!docRoutes.has(link)) throw new Error(`The sidebar "${item.sidebarId}" links to ${link}, which no doc provides.`);
      }
    } catch (error) {
      const label = item.label ? ` ("${item.label}")` : '';
      throw new NavbarItemConfigError(`src/config/site.ts, ${location}${label}: ${(error as Error).message}`);
    }
    if (item.items) validateNavbarItems(item.items, docRoutes, sidebarLinks, `${location}.items`);
  });
}

/** The sidebars whose configured link is not their first doc (the site config against content/sidebars.yaml). */
export function findStaleSidebarLinks(sidebars: Sidebars, sidebarLinks: Readonly<Record<string, SidebarLinkConfig>>): string[] {
  return Object.entries(sidebarLinks)
    .filter(([name, config]) => sidebars[name] && flattenRoutes(sidebars[name])[0] !== config.link)
    .map(([name, config]) => `${name}: the config links to ${config.link}, but the sidebar starts with ${flattenRoutes(sidebars[name])[0]}`);
}
