import { escapeHtml, highlight, snippet } from '../../../src/lib/search/highlight';

describe('highlight', () => {
  it('wraps matched words, including prefixes, and reports the match level', () => {
    expect(highlight('Set up Obico for Klipper', ['klip'])).toEqual({ value: 'Set up Obico for <mark>Klipper</mark>', matchLevel: 'full', matchedWords: ['klip'] });
    expect(highlight('Set up Obico for Klipper', ['klipper', 'octoprint']).matchLevel).toBe('partial');
    expect(highlight('Nothing here', ['klipper']).matchLevel).toBe('none');
  });

  it('escapes the text so a record cannot inject markup', () => {
    expect(highlight('<script>alert(1)</script> klipper', ['klipper']).value).toBe('&lt;script&gt;alert(1)&lt;/script&gt; <mark>klipper</mark>');
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });

  it('matches accents loosely', () => {
    expect(highlight('Caméra réseau', ['camera']).value).toBe('<mark>Caméra</mark> réseau');
  });
});

describe('snippet', () => {
  const text = 'one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen';
  it('cuts about N words around the first match, with ellipses', () => {
    expect(snippet(text, ['twelve'], 5).value).toBe('…ten eleven <mark>twelve</mark> thirteen fourteen…');
    expect(snippet(text, ['one'], 5).value).toBe('<mark>one</mark> two three four five…');
    expect(snippet(text, ['sixteen'], 5).value).toBe('…twelve thirteen fourteen fifteen <mark>sixteen</mark>');
  });
  it('keeps short text whole', () => expect(snippet('short text', ['text'], 10).value).toBe('short <mark>text</mark>'));
  it('uses the given tags and ellipsis', () => expect(snippet(text, ['five'], 3, '<b>', '</b>', '...').value).toBe('...four <b>five</b> six...'));
});
