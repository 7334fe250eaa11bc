import { shouldScrollOnRouteChange } from '../../../src/lib/routing/scroll';

const at = (pathname: string, search = '', hash = '') => ({ pathname, search, hash });

describe('shouldScrollOnRouteChange', () => {
  it.each([
    ['the first page', null, at('/docs/'), true],
    ['another page', at('/docs/'), at('/blog/'), true],
    ['another page with a hash', at('/docs/'), at('/docs/api/', '', '#auth'), true],
    ['a hash on the same page', at('/docs/api/'), at('/docs/api/', '', '#auth'), true],
    ['only the query changed', at('/search/', '?q=kl'), at('/search/', '?q=klipper'), false],
    ['a query added', at('/search/'), at('/search/', '?q=a'), false],
    ['the query and the page changed', at('/search/', '?q=a'), at('/help/', '?q=b'), true],
    ['the query and the hash changed', at('/docs/', '?a=1'), at('/docs/', '?a=2', '#x'), true],
  ])('%s -> %s', (_, previous, next, expected) => {
    expect(shouldScrollOnRouteChange(previous, next)).toBe(expected);
  });
});
