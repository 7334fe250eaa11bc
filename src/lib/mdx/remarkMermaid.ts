/**
 * A ```mermaid fence becomes <Mermaid value="…" />: the component shows the diagram's source until the page is
 * interactive, then draws it with the mermaid library, which only pages with a diagram load.
 */
interface Node {
  type: string;
  lang?: string | null;
  value?: string;
  children?: Node[];
  [key: string]: unknown;
}

export function remarkMermaid() {
  const visit = (node: Node) => {
    node.children?.forEach((child, index) => {
      if (child.type === 'code' && child.lang === 'mermaid') {
        node.children![index] = {
          type: 'mdxJsxFlowElement',
          name: 'Mermaid',
          attributes: [{ type: 'mdxJsxAttribute', name: 'value', value: child.value ?? '' }],
          children: [],
        };
      } else visit(child);
    });
  };
  return (tree: Node) => visit(tree);
}
