/**
 * A ```mermaid fence becomes <MermaidDiagram value="…" />, imported by the MDX file itself: only the pages that have
 * a diagram carry the component, and only they load the mermaid library (a chunk of its own, requested once the
 * page is idle). The component shows the diagram's source until then.
 */
interface Node {
  type: string;
  lang?: string | null;
  value?: string;
  children?: Node[];
  [key: string]: unknown;
}

/** The name the MDX file imports the component under (unlikely to clash with an author's own import). */
export const MERMAID_LOCAL_NAME = 'MermaidDiagram';

function importNode(component: string): Node {
  const source = JSON.stringify(component);
  return {
    type: 'mdxjsEsm',
    value: `import ${MERMAID_LOCAL_NAME} from ${source}`,
    data: {
      estree: {
        type: 'Program',
        sourceType: 'module',
        body: [
          {
            type: 'ImportDeclaration',
            specifiers: [{ type: 'ImportDefaultSpecifier', local: { type: 'Identifier', name: MERMAID_LOCAL_NAME } }],
            source: { type: 'Literal', value: component, raw: source },
          },
        ],
      },
    },
  };
}

/** `component`: the absolute path of the Mermaid component module. */
export function remarkMermaid(options: { component: string }) {
  return (tree: Node) => {
    let found = false;
    const visit = (node: Node) => {
      node.children?.forEach((child, index) => {
        if (child.type === 'code' && child.lang === 'mermaid') {
          found = true;
          node.children![index] = {
            type: 'mdxJsxFlowElement',
            name: MERMAID_LOCAL_NAME,
            attributes: [{ type: 'mdxJsxAttribute', name: 'value', value: child.value ?? '' }],
            children: [],
          };
        } else visit(child);
      });
    };
    visit(tree);
    if (found) tree.children = [importNode(options.component), ...(tree.children ?? [])];
  };
}
