/**
 * Fenced code blocks, highlighted at build time: the tokens are in the HTML, so no highlighter reaches the browser
 * and a page with JavaScript off is highlighted too. For each `<pre><code class="language-x">` this plugin
 *
 * - reads the fence's meta: `title="moonraker.conf"`, a line range `{1,3-5}`, `showLineNumbers` (or
 *   `showLineNumbers=10` to start at 10);
 * - removes Docusaurus's magic comments (`// highlight-next-line`, `# highlight-start` … `# highlight-end`, in any of
 *   the usual comment syntaxes) and highlights the lines they mark;
 * - marks a shell prompt (`$ ` at the start of a line of a shell block) so that it is shown but never copied;
 * - highlights the code through the given highlighter and splits the tokens into one `span.code-line` per line.
 *
 * The highlighted HTML, title, language and line-number start travel on the `<pre>` as data attributes for the
 * CodeBlock component, which renders the HTML inside `<code>`.
 */

export interface HastNode {
  type: string;
  tagName?: string;
  value?: string;
  properties?: Record<string, unknown>;
  children?: HastNode[];
  data?: Record<string, unknown>;
}

/** Highlights `code` in `language`, or returns null when the language is unknown. */
export type Highlighter = (code: string, language: string) => HastNode[] | null;

export interface CodeMeta {
  title: string | null;
  highlighted: Set<number>;
  /** The number of the first line when line numbers are shown, else null. */
  lineNumbersFrom: number | null;
}

const SHELL_LANGUAGES = new Set(['bash', 'sh', 'shell', 'zsh', 'console', 'shell-session']);
const MAGIC = /^\s*(?:\/\/|#|;|--|<!--|\/\*)\s*highlight-(next-line|start|end)\s*(?:-->|\*\/)?\s*$/;

/** Parses `{1,3-5}` line ranges into a set of line numbers (1-based). */
export function parseLineRanges(ranges: string): Set<number> {
  const lines = new Set<number>();
  for (const part of ranges.split(',')) {
    const match = /^\s*(\d+)(?:\s*-\s*(\d+))?\s*$/.exec(part);
    if (!match) continue;
    const from = Number(match[1]);
    const to = match[2] ? Number(match[2]) : from;
    for (let line = Math.min(from, to); line <= Math.max(from, to); line += 1) lines.add(line);
  }
  return lines;
}

export function parseMeta(meta: string | undefined | null): CodeMeta {
  const text = meta ?? '';
  const title = /\btitle=(?:"([^"]*)"|'([^']*)'|(\S+))/.exec(text);
  const ranges = /\{([\d\s,-]+)\}/.exec(text);
  const numbers = /\bshowLineNumbers(?:=(\d+))?\b/.exec(text);
  return {
    title: title ? (title[1] ?? title[2] ?? title[3]) : null,
    highlighted: ranges ? parseLineRanges(ranges[1]) : new Set(),
    lineNumbersFrom: numbers ? Number(numbers[1] ?? 1) : null,
  };
}

/** Removes magic comments; returns the remaining lines and the (1-based) numbers of the lines they highlight. */
export function applyMagicComments(lines: string[]): { lines: string[]; highlighted: Set<number> } {
  const kept: string[] = [];
  const highlighted = new Set<number>();
  let nextLine = false;
  let depth = 0;
  for (const line of lines) {
    const magic = MAGIC.exec(line);
    if (magic) {
      if (magic[1] === 'next-line') nextLine = true;
      else if (magic[1] === 'start') depth += 1;
      else depth = Math.max(0, depth - 1);
      continue;
    }
    kept.push(line);
    if (nextLine || depth > 0) highlighted.add(kept.length);
    nextLine = false;
  }
  return { lines: kept, highlighted };
}

function textOf(node: HastNode): string {
  if (node.type === 'text') return node.value ?? '';
  return (node.children ?? []).map(textOf).join('');
}

interface Segment {
  text: string;
  classes: string[];
}

/** Flattens highlighted tokens into text segments, each with the classes of every token around it. */
function flatten(nodes: HastNode[], classes: string[] = [], out: Segment[] = []): Segment[] {
  for (const node of nodes) {
    if (node.type === 'text') out.push({ text: node.value ?? '', classes });
    else if (node.type === 'element') {
      const own = node.properties?.className;
      const added = Array.isArray(own) ? (own as string[]) : typeof own === 'string' ? [own] : [];
      flatten(node.children ?? [], [...new Set([...classes, ...added])], out);
    }
  }
  return out;
}

