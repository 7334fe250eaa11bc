import { execFileSync } from 'child_process';
import path from 'path';
import { assembleMarkdown, markdownPath, themedImageLightSource } from '../../../src/lib/markdown/convert';

const ROOT = path.resolve(__dirname, '../../..');
let out: { doc: string; docGerman: string; docAgain: string; post: string };

beforeAll(() => {
  // The parser is ESM-only; the fixtures are converted by the build's own code in a Node process.
  const json = execFileSync(process.execPath, ['--import', 'tsx', path.join(ROOT, '__tests__/fixtures/markdown/convertFixtures.ts')], { cwd: ROOT, encoding: 'utf8' });
  out = JSON.parse(json);
}, 60_000);

/** Lines outside fenced code blocks. */
const prose = (markdown: string) => markdown.split(/^```[^\n]*\n[\s\S]*?^```$/m).join('\n');

describe('MDX to plain Markdown', () => {
  it('starts with the title, then the description', () => {
    expect(out.doc.startsWith('# Set up the widget\n\nInstall the widget and link it.\n\n')).toBe(true);
  });

  it('turns admonitions into blockquotes with their label, with or without a title', () => {
    expect(out.doc).toContain('> **Tip:** Keep the terminal open.');
    expect(out.doc).toContain('> **Caution: Back up first**\n>\n> Copy `printer.cfg` somewhere safe.');
    expect(out.doc).toContain('> **Note: Spaced title**\n>\n> Body of the spaced note.');
  });

  it('flattens tabs, each label a heading one level below the heading before them', () => {
    expect(out.doc).toContain('## Step 1\n\n### Mobile App\n\nTap **Link**.\n\n### Web App\n\nClick **Link**.');
  });

  it('keeps tables as GFM tables', () => {
    expect(out.doc).toMatch(/\| Key +\| Value +\|\n\| -+ \| -+ \|\n\| port +\| `7125` \|/);
  });

  it('keeps code blocks with their language and title, and mermaid fences as mermaid code', () => {
    expect(out.doc).toContain('```yaml title="moonraker-obico.cfg"\n[server]\nurl = https://app.obico.io\n```');
    expect(out.doc).toContain('```mermaid\nflowchart LR\n  A --> B\n```');
  });

  it('makes links absolute: relative .mdx links become routes, site routes and anchors get the site URL', () => {
    expect(out.doc).toContain('[other guide](https://www.obico.io/docs/guides/other/#part-two)');
    expect(out.doc).toContain('[API](https://www.obico.io/docs/api/)');
    expect(out.doc).toContain('[the blog](https://example.com/x)');
    expect(out.doc).toContain('[below](https://www.obico.io/docs/guides/setup/#step-1)');
  });

  it('links to the pages of the same locale in a localized copy, and says when it is in English', () => {
    expect(out.docGerman).toContain('[other guide](https://www.obico.io/de-DE/docs/guides/other/#part-two)');
    expect(out.docGerman.split('\n\n').slice(0, 2)).toEqual(['# Set up the widget', 'This page is not translated yet; it is shown in English.']);
    // Files are not localized.
    expect(out.docGerman).toContain('(https://www.obico.io/img/board.jpg)');
  });

  it('writes images, and ThemedImage as its light variant with its alt text', () => {
    expect(out.doc).toContain('![A photo of the board](https://www.obico.io/img/board.jpg)');
    expect(out.doc).toContain('![Flow of the link](https://www.obico.io/img/flow-light.svg)');
    expect(out.doc).not.toContain('flow-dark');
  });

  it('turns DocCardList into a list of links to the category pages', () => {
    expect(out.doc).toContain('- [Other](https://www.obico.io/docs/guides/other/): Other page.');
  });

  it('leaves out imports, exports, comments and JSX, keeping text and string expressions', () => {
    for (const text of [out.doc, out.post]) {
      const body = prose(text);
      expect(body).not.toMatch(/^(import|export) /m);
      expect(body).not.toContain('{/*');
      expect(body).not.toMatch(/(?<!\\)<\/?[A-Za-z][A-Za-z0-9-]*(\s[^<>]*)?\/?>/);
    }
    expect(out.doc).not.toContain('A note for authors only');
    expect(out.doc).toContain('Press Ctrl then \\<Enter>.');
  });

  it('gives the same Markdown when a parse is reused for another locale', () => {
    expect(out.docAgain).toBe(out.doc);
  });

  it('drops the truncate marker of a post and keeps both parts', () => {
    expect(out.post).toBe('# Hello\n\nA first post.\n\nThe summary paragraph.\n\nThe rest of the post.\n');
  });
});

describe('markdown helpers', () => {
  it('maps a route to its .md path', () => {
    expect(markdownPath('/docs/user-guides/klipper-setup/')).toBe('/docs/user-guides/klipper-setup.md');
    expect(markdownPath('/de-DE/docs/')).toBe('/de-DE/docs.md');
    expect(markdownPath('/blog/2022/07/27/slug/')).toBe('/blog/2022/07/27/slug.md');
  });

  it('reads the light source of ThemedImage', () => {
    expect(themedImageLightSource('{light: "/img/a-light.svg", dark: "/img/a-dark.svg"}')).toBe('/img/a-light.svg');
    expect(themedImageLightSource("{dark: '/d.svg', light: '/l.svg'}")).toBe('/l.svg');
    expect(themedImageLightSource('{dark: "/d.svg"}')).toBeNull();
  });

  it('assembles title, note, description and body', () => {
    expect(assembleMarkdown({ title: 'T', description: '', body: 'B\n' })).toBe('# T\n\nB\n');
  });
});
