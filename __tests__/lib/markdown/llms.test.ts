import { buildLlmsFullTxt, buildLlmsTxt, docSection, llmsPointer, withoutPointer, type LlmsPage } from '../../../src/lib/markdown/llms';
import { buildCsp, buildHeadersFile } from '../../../src/lib/deploy/headers';

const site = { title: 'Obico', siteUrl: 'https://www.obico.io' };
const pages: LlmsPage[] = [
  { kind: 'post', route: '/blog/2021/01/02/old/', path: '/blog/2021/01/02/old/', title: 'Old post', description: 'From 2021.', date: '2021-01-02' },
  { kind: 'doc', route: '/docs/api/', path: '/docs/api/', title: 'API overview', description: 'The REST API.' },
  { kind: 'doc', route: '/docs/user-guides/klipper-setup/', path: '/docs/user-guides/klipper-setup/', title: 'Set up Klipper', description: 'Link a Klipper printer.\nIn minutes.' },
  { kind: 'doc', route: '/docs/user-guides/getting-started/', path: '/docs/user-guides/getting-started/', title: 'Getting started', description: 'Start here.' },
  { kind: 'doc', route: '/docs/server-guides/install/', path: '/docs/server-guides/install/', title: 'Install the server', description: '' },
  { kind: 'doc', route: '/docs/tutorials/', path: '/docs/tutorials/', title: 'Tutorials', description: 'Walk-throughs.' },
  { kind: 'post', route: '/blog/2024/05/06/new/', path: '/blog/2024/05/06/new/', title: 'New [beta] post', description: 'From 2024.', date: '2024-05-06' },
];
const sidebarOrder = ['/docs/user-guides/getting-started/', '/docs/user-guides/klipper-setup/', '/docs/server-guides/install/', '/docs/api/'];

describe('llms.txt', () => {
  const text = buildLlmsTxt(site, pages, sidebarOrder);

  it('starts with the title and a one-paragraph summary as a blockquote', () => {
    const [title, blank, summary] = text.split('\n');
    expect(title).toBe('# Obico');
    expect(blank).toBe('');
    expect(summary).toMatch(/^> Obico is an open-source platform .+Markdown\.$/);
  });

  it('lists the sections in order, docs in sidebar order, posts newest first, each a link to its Markdown with its description', () => {
    expect(text.split('\n').filter((line) => line.startsWith('## '))).toEqual(['## User guides', '## Self-hosting', '## API', '## Developer guides', '## Blog']);
    const userGuides = text.slice(text.indexOf('## User guides'), text.indexOf('## Self-hosting'));
    expect(userGuides.trim().split('\n').slice(2)).toEqual([
      '- [Getting started](https://www.obico.io/docs/user-guides/getting-started.md): Start here.',
      '- [Set up Klipper](https://www.obico.io/docs/user-guides/klipper-setup.md): Link a Klipper printer. In minutes.',
    ]);
    expect(text).toContain('## Self-hosting\n\n- [Install the server](https://www.obico.io/docs/server-guides/install.md)\n');
    expect(text).toContain('## Developer guides\n\n- [Tutorials](https://www.obico.io/docs/tutorials.md): Walk-throughs.\n');
    const blog = text.slice(text.indexOf('## Blog'));
    expect(blog.indexOf('New \\[beta\\] post')).toBeLessThan(blog.indexOf('Old post'));
    expect(blog).toContain('(https://www.obico.io/blog/2024/05/06/new.md): From 2024.');
  });

  it('links the pages of a locale under its prefix and can say which language they are in', () => {
    const german = buildLlmsTxt({ ...site, note: 'The pages are in Deutsch where translated.' }, [{ ...pages[2], path: '/de-DE/docs/user-guides/klipper-setup/' }], sidebarOrder);
    expect(german).toContain('(https://www.obico.io/de-DE/docs/user-guides/klipper-setup.md)');
    expect(german.split('\n\n')[2]).toBe('The pages are in Deutsch where translated.');
  });

  it('files each doc under its part of the docs', () => {
    const routes = ['/docs/', '/docs/server-guides/platform-specific/x/', '/docs/api/print/', '/docs/developer-guides/contribute/'];
    expect(routes.map((route) => docSection(route))).toEqual(['User guides', 'Self-hosting', 'API', 'Developer guides']);
  });
});

describe('llms-full.txt', () => {
  it('holds every doc’s Markdown in the order of llms.txt, and no post', () => {
    const markdown = new Map(pages.map((page) => [page.path, `# ${page.title}\n\nBody of ${page.title}.\n`]));
    const full = buildLlmsFullTxt(site, pages, sidebarOrder, markdown);
    const titles = full.split('\n').filter((line) => /^# /.test(line));
    expect(titles).toEqual(['# Obico', '# Getting started', '# Set up Klipper', '# Install the server', '# API overview', '# Tutorials']);
    expect(full).toContain('Source: https://www.obico.io/docs/user-guides/klipper-setup/\n\n# Set up Klipper\n\nBody of Set up Klipper.');
    expect(full).not.toContain('Old post');
  });

  it('leaves out the first line of each page’s Markdown that points to the index itself', () => {
    const pointer = llmsPointer('https://www.obico.io/llms.txt');
    const markdown = new Map(pages.map((page) => [page.path, `${pointer}\n\n# ${page.title}\n\nBody of ${page.title}.\n`]));
    const full = buildLlmsFullTxt(site, pages, sidebarOrder, markdown);
    expect(full).not.toContain(pointer);
    expect(full).toContain('Source: https://www.obico.io/docs/user-guides/klipper-setup/\n\n# Set up Klipper\n\nBody of Set up Klipper.');
  });
});

describe('the pointer line of each .md', () => {
  it('is one blockquote line that names the locale’s llms.txt', () => {
    const line = llmsPointer('https://www.obico.io/de-DE/llms.txt');
    expect(line).toMatch(/^> .*https:\/\/www\.obico\.io\/de-DE\/llms\.txt$/);
    expect(line).not.toContain('\n');
  });

  it('is removed only when it is there', () => {
    expect(withoutPointer(`${llmsPointer('https://x/llms.txt')}\n\n# T\n`)).toBe('# T\n');
    expect(withoutPointer('# T\n\n> For AI agents: not first\n')).toBe('# T\n\n> For AI agents: not first\n');
  });
});

describe('_headers', () => {
  it('serves the .md files as Markdown text', () => {
    expect(buildHeadersFile(['/docs/api.md'], buildCsp())).toContain('\n/*.md\n  Content-Type: text/markdown; charset=utf-8\n');
  });
});
