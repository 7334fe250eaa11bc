import { getActiveVersion, getPreferredVersion, getVersionTarget, type DocsVersion } from '../../../src/lib/docs/versions';
import { siteConfig } from '../../../src/config/site';

const current: DocsVersion = { name: 'current', label: 'Next', path: '/docs/', isLast: false, mainDocRoute: '/docs/intro/' };
const v1: DocsVersion = { name: '1.0', label: '1.0', path: '/docs/1.0/', isLast: true, mainDocRoute: '/docs/1.0/intro/' };
const versions = [current, v1];

describe('docs versions', () => {
  it('the site has one version, current, labelled Next', () => {
    expect(siteConfig.docs.versions.map(({ name, label, path, isLast }) => ({ name, label, path, isLast }))).toEqual([{ name: 'current', label: 'Next', path: '/docs/', isLast: true }]);
  });

  it('prefers the stored version, else the last one', () => {
    expect(getPreferredVersion(versions, 'current')).toBe(current);
    expect(getPreferredVersion(versions, null)).toBe(v1);
    expect(getPreferredVersion(versions, 'a-removed-version')).toBe(v1);
    expect(() => getPreferredVersion([], null)).toThrow('defines no docs version');
  });

  it('finds the version of a page by its longest path', () => {
    expect(getActiveVersion(versions, '/docs/1.0/intro/')).toBe(v1);
    expect(getActiveVersion(versions, '/docs/api/')).toBe(current);
    expect(getActiveVersion(versions, '/blog/')).toBeNull();
  });

  it('choosing the version being read keeps the page; another version opens its main doc', () => {
    expect(getVersionTarget(versions, current, '/docs/api/')).toBe('/docs/api/');
    expect(getVersionTarget(versions, v1, '/docs/api/')).toBe('/docs/1.0/intro/');
    expect(getVersionTarget(versions, current, '/blog/')).toBe('/docs/intro/');
  });
});
