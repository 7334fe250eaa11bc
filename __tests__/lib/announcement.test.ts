import { isAnnouncementDismissed } from '../../src/lib/announcement';
import { buildAnnouncementScript } from '../../src/lib/inlineScripts';

describe('announcement dismissal', () => {
  it.each([
    ['star-2025', 'star-2025', 'true', true],
    ['star-2025', 'star-2025', 'false', false],
    ['star-2025', 'old-one', 'true', false],
    ['star-2025', null, null, false],
  ] as const)('configured %s, stored %p/%p -> dismissed %p', (configured, id, dismissed, expected) => {
    expect(isAnnouncementDismissed(configured, id, dismissed)).toBe(expected);
  });

  it('the inline script marks <html> before first paint, and survives broken storage', () => {
    const run = (store: Record<string, string> | 'throws') => {
      const attributes: Record<string, string> = {};
      const window = {
        localStorage: {
          getItem: (key: string) => {
            if (store === 'throws') throw new Error('denied');
            return store[key] ?? null;
          },
        },
      };
      const document = { documentElement: { setAttribute: (name: string, value: string) => (attributes[name] = value) } };
      new Function('window', 'document', buildAnnouncementScript('star-2025'))(window, document);
      return attributes['data-announcement-bar-initially-dismissed'];
    };
    expect(run({ 'announcement.id': 'star-2025', 'announcement.dismissed': 'true' })).toBe('true');
    expect(run({ 'announcement.id': 'older', 'announcement.dismissed': 'true' })).toBe('false');
    expect(run('throws')).toBe('false');
  });
});
