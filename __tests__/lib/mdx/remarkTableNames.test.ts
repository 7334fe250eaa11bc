import { nameTables, TABLE_NAME_PROPERTY } from '../../../src/lib/mdx/remarkTableNames';

type Node = { type: string; depth?: number; value?: string; children?: Node[]; data?: { hProperties?: Record<string, unknown> } };

const heading = (text: string, depth = 2): Node => ({ type: 'heading', depth, children: [{ type: 'text', value: text }] });
const table = (): Node => ({ type: 'table', children: [] });
const names = (tree: Node) => {
  const found: unknown[] = [];
  const visit = (node: Node) => {
    if (node.type === 'table') found.push(node.data?.hProperties?.[TABLE_NAME_PROPERTY]);
    node.children?.forEach(visit);
  };
  visit(tree);
  return found;
};

describe('remarkTableNames', () => {
  it('names each table after the heading above it, unique within the page', () => {
    const tree: Node = {
      type: 'root',
      children: [
        table(),
        heading('Printer'),
        table(),
        { type: 'paragraph', children: [{ type: 'text', value: 'Values:' }] },
        table(),
        heading('Print'),
        { type: 'list', children: [{ type: 'listItem', children: [table()] }] },
        heading('Printer', 3),
        table(),
        table(),
      ],
    };
    nameTables(tree);
    expect(names(tree)).toEqual(['1', 'Printer', 'Printer 2', 'Print', 'Printer 3', 'Printer 4']);
  });

  it('reads the heading text through inline code and keeps other properties', () => {
    const t = { type: 'table', children: [], data: { hProperties: { className: 'x' } } } as Node;
    const tree: Node = { type: 'root', children: [{ type: 'heading', depth: 2, children: [{ type: 'inlineCode', value: 'GET /printers' }, { type: 'text', value: '  list' }] }, t] };
    nameTables(tree);
    expect(t.data?.hProperties).toEqual({ className: 'x', [TABLE_NAME_PROPERTY]: 'GET /printers list' });
  });
});
