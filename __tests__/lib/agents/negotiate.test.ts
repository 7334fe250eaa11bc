import { preferredPageType } from '../../../src/lib/agents/negotiate';

describe('preferredPageType: which version of a page an Accept header asks for (RFC 9110)', () => {
  it.each([
    ['text/markdown', 'text/markdown'],
    ['text/markdown, text/html;q=0.9', 'text/markdown'],
    ['text/html;q=0.5, text/markdown;q=0.8', 'text/markdown'],
    ['text/*;q=0.1, text/markdown', 'text/markdown'],
    ['TEXT/MARKDOWN', 'text/markdown'],
    ['text/markdown; charset=utf-8', 'text/markdown'],
    ['text/markdown;q=1.000', 'text/markdown'],
    ['*/*;q=0.1, text/markdown', 'text/markdown'],
  ])('%s -> Markdown', (accept, expected) => expect(preferredPageType(accept)).toBe(expected));

  it.each([
    // Browsers
    ['text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8', 'text/html'],
    ['*/*', 'text/html'],
    ['', 'text/html'],
    [null, 'text/html'],
    // A tie goes to HTML, the server's preference.
    ['text/markdown, text/html', 'text/html'],
    ['text/*', 'text/html'],
    // q=0 means "not acceptable".
    ['text/markdown;q=0', 'text/html'],
    ['text/markdown;q=0, */*', 'text/html'],
    // The more specific range wins: text/html has q=0 here, text/markdown the */* quality.
    ['text/html;q=0, */*;q=0.5', 'text/markdown'],
    // Nothing acceptable: HTML rather than a 406.
    ['image/png', 'text/html'],
    // Malformed ranges are skipped.
    ['text/markdown;q=2', 'text/html'],
    ['text/markdown;q=abc', 'text/html'],
    ['markdown', 'text/html'],
    ['*/markdown', 'text/html'],
    [';;;,,,', 'text/html'],
    ['text/mark down', 'text/html'],
    [`text/markdown${', x/y'.repeat(2000)}`, 'text/html'],
  ])('%s -> HTML', (accept, expected) => expect(preferredPageType(accept as string | null)).toBe(expected));
});
