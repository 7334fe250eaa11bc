/**
 * Names every table of a page after the heading it sits under, so the table's scroll region (the MDX `table`
 * component wraps each table in a focusable, named region for keyboard scrolling) can be told apart from the
 * others. The name is passed to the component as the `data-table-name` property. Names are unique within the
 * page: a second table under the same heading, or under a heading of the same text, gets " 2", " 3", …; a table
 * before any heading is named by its number.
 */

interface Node {
  type: string;
  depth?: number;
  value?: string;
  children?: Node[];
  data?: { hProperties?: Record<string, unknown> } & Record<string, unknown>;
}

/** The property the MDX `table` component reads (hast name; it reaches React as data-table-name). */
export const TABLE_NAME_PROPERTY = 'dataTableName';

function textOf(node: Node): string {
  if (typeof node.value === 'string') return node.value;
  return (node.children ?? []).map(textOf).join('');
}

export function nameTables(tree: Node): void {
  const used = new Set<string>();
  let heading: string | null = null;
  let untitled = 0;
  const unique = (base: string): string => {
    let name = base;
    for (let n = 2; used.has(name); n += 1) name = `${base} ${n}`;
    used.add(name);
    return name;
  };
  const visit = (node: Node) => {
    if (node.type === 'heading') {
      heading = textOf(node).replace(/\s+/g, ' ').trim() || null;
      return;
    }
    if (node.type === 'table') {
      untitled += heading ? 0 : 1;
      const name = unique(heading ?? String(untitled));
      node.data = { ...node.data, hProperties: { ...node.data?.hProperties, [TABLE_NAME_PROPERTY]: name } };
      return;
    }
    for (const child of node.children ?? []) visit(child);
  };
  visit(tree);
}

/** The remark plugin. */
export function remarkTableNames() {
  return (tree: Node) => nameTables(tree);
}
