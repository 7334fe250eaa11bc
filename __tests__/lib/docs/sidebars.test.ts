import fs from 'fs';
import path from 'path';
import yaml from 'js-yaml';
import { findSidebar, flattenRoutes, getBreadcrumbs, getCategoryCards, getPrevNext, type DocInfo } from '../../../src/lib/docs/sidebars';
import { buildSidebars, SidebarError } from '../../../src/lib/docs/sidebarsFile';
import { docRoute } from '../../../src/lib/content/classify';
import { buildHelpCenter } from '../../../src/lib/docs/help';

const doc = (route: string, title: string, sidebarLabel: string | null = null): DocInfo => ({ route, title, sidebarLabel, description: `About ${title}` });
const docs = [
  doc('/docs/a/', 'Getting started with A', 'Start'),
  doc('/docs/a/one/', 'One'),
  doc('/docs/a/two/', 'Two'),
  doc('/docs/b/', 'B'),
  doc('/docs/b/deep/', 'Deep'),
  doc('/docs/c/', 'C'),
];
const raw = {
  main: [
    { type: 'category', label: 'Alpha', key: 'alpha', link: '/docs/a/', items: ['/docs/a/one/', { type: 'doc', route: '/docs/a/two/', label: 'Second' }] },
    { type: 'category', label: 'Beta', key: 'beta', items: [{ type: 'category', label: 'Inner', key: 'beta.inner', items: ['/docs/b/deep/'] }, '/docs/a/one/'] },
    '/docs/c/',
  ],
  other: ['/docs/b/'],
};

describe('buildSidebars', () => {
  const sidebars = buildSidebars(raw, docs);

  it('labels docs with sidebar_label, then title, unless the item sets a label', () => {
    const alpha = sidebars.main[0];
    expect(alpha).toMatchObject({ type: 'category', label: 'Alpha', key: 'alpha', link: '/docs/a/' });
    expect(alpha.type === 'category' && alpha.items.map((item) => item.type === 'doc' && item.label)).toEqual(['One', 'Second']);
  });

  it('an unknown route is an error naming the sidebar position and the route', () => {
    expect(() => buildSidebars({ main: ['/docs/missing/'] }, docs)).toThrow(SidebarError);
    expect(() => buildSidebars({ main: [{ type: 'category', label: 'X', key: 'x', items: ['/docs/missing/'] }] }, docs)).toThrow(
      'content/sidebars.yaml: main[0] > X[0]: no doc has the route "/docs/missing/"',
    );
  });

  it('a malformed item is an error', () => {
    expect(() => buildSidebars({ main: [{ label: 'no type' }] }, docs)).toThrow(/an item must be/);
    expect(() => buildSidebars({ main: 'nope' }, docs)).toThrow(/must be a list/);
  });

  it('a category without a role-name key is an error naming it: its label could not be translated', () => {
    expect(() => buildSidebars({ main: [{ type: 'category', label: 'Setup', items: ['/docs/c/'] }] }, docs)).toThrow(
      'content/sidebars.yaml: main[0]: field "key" is required: the category\'s role name in camelCase (such as "gettingStarted"), its label\'s catalogue key',
    );
    expect(() => buildSidebars({ main: [{ type: 'category', label: 'Setup', key: 'Getting Started', items: ['/docs/c/'] }] }, docs)).toThrow(
      'content/sidebars.yaml: main[0]: field "key" must be the category\'s role name in camelCase (such as "gettingStarted")',
    );
  });

  it('an item of an unknown type names its place in the file and the type', () => {
    expect(() => buildSidebars({ main: ['/docs/c/', { type: 'category', label: 'Alpha', key: 'alpha', items: ['/docs/a/one/', { type: 'link', href: 'https://example.com/' }] }] }, docs)).toThrow(
      'content/sidebars.yaml: main[1] > Alpha[1]: an item must be a doc route, {type: doc, route, label} or {type: category, label, key, link, items} (this one has the unknown type "link")',
    );
  });

  it('a wrong field of an item is named with the item', () => {
    expect(() => buildSidebars({ main: [{ type: 'category', items: ['/docs/c/'] }] }, docs)).toThrow('content/sidebars.yaml: main[0]: field "label" is required');
    expect(() => buildSidebars({ main: [{ type: 'doc', route: '/docs/c/', lable: 'C' }] }, docs)).toThrow('content/sidebars.yaml: main[0]: field "lable" is not a known field');
    expect(() => buildSidebars({ main: [{ type: 'category', label: 'A', key: 'a', items: ['/docs/c'] }] }, docs)).toThrow(
      'content/sidebars.yaml: main[0] > A[0]: field "route" must be a doc route that starts and ends with "/"',
    );
    expect(() => buildSidebars({ main: [42] }, docs)).toThrow('content/sidebars.yaml: main[0]: an item must be a doc route');
    expect(() => buildSidebars(null, docs)).toThrow('content/sidebars.yaml: must map sidebar names to item lists');
  });

  it('flattens in reading order, first occurrence only', () => {
    expect(flattenRoutes(sidebars.main)).toEqual(['/docs/a/', '/docs/a/one/', '/docs/a/two/', '/docs/b/deep/', '/docs/c/']);
  });

  it('finds the sidebar of a page', () => {
    expect(findSidebar(sidebars, '/docs/b/deep/')).toBe('main');
    expect(findSidebar(sidebars, '/docs/b/')).toBe('other');
    expect(findSidebar(sidebars, '/docs/unlisted/')).toBeNull();
  });

  it('gives previous and next links across categories', () => {
    expect(getPrevNext(sidebars.main, '/docs/a/')).toEqual({ previous: null, next: { route: '/docs/a/one/', label: 'One' } });
    expect(getPrevNext(sidebars.main, '/docs/a/two/')).toEqual({ previous: { route: '/docs/a/one/', label: 'One' }, next: { route: '/docs/b/deep/', label: 'Deep' } });
    expect(getPrevNext(sidebars.main, '/docs/c/').next).toBeNull();
  });

  it('builds breadcrumbs from the categories', () => {
    expect(getBreadcrumbs(sidebars.main, '/docs/b/deep/').map((crumb) => crumb.label)).toEqual(['Beta', 'Inner']);
    expect(getBreadcrumbs(sidebars.main, '/docs/a/one/')).toEqual([{ route: '/docs/a/', label: 'Alpha', key: 'alpha' }]);
    expect(getBreadcrumbs(sidebars.main, '/docs/a/')).toEqual([]);
  });

  it('gives a category page the cards of its items', () => {
    expect(getCategoryCards(sidebars.main, '/docs/a/', docs)).toEqual([
      { route: '/docs/a/one/', label: 'One', description: 'About One', count: null },
      { route: '/docs/a/two/', label: 'Second', description: 'About Two', count: null },
    ]);
    expect(getCategoryCards(sidebars.main, '/docs/c/', docs)).toEqual([]);
  });
});

