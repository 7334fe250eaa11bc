/** Code blocks as the build writes them: highlighted tokens, line spans, titles, ranges, magic comments, prompts. */
import { applyMagicComments, parseLineRanges, parseMeta, rehypeCodeBlocks, renderCode, toHtml, type HastNode } from '../../../src/lib/mdx/rehypeCodeBlocks';
import { highlight } from '../../../src/node/highlight';

function block(language: string, code: string, meta?: string): HastNode {
  return {
    type: 'root',
    children: [
      {
        type: 'element',
        tagName: 'pre',
        properties: {},
        children: [{ type: 'element', tagName: 'code', properties: { className: [`language-${language}`] }, data: meta ? { meta } : {}, children: [{ type: 'text', value: code }] }],
      },
    ],
  };
}

/** Runs the plugin on one block; `code` holds the lines it highlighted (what the HTML string serializes). */
const run = (tree: HastNode) => {
  const source = tree.children![0].children![0];
  const language = ((source.properties!.className as string[])[0] ?? '').replace('language-', '');
  const children = renderCode(textOf(source), language, parseMeta(source.data?.meta as string | undefined), highlight);
  rehypeCodeBlocks({ highlight })(tree);
  const pre = tree.children![0];
  expect(pre.properties!.dataHighlighted).toBe(toHtml(children));
  expect(pre.children).toEqual([]);
  return { pre, code: { type: 'element', tagName: 'code', properties: { className: [`language-${language}`] }, children } as HastNode };
};
const textOf = (node: HastNode): string => (node.type === 'text' ? node.value ?? '' : (node.children ?? []).map(textOf).join(''));
const lines = (code: HastNode) => (code.children ?? []).filter((child) => child.type === 'element');
const classesIn = (node: HastNode, out = new Set<string>()): Set<string> => {
  const className = node.properties?.className;
  if (Array.isArray(className)) className.forEach((name) => out.add(name as string));
  (node.children ?? []).forEach((child) => classesIn(child, out));
  return out;
};

describe('rehypeCodeBlocks', () => {
  it('highlights YAML, JSON, Python, INI and bash into token spans, one line span per line', () => {
    for (const [language, code, tokens] of [
      ['yaml', 'server:\n  port: 3334 # default\n  name: "obico"', ['key', 'number', 'comment', 'string']],
      ['json', '{"port": 3334, "debug": true}', ['property', 'number', 'boolean']],
      ['python', 'def send(event):\n    return "ok"  # done', ['keyword', 'function', 'string', 'comment']],
      ['ini', '[server]\n# local only\nhost: 0.0.0.0\nport = 7125', ['section', 'key', 'value', 'comment']],
      ['bash', 'cd ~/moonraker-obico && ./install.sh --help # run it', ['builtin', 'operator', 'comment']],
    ] as const) {
      const { pre, code: element } = run(block(language, code));
      expect(pre.properties).toMatchObject({ dataLanguage: language });
      expect(pre.properties!.className).toBeUndefined();
      const found = classesIn(element);
      for (const token of tokens) expect([language, token, found.has(token)]).toEqual([language, token, true]);
      expect(lines(element)).toHaveLength(code.split('\n').length);
      expect(textOf(element)).toBe(code);
    }
  });

  it('serializes the lines as HTML with every character of the code escaped', () => {
    const { pre } = run(block('html', '<a href="x">&</a>'));
    expect(pre.properties!.dataHighlighted).not.toMatch(/<a /);
    expect(pre.properties!.dataHighlighted).toMatch(/&lt;.*&quot;.*x.*&quot;.*&gt;<\/span>&amp;<span/);
    // Nested tokens give one span with each class once.
    expect(pre.properties!.dataHighlighted).toContain('<span class="token tag punctuation">&lt;</span>');
    expect(toHtml([{ type: 'element', tagName: 'span', properties: { className: ['code-line'] }, children: [{ type: 'text', value: '"<b>"' }] }])).toBe(
      '<span class="code-line">&quot;&lt;b&gt;&quot;</span>',
    );
  });

  it('leaves an unknown language as plain text in line spans', () => {
    const { code } = run(block('klingon', 'qapla\nbatlh'));
    expect(textOf(code)).toBe('qapla\nbatlh');
    expect(classesIn(code)).toEqual(new Set(['language-klingon', 'code-line']));
  });

  it('reads the title, the highlighted range and line numbers from the meta', () => {
    expect(parseMeta('title="moonraker.conf" {3-5} showLineNumbers')).toEqual({ title: 'moonraker.conf', highlighted: new Set([3, 4, 5]), lineNumbersFrom: 1 });
    expect(parseMeta("{1,4} title='a b.cfg' showLineNumbers=10")).toEqual({ title: 'a b.cfg', highlighted: new Set([1, 4]), lineNumbersFrom: 10 });
    expect(parseMeta(undefined)).toEqual({ title: null, highlighted: new Set(), lineNumbersFrom: null });
    expect(parseLineRanges('5-3, x, 7')).toEqual(new Set([3, 4, 5, 7]));
    const { pre, code } = run(block('yaml', 'a: 1\nb: 2\nc: 3', 'title="moonraker.conf" {2-3} showLineNumbers'));
    expect(pre.properties).toMatchObject({ dataTitle: 'moonraker.conf', dataLineNumbers: '1' });
    expect(lines(code).map((line) => (line.properties!.className as string[]).includes('code-line--highlighted'))).toEqual([false, true, true]);
  });

  it('removes magic comments in every comment syntax and highlights the lines they mark', () => {
    expect(
      applyMagicComments(['a', '// highlight-next-line', 'b', 'c', '# highlight-start', 'd', 'e', '# highlight-end', '<!-- highlight-next-line -->', 'f', '/* highlight-next-line */', 'g']),
    ).toEqual({ lines: ['a', 'b', 'c', 'd', 'e', 'f', 'g'], highlighted: new Set([2, 4, 5, 6, 7]) });
    const { code } = run(block('python', 'def f():\n    # highlight-next-line\n    return 1'));
    expect(textOf(code)).toBe('def f():\n    return 1');
    expect(lines(code).map((line) => (line.properties!.className as string[]).includes('code-line--highlighted'))).toEqual([false, true]);
  });

  it('marks a shell prompt so it is shown but not copied', () => {
    const { code } = run(block('bash', '$ cd ~/moonraker-obico\n$ ./install.sh\nInstalled.'));
    const prompts = lines(code).map((line) => line.children!.find((child) => child.properties?.['data-no-copy'] !== undefined));
    expect(prompts.map((prompt) => prompt && textOf(prompt))).toEqual(['$ ', '$ ', undefined]);
    expect(textOf(code)).toBe('$ cd ~/moonraker-obico\n$ ./install.sh\nInstalled.');
  });
});
