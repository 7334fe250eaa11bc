/** The build renders every page in Node, where there is no window: storage must read as empty, silently. */
import { readStorage, subscribeStorage, writeStorage } from '../../src/lib/storage';

describe('storage on the server', () => {
  it('reads null, ignores writes and subscriptions, and warns about nothing', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(typeof window).toBe('undefined');
    expect(readStorage('theme')).toBeNull();
    expect(() => writeStorage('theme', 'dark')).not.toThrow();
    const unsubscribe = subscribeStorage(['theme'], () => undefined);
    expect(() => unsubscribe()).not.toThrow();
    expect(warn).not.toHaveBeenCalled();
  });
});
