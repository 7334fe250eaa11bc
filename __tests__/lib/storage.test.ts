/** @jest-environment jsdom */
import { readStorage, resetStorageWarning, writeStorage } from '../../src/lib/storage';

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
});