/** Splits segments at newlines: one list of segments per line. */
function splitLines(segments: Segment[]): Segment[][] {
  const lines: Segment[][] = [[]];
  for (const segment of segments) {
    const parts = segment.text.split('\n');
    parts.forEach((part, index) => {
      if (index > 0) lines.push([]);
      if (part !== '') lines[lines.length - 1].push({ text: part, classes: segment.classes });
    });
  }
  return lines;
}

const text = (value: string): HastNode => ({ type: 'text', value });
const span = (className: string[], children: HastNode[], properties: Record<string, unknown> = {}): HastNode => ({
  type: 'element',
  tagName: 'span',
  properties: { className, ...properties },
  children,
});

function renderSegments(line: Segment[]): HastNode[] {
  // Neighbours with the same classes become one span.
  const segments: Segment[] = [];
  for (const segment of line) {
    const last = segments[segments.length - 1];
    if (last && last.classes.join(' ') === segment.classes.join(' ')) last.text += segment.text;
    else segments.push({ ...segment });
  }
  return segments.map((segment) => (segment.classes.length > 0 ? span(segment.classes, [text(segment.text)]) : text(segment.text)));
}

/** Builds the highlighted children of `<code>`: one span per line, lines joined by newlines. */
export function renderCode(code: string, language: string, meta: CodeMeta, highlight: Highlighter): HastNode[] {
  const magic = applyMagicComments(code.replace(/\n$/, '').split('\n'));
  const highlighted = new Set([...meta.highlighted, ...magic.highlighted]);
  const shell = SHELL_LANGUAGES.has(language);
  const prompts = magic.lines.map((line) => (shell && /^\$ /.test(line) ? '$ ' : ''));
  const body = magic.lines.map((line, index) => line.slice(prompts[index].length)).join('\n');
  const tokens = highlight(body, language);
  const lines = splitLines(tokens ? flatten(tokens) : [{ text: body, classes: [] }]);
  const children: HastNode[] = [];
  lines.forEach((segments, index) => {
    const number = index + 1;
    const content = renderSegments(segments);
    if (prompts[index]) content.unshift(span(['code-prompt'], [text(prompts[index])], { 'data-no-copy': '' }));
    const className = highlighted.has(number) ? ['code-line', 'code-line--highlighted'] : ['code-line'];
    if (index > 0) children.push(text('\n'));
    children.push(span(className, content));
  });
  return children;
}

const escape = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Serializes the spans and text of highlighted code (the only nodes renderCode makes). */
export function toHtml(nodes: HastNode[]): string {
  return nodes
    .map((node) => {
      if (node.type === 'text') return escape(node.value ?? '');
      const attributes = Object.entries(node.properties ?? {})
        .map(([name, value]) => (name === 'className' ? ` class="${escape((value as string[]).join(' '))}"` : ` ${name}="${escape(String(value))}"`))
        .join('');
      return `<${node.tagName}${attributes}>${toHtml(node.children ?? [])}</${node.tagName}>`;
    })
    .join('');
}

function languageOf(code: HastNode): string {
  const className = code.properties?.className;
  const list = Array.isArray(className) ? (className as string[]) : [];
  const found = list.find((name) => name.startsWith('language-'));
  return found ? found.slice('language-'.length).toLowerCase() : 'text';
}

/** The rehype plugin: `rehypePlugins: [[rehypeCodeBlocks, { highlight }]]`. */
export function rehypeCodeBlocks(options: { highlight: Highlighter }) {
  const visit = (node: HastNode) => {
    for (const child of node.children ?? []) {
      if (child.type === 'element' && child.tagName === 'pre') {
        const code = child.children?.find((grand) => grand.type === 'element' && grand.tagName === 'code');
        if (code) {
          const language = languageOf(code);
          const meta = parseMeta((code.data?.meta as string | undefined) ?? (code.properties?.metastring as string | undefined));
          // The highlighted lines travel as one HTML string: compiled to JSX, every token would be an element call
          // in the page's JavaScript, about three times the bytes.
          const html = toHtml(renderCode(textOf(code), language, meta, options.highlight));
          // CodeBlock (src/theme/CodeBlock) renders the <code> and the classes from these attributes alone: an
          // empty <code> element and a class name here would be dead bytes of every block in the page's JavaScript.
          child.children = [];
          const { className: _className, ...properties } = child.properties ?? {};
          child.properties = {
            ...properties,
            dataLanguage: language,
            dataHighlighted: html,
            ...(meta.title ? { dataTitle: meta.title } : {}),
            ...(meta.lineNumbersFrom !== null ? { dataLineNumbers: String(meta.lineNumbersFrom) } : {}),
          };
          continue;
        }
      }
      visit(child);
    }
  };
  return (tree: HastNode) => visit(tree);
}
