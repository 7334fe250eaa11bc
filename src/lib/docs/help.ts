import { flattenRoutes, type DocInfo, type Sidebars } from './sidebars';
import { labelKey } from '../i18n/translations';

export interface HelpLink {
  route: string;
  title: string;
  description: string;
}

export interface HelpTopic {
  label: string;
  /** The label's catalogue key. */
  labelKey: string;
  links: HelpLink[];
}

/**
 * The help center's content: featured guides (those that exist) and the guide sidebar's top-level categories
 * as topics, each listing its pages.
 */
export function buildHelpCenter(sidebars: Sidebars, docs: readonly DocInfo[], featured: readonly string[]): { featured: HelpLink[]; topics: HelpTopic[] } {
  const byRoute = new Map(docs.map((doc) => [doc.route, doc]));
  const toLink = (route: string): HelpLink[] => {
    const doc = byRoute.get(route);
    return doc ? [{ route, title: doc.title, description: doc.description }] : [];
  };
  const topics: HelpTopic[] = [];
  const loose: HelpLink[] = [];
  for (const item of sidebars.guideSidebar ?? []) {
    if (item.type === 'category') {
      const routes = [...(item.link ? [item.link] : []), ...flattenRoutes(item.items)];
      topics.push({ label: item.label, labelKey: labelKey('sidebar', item.key), links: [...new Set(routes)].flatMap(toLink) });
    } else {
      loose.push(...toLink(item.route));
    }
  }
  if (loose.length > 0) topics.push({ label: 'More help', labelKey: 'help.moreHelp', links: loose });
  return { featured: featured.flatMap(toLink), topics: topics.filter((topic) => topic.links.length > 0) };
}
