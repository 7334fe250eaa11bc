import { siteConfig, type NavbarItemConfig } from './site';
import { featuredGuides } from './help';
import { homeSections } from './home';
import { getDocItemRoute } from '../lib/navbar';

/** Every internal route the site's own chrome (navbar, footer, home page, help center) links to. */
export function chromeRoutes(): string[] {
  const fromNavbar = (items: readonly NavbarItemConfig[]): string[] =>
    items.flatMap((item) => [
      ...(item.to ? [item.to] : []),
      ...(item.docId ? [getDocItemRoute(item.docId)] : []),
      ...(item.sidebarId ? [siteConfig.docs.sidebars[item.sidebarId as keyof typeof siteConfig.docs.sidebars]?.link ?? ''].filter(Boolean) : []),
      ...fromNavbar(item.items ?? []),
    ]);
  const routes = [
    ...fromNavbar(siteConfig.navbar.items),
    ...siteConfig.footer.links.flatMap((column) => column.items.flatMap((item) => (item.to ? [item.to] : []))),
    ...featuredGuides,
    ...homeSections.map((section) => section.to),
    siteConfig.docs.mainDocRoute,
  ];
  return [...new Set(routes)];
}
