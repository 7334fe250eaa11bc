/**
 * Turns `:::note`, `:::tip[Title]`, `:::info`, `:::caution`, `:::danger` container directives (parsed by
 * remark-directive) into <Admonition type title> JSX, and gives back as plain text any other directive,
 * so prose such as "ratio 3:2" or "Note:this" survives.
 *
 * The title may also follow the type after a space (`:::tip Printers with Klipper`), as authors of other docs
 * sites write it. remark-directive leaves that form as a paragraph, so it is matched here: a paragraph holding
 * only `:::type Title`, the blocks after it, and a paragraph holding only `:::`. Any other paragraph starting
 * with ":::" is a fence that was not understood, and a build error naming the file and line.
 */

export const ADMONITION_TYPES = ['note', 'tip', 'info', 'caution', 'danger', 'warning', 'important'] as const;

interface Node {
  type: string;
  name?: string;
  value?: string;
  children?: Node[];
  attributes?: unknown;
  data?: Record<string, unknown>;
  position?: { start: { line: number } };
}

function textOf(node: Node): string {
  if (typeof node.value === 'string') return node.value;
  return (node.children ?? []).map(textOf).join('');
}

export class AdmonitionSyntaxError extends Error {}

function admonitionElement(type: string, title: string, body: Node[], position: Node['position']): Node {
  const attributes = [{ type: 'mdxJsxAttribute', name: 'type', value: type }];
  if (title) attributes.push({ type: 'mdxJsxAttribute', name: 'title', value: title });
  return { type: 'mdxJsxFlowElement', name: 'Admonition', attributes, children: body, position };
}

const SPACED_OPENING = new RegExp(`^:::(${ADMONITION_TYPES.join('|')})(?:[ \\t]+(.+))?$`);

/** The single text line of a paragraph, or null when it holds anything else. */
function paragraphLine(node: Node): string | null {
  if (node.type !== 'paragraph' || node.children?.length !== 1 || node.children[0].type !== 'text') return null;
  const value = node.children[0].value ?? '';
  return value.includes('\n') ? null : value.trim();
}

function transformChildren(parent: Node, file: string): void {
  const children = parent.children;
  if (!children) return;
  for (let index = 0; index < children.length; index++) {
    const node = children[index];
    const opening = SPACED_OPENING.exec(paragraphLine(node) ?? '');
    if (opening) {
      let depth = 0;
      let close = -1;
      for (let j = index + 1; j < children.length; j++) {
        const line = paragraphLine(children[j]);
        if (line !== null && SPACED_OPENING.test(line)) depth++;
        else if (line === ':::') {
          if (depth === 0) {
            close = j;
            break;
          }
          depth--;
        }
      }
      if (close < 0) {
        const line = node.position?.start.line ?? '?';
        throw new AdmonitionSyntaxError(`${file}:${line}: the admonition "${opening[0]}" has no closing ::: line.`);
      }
      const body = children.slice(index + 1, close);
      const element = admonitionElement(opening[1], (opening[2] ?? '').trim(), body, node.position);
      children.splice(index, close - index + 1, element);
      transformChildren(element, file);
      continue;
    }
    if (node.type === 'containerDirective' && node.name && (ADMONITION_TYPES as readonly string[]).includes(node.name)) {
      const inner = node.children ?? [];
      const labelIndex = inner.findIndex((child) => child.data?.directiveLabel === true);
      const title = labelIndex >= 0 ? textOf(inner[labelIndex]).trim() : '';
      const body = inner.filter((_, i) => i !== labelIndex);
      const element = admonitionElement(node.name, title, body, node.position);
      children[index] = element;
      transformChildren(element, file);
      continue;
    }
    if (node.type === 'textDirective' || node.type === 'leafDirective' || node.type === 'containerDirective') {
      const marker = node.type === 'textDirective' ? ':' : node.type === 'leafDirective' ? '::' : ':::';
      const label = node.children && node.children.length > 0 ? `[${textOf(node)}]` : '';
      const text: Node = { type: 'text', value: `${marker}${node.name ?? ''}${label}` };
      children[index] = node.type === 'textDirective' ? text : { type: 'paragraph', children: [text] };
      continue;
    }
    if (node.type === 'paragraph') {
      const first = node.children?.[0];
      if (first?.type === 'text' && typeof first.value === 'string' && /^:::\s*[a-z]/.test(first.value)) {
        const line = node.position?.start.line ?? '?';
        throw new AdmonitionSyntaxError(
          `${file}:${line}: the admonition "${first.value.split('\n')[0]}" was not recognised. ` +
            'Put the fence on a line of its own (:::tip or :::tip My title) with a blank line before and after each ::: line.',
        );
      }
    }
    transformChildren(node, file);
  }
}

/** The remark transform (unified attacher); `file.path` names the source in errors. */
export function remarkAdmonitions() {
  return (tree: Node, file: { path?: string; history?: string[] }) => {
    transformChildren(tree, file.path ?? file.history?.[0] ?? 'unknown file');
  };
}
