import { formatSections, parseLlmsSections, readDocsSections } from '../../../src/lib/mcp/sections';
import { useFixtureSite, LLMS_TXT, SITE_URL } from './fixtureSite';

describe('parseLlmsSections', () => {
  it('reads the sections and pages of llms.txt, leaving the blog out', () => {
    expect(parseLlmsSections(LLMS_TXT)).toEqual([
      {
        title: 'User guides',
        pages: [
          { title: 'Set up Obico for Klipper', markdownUrl: `${SITE_URL}/docs/user-guides/klipper-setup.md`, description: 'Install moonraker-obico.' },
          { title: 'Set up Obico for OctoPrint [plugin]', markdownUrl: `${SITE_URL}/docs/user-guides/octoprint-plugin-setup.md`, description: null },
        ],
      },
      { title: 'API', pages: [{ title: 'Client API', markdownUrl: `${SITE_URL}/docs/api.md`, description: 'REST and WebSocket.' }] },
    ]);
    expect(parseLlmsSections(LLMS_TXT, { includeBlog: true }).map((s) => s.title)).toEqual(['User guides', 'API', 'Blog']);
  });
});

describe('readDocsSections', () => {
  const site = useFixtureSite();

  it('reads the locale llms.txt; null for a locale without one', () => {
    const sections = readDocsSections(site().publicDir, 'en', 'en');
    expect(sections?.map((s) => s.pages.length)).toEqual([2, 1]);
    expect(readDocsSections(site().publicDir, 'fr-FR', 'en')).toBeNull();
    expect(formatSections(sections!, 'en')).toContain(`## User guides (2 pages)\n- Set up Obico for Klipper: ${SITE_URL}/docs/user-guides/klipper-setup.md`);
  });
});
