import { resolveColorMode } from '../../src/lib/colorMode';
import { buildColorModeScript } from '../../src/lib/inlineScripts';

describe('resolveColorMode', () => {
  it.each([
    ['light', true, 'light'],
    ['dark', false, 'dark'],
    [null, false, 'light'],
    [null, true, 'dark'],
    [null, null, 'dark'],
    ['purple', false, 'light'],
  ] as const)('stored %p, prefers dark %p -> %p', (stored, prefersDark, expected) => {
    expect(resolveColorMode(stored, prefersDark, 'dark', true)).toBe(expected);
  });

  it('ignores the system when not respected', () => expect(resolveColorMode(null, false, 'dark', false)).toBe('dark'));
});

describe('the inline colour-mode script', () => {
  function runScript(stored: string | null, prefers: 'dark' | 'light' | null, options: { storageThrows?: boolean } = {}) {
    const attributes: Record<string, string> = {};
    const window = {
      localStorage: {
        getItem: (key: string) => {
          if (options.storageThrows) throw new Error('SecurityError');
          return key === 'theme' ? stored : null;
        },
      },
      matchMedia: (query: string) => ({ matches: prefers !== null && query.includes(prefers) }),
    };
    const classes = new Set(['no-js', 'other']);
    const document = { documentElement: { setAttribute: (name: string, value: string) => (attributes[name] = value), classList: { remove: (name: string) => classes.delete(name) } } };
    new Function('window', 'document', buildColorModeScript('dark', true))(window, document);
    expect([...classes]).toEqual(['other']);
    return attributes['data-theme'];
  }

  it('uses the stored choice first', () => expect(runScript('light', 'dark')).toBe('light'));
  it('falls back to the system preference', () => expect(runScript(null, 'light')).toBe('light'));
  it('falls back to the default, dark', () => expect(runScript(null, null)).toBe('dark'));
  it('still sets the default when storage throws', () => expect(runScript('light', 'light', { storageThrows: true })).toBe('dark'));
});
