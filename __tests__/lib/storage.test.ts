/** @jest-environment jsdom */
import { readStorage, resetStorageWarning, subscribeStorage, writeStorage } from '../../src/lib/storage';

describe('storage', () => {
  afterEach(() => {
    jest.restoreAllMocks();
    resetStorageWarning();
    localStorage.clear();
  });

  it('reads and writes localStorage', () => {
    writeStorage('theme', 'light');
    expect(readStorage('theme')).toBe('light');
    writeStorage('theme', null);
    expect(readStorage('theme')).toBeNull();
  });

  it('when storage is unavailable it warns once and everything keeps working', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(() => writeStorage('theme', 'dark')).not.toThrow();
    expect(readStorage('theme')).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0][0]).toMatch(/storage is unavailable/);
  });

  it('another tab writing a key reaches its subscribers through one shared window listener', () => {
    const add = jest.spyOn(window, 'addEventListener');
    const remove = jest.spyOn(window, 'removeEventListener');
    const theme = jest.fn();
    const version = jest.fn();
    const offTheme = subscribeStorage(['theme'], theme);
    const offVersion = subscribeStorage(['docs-preferred-version-default'], version);
    expect(add.mock.calls.filter(([type]) => type === 'storage')).toHaveLength(1);
    window.dispatchEvent(new StorageEvent('storage', { key: 'theme', newValue: 'light' }));
    expect(theme).toHaveBeenCalledTimes(1);
    expect(version).not.toHaveBeenCalled();
    window.dispatchEvent(new StorageEvent('storage', { key: 'unrelated', newValue: 'x' }));
    // Cleared storage (key null) changes every key.
    window.dispatchEvent(new StorageEvent('storage', { key: null }));
    expect(theme).toHaveBeenCalledTimes(2);
    expect(version).toHaveBeenCalledTimes(1);
    offTheme();
    offTheme();
    expect(remove.mock.calls.filter(([type]) => type === 'storage')).toHaveLength(0);
    offVersion();
    expect(remove.mock.calls.filter(([type]) => type === 'storage')).toHaveLength(1);
    window.dispatchEvent(new StorageEvent('storage', { key: 'theme', newValue: 'dark' }));
    expect(theme).toHaveBeenCalledTimes(2);
  });
});
