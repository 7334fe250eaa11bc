import { AdmonitionSyntaxError, remarkAdmonitions } from '../../../src/lib/mdx/remarkAdmonitions';

type N = { type: string; [key: string]: unknown };
const text = (value: string): N => ({ type: 'text', value });
const paragraph = (value: string, line = 1): N => ({ type: 'paragraph', children: [text(value)], position: { start: { line } } });
const run = (children: N[]) => {
  const tree = { type: 'root', children };
  remarkAdmonitions()(tree as never, { path: 'content/docs/x.mdx' });
  return tree.children as N[];
};
const attrs = (node: N) => Object.fromEntries((node.attributes as Array<{ name: string; value: string }>).map((a) => [a.name, a.value]));

describe('remarkAdmonitions', () => {
  it('turns a :::tip[Title] container directive into <Admonition type title>', () => {
    const [node] = run([
      { type: 'containerDirective', name: 'tip', children: [{ type: 'paragraph', data: { directiveLabel: true }, children: [text('Printers with Klipper')] }, paragraph('Body')] },
    ]);
    expect(node.type).toBe('mdxJsxFlowElement');
    expect(node.name).toBe('Admonition');
    expect(attrs(node)).toEqual({ type: 'tip', title: 'Printers with Klipper' });
    expect(node.children).toEqual([paragraph('Body')]);
  });

  it('understands the spaced title form ":::caution Title" ... ":::" with blocks in between', () => {
    const result = run([paragraph('Before'), paragraph(':::caution Back up first'), paragraph('One'), { type: 'list', children: [] }, paragraph(':::'), paragraph('After')]);
    expect(result.map((node) => node.type)).toEqual(['paragraph', 'mdxJsxFlowElement', 'paragraph']);
    expect(attrs(result[1])).toEqual({ type: 'caution', title: 'Back up first' });
    expect((result[1].children as N[]).map((node) => node.type)).toEqual(['paragraph', 'list']);
  });

  it('handles nested spaced admonitions', () => {
    const result = run([paragraph(':::note Outer'), paragraph(':::tip Inner'), paragraph('x'), paragraph(':::'), paragraph(':::')]);
    expect(result).toHaveLength(1);
    const inner = (result[0].children as N[])[0];
    expect(attrs(inner)).toEqual({ type: 'tip', title: 'Inner' });
  });

  it('an unclosed admonition is an error naming the file and line', () => {
    expect(() => run([paragraph(':::info Open', 7), paragraph('never closed')])).toThrow('content/docs/x.mdx:7: the admonition ":::info Open" has no closing ::: line.');
  });

  it('a fence glued to its text is an error with advice', () => {
    expect(() => run([paragraph(':::tip Title\nBody on the next line', 3)])).toThrow(AdmonitionSyntaxError);
  });

  it('gives back unknown directives as text, so "ratio 3:2" or "Note:this" survive', () => {
    const [para] = run([{ type: 'paragraph', children: [text('Read '), { type: 'textDirective', name: 'this', children: [] }, text(' now')] }]);
    expect(para.children).toEqual([text('Read '), text(':this'), text(' now')]);
  });
});
