import fs from 'fs';
import path from 'path';
import yaml from 'js-yaml';
import type { NavbarItemConfig } from '../../src/config/site';
import { siteConfig } from '../../src/config/site';
import {
  createNavbarItemError,
  findStaleSidebarLinks,
  getDocItemRoute,
  getNavbarItemType,
  getSidebarItemRoute,
  hasSearchItem,
  isNavbarItemActive,
  splitNavbarItems,
  validateNavbarItems,
} from '../../src/lib/navbar';
import type { Sidebars } from '../../src/lib/docs/sidebars';

describe('getNavbarItemType', () => {
  it('defaults to a link and knows every type of the spec', () => {
    expect(getNavbarItemType({ label: 'Blog', to: '/blog/' })).toBe('default');
    for (const type of ['dropdown', 'localeDropdown', 'search', 'html', 'doc', 'docSidebar', 'docsVersion', 'docsVersionDropdown'] as const) {
      expect(getNavbarItemType({ type })).toBe(type);
    }
  });

  it('throws for an unknown type, naming it', () => {
    expect(() => getNavbarItemType({ type: 'docsSidebar' } as unknown as NavbarItemConfig)).toThrow('No NavbarItem component found for type "docsSidebar".');
  });
});

describe('isNavbarItemActive', () => {
  it.each([
    [{ to: '/blog/' }, '/blog/', true],
    [{ to: '/blog/' }, '/blog/page/2/', false],
    [{ to: '/blog/', activeBasePath: '/blog/' }, '/blog/page/2/', true],
    [{ to: '/blog/', activeBasePath: '/blog/' }, '/docs/', false],
    [{ to: '/docs/api/', activeBaseRegex: '^/docs/(api|developer-guides)/' }, '/docs/developer-guides/contribute/', true],
    [{ to: '/docs/api/', activeBaseRegex: '^/docs/(api|developer-guides)/' }, '/docs/api/', true],
    [{ to: '/docs/api/', activeBaseRegex: '^/docs/(api|developer-guides)/' }, '/docs/user-guides/', false],
    // The regex wins over the base path.
    [{ to: '/x/', activeBasePath: '/docs/', activeBaseRegex: '^/blog/' }, '/blog/a/', true],
    [{ href: 'https://www.obico.io/pricing/' }, '/pricing/', false],
    [{ to: '/search/?q=klipper' }, '/search/', true],
    [{ type: 'doc', docId: 'user-guides/klipper-setup' }, '/docs/user-guides/klipper-setup/', true],
    [{ type: 'doc', docId: 'api/index' }, '/docs/api/', true],
  ] as Array<[NavbarItemConfig, string, boolean]>)('%j on %s -> %s', (item, route, expected) => {
    expect(isNavbarItemActive(item, route)).toBe(expected);
  });

  const docs: NavbarItemConfig = {
    type: 'dropdown',
    label: 'Docs',
    activeBasePath: '/docs/',
    items: [
      { label: 'User guides', type: 'docSidebar', sidebarId: 'guideSidebar' },
      { label: 'Help center', to: '/help/' },
    ],
  };

  it('marks a dropdown active by its own rule or by one of its items', () => {
    expect(isNavbarItemActive(docs, '/docs/server-guides/')).toBe(true);
    expect(isNavbarItemActive(docs, '/help/')).toBe(true);
    expect(isNavbarItemActive(docs, '/blog/')).toBe(false);
    expect(isNavbarItemActive({ type: 'dropdown', label: 'About', items: [{ label: 'Contact', to: '/contact/' }] }, '/contact/')).toBe(true);
  });

  it('marks a docSidebar item active on the pages of its sidebar', () => {
    const item: NavbarItemConfig = { type: 'docSidebar', sidebarId: 'guideSidebar', label: 'User guides' };
    expect(isNavbarItemActive(item, '/docs/user-guides/klipper-setup/', { activeSidebar: 'guideSidebar' })).toBe(true);
    expect(isNavbarItemActive(item, '/docs/server-guides/', { activeSidebar: 'developerSidebar' })).toBe(false);
    expect(isNavbarItemActive(item, '/blog/', { activeSidebar: null })).toBe(false);
  });
});