describe('the real sidebars and docs', () => {
  const root = path.resolve(__dirname, '../../../content');
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.mdx')) files.push(path.relative(path.join(root, 'docs'), full));
    }
  };
  walk(path.join(root, 'docs'));
  const realDocs = files.map((file) => {
    const front = yaml.load(/^---\n([\s\S]*?)\n---/.exec(fs.readFileSync(path.join(root, 'docs', file), 'utf8'))?.[1] ?? '') as Record<string, string>;
    return doc(docRoute(file), front.title, front.sidebar_label ?? null);
  });
  const sidebars = buildSidebars(yaml.load(fs.readFileSync(path.join(root, 'sidebars.yaml'), 'utf8')), realDocs);

  it('the guide sidebar starts at getting-started and the developer sidebar at /docs/server-guides/', () => {
    expect(flattenRoutes(sidebars.guideSidebar)[0]).toBe('/docs/user-guides/getting-started/');
    expect(flattenRoutes(sidebars.developerSidebar)[0]).toBe('/docs/server-guides/');
  });

  it('the getting-started page shows cards for the Klipper and OctoPrint setup guides', () => {
    const cards = getCategoryCards(sidebars.guideSidebar, '/docs/user-guides/getting-started/', realDocs);
    expect(cards.map((card) => card.route)).toEqual(['/docs/user-guides/klipper-setup/', '/docs/user-guides/octoprint-plugin-setup/']);
  });

  it('the help center features existing guides and groups the guide sidebar by topic', () => {
    const help = buildHelpCenter(sidebars, realDocs, ['/docs/user-guides/klipper-setup/', '/docs/user-guides/not-a-page/']);
    expect(help.featured.map((link) => link.route)).toEqual(['/docs/user-guides/klipper-setup/']);
    expect(help.topics.map((topic) => topic.label)).toContain('Failure Detection');
    expect(help.topics.find((topic) => topic.label === 'Getting Started')?.links[0].route).toBe('/docs/user-guides/getting-started/');
  });
});