describe('item routes', () => {
  it('a doc id is its path under content/docs', () => {
    expect(getDocItemRoute('user-guides/klipper-setup')).toBe('/docs/user-guides/klipper-setup/');
    expect(getDocItemRoute('developer-guides/plugins/index')).toBe('/docs/developer-guides/plugins/');
  });

  it('a docSidebar item links to the configured first doc, and fails for a missing sidebar or link', () => {
    const sidebars = { guideSidebar: { label: 'Guides', link: '/docs/a/' }, empty: { label: 'Empty', link: null } };
    expect(getSidebarItemRoute('guideSidebar', sidebars)).toBe('/docs/a/');
    expect(() => getSidebarItemRoute('apiSidebar', sidebars)).toThrow('names the sidebar "apiSidebar", which does not exist; the sidebars are guideSidebar, empty');
    expect(() => getSidebarItemRoute('empty', sidebars)).toThrow('has no link');
  });
});

describe('groups and the search button', () => {
  it('items without a position go right', () => {
    const { left, right } = splitNavbarItems([{ label: 'a', position: 'left' }, { label: 'b' }, { label: 'c', position: 'right' }]);
    expect(left.map((item) => item.label)).toEqual(['a']);
    expect(right.map((item) => item.label)).toEqual(['b', 'c']);
  });

  it('knows whether a search item is configured', () => {
    expect(hasSearchItem(siteConfig.navbar.items)).toBe(false);
    expect(hasSearchItem([{ type: 'search', position: 'right' }])).toBe(true);
  });
});

describe('createNavbarItemError', () => {
  it('names the config of the failing item and keeps the cause', () => {
    const cause = new Error('boom');
    const error = createNavbarItemError({ type: 'doc', docId: 'nope', label: 'Nope' }, cause);
    expect(error.message).toContain('A navbar item failed to render');
    expect(error.message).toContain('"docId": "nope"');
    expect((error as Error & { cause?: unknown }).cause).toBe(cause);
  });
});

describe('validateNavbarItems (build time)', () => {
  const links = { guideSidebar: { label: 'Guides', link: '/docs/a/' } };
  const docs = new Set(['/docs/a/', '/docs/b/']);

  it('accepts items that point at existing docs and sidebars', () => {
    expect(() => validateNavbarItems([{ type: 'dropdown', label: 'Docs', items: [{ type: 'doc', docId: 'b', label: 'B' }, { type: 'docSidebar', sidebarId: 'guideSidebar' }] }], docs, links)).not.toThrow();
  });

  it.each([
    [{ type: 'doc', docId: 'missing' }, 'names the doc id "missing", but no file content/docs/missing.mdx exists'],
    [{ type: 'doc' }, 'needs a docId'],
    [{ type: 'docSidebar', sidebarId: 'other' }, 'names the sidebar "other", which does not exist'],
    [{ type: 'dropdown', items: [{ type: 'unknown' }] }, 'No NavbarItem component found for type "unknown"'],
  ] as Array<[NavbarItemConfig, string]>)('rejects %j', (item, message) => {
    expect(() => validateNavbarItems([item], docs, links)).toThrow(message);
  });

  it("names the faulty item's place in the site config", () => {
    const items = [
      { type: 'doc', docId: 'a', label: 'A' },
      { type: 'dropdown', label: 'Docs', items: [{ type: 'doc', docId: 'b', label: 'B' }, { type: 'doc', docId: 'gone', label: 'Gone' }] },
    ] as NavbarItemConfig[];
    expect(() => validateNavbarItems(items, docs, links)).toThrow(
      'src/config/site.ts, navbar.items[1].items[1] ("Gone"): A doc navbar item names the doc id "gone", but no file content/docs/gone.mdx exists.',
    );
  });

  it('finds a sidebar link that is not the sidebar first doc', () => {
    const sidebars: Sidebars = { guideSidebar: [{ type: 'doc', route: '/docs/b/', label: 'B' }] };
    expect(findStaleSidebarLinks(sidebars, links)).toEqual(['guideSidebar: the config links to /docs/a/, but the sidebar starts with /docs/b/']);
  });
});

describe('the site config', () => {
  it('links each docSidebar item to the first doc of its sidebar in content/sidebars.yaml', () => {
    const raw = yaml.load(fs.readFileSync(path.join(__dirname, '../../content/sidebars.yaml'), 'utf8')) as Record<string, unknown[]>;
    // Only the route order matters here, so the raw YAML is flattened without resolving labels.
    const firstRoute = (items: unknown[]): string | undefined => {
      for (const item of items) {
        if (typeof item === 'string') return item;
        const entry = item as { route?: string; link?: string; items?: unknown[] };
        if (entry.route) return entry.route;
        if (entry.link) return entry.link;
        const inner = firstRoute(entry.items ?? []);
        if (inner) return inner;
      }
      return undefined;
    };
    for (const [name, config] of Object.entries(siteConfig.docs.sidebars)) expect([name, firstRoute(raw[name])]).toEqual([name, config.link]);
  });
});
