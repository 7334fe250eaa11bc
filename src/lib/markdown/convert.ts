/**
 * Plain Markdown of a doc or post, for readers' AI tools and the `.md` URLs: the MDX syntax tree (mdast, as
 * remark-mdx parses it, after remarkAdmonitions) is rewritten into a tree with no MDX nodes and no HTML, which
 * mdast-util-to-markdown then prints. Pure: parsing and printing are done by the caller (src/node/markdown.ts),
 * since those packages are ESM-only.
 *
 * - Admonitions become blockquotes starting with their label: `> **Tip:** …`, or `> **Tip: title**` on a line.
 * - Tabs are flattened: each tab's label becomes a heading one level below the heading before the tabs.
 * - DocCardList becomes a list of links to the category's pages, with their descriptions.
 * - ThemedImage becomes an image of its light variant with its alt text.
 * - Links and images become absolute URLs on the site; relative `.mdx` links become the routes of their files.
 * - ESM (import/export), expressions (including `{/* comments *\/}`) and any other JSX are dropped, keeping the
 *   text inside unknown elements.
 */

export interface MdNode {
  type: string;
  name?: string | null;
  value?: string;
  url?: string;
  alt?: string | null;
  title?: string | null;
  depth?: number;
  lang?: string | null;
  meta?: string | null;
  attributes?: Array<{ type: string; name?: string; value?: unknown }>;
  children?: MdNode[];
  [key: string]: unknown;
}

export interface DocCardLink {
  title: string;
  route: string;
  description?: string | null;
}

export interface MarkdownContext {
  /** https://www.obico.io, without a trailing slash. */
  siteUrl: string;
  /** Localizes a site route (`/docs/x/` -> `/de-DE/docs/x/`); identity for English. */
  localize: (route: string) => string;
  /** The route of a relative .md/.mdx link, or null when the URL is not one. */
  resolveLink: (url: string) => string | null;
  /** The pages a DocCardList on this page lists. */
  cards: readonly DocCardLink[];
  /** The page's own route, for links to its anchors (`#step-1`). */
  route?: string;
}

const ADMONITION_LABELS: Record<string, string> = {
  note: 'Note',
  tip: 'Tip',
  info: 'Info',
  caution: 'Caution',
  danger: 'Danger',
  warning: 'Warning',
  important: 'Important',
};

/** Routes of pages (localized in Markdown of other locales); anything else under / is a file (images, feeds). */
const PAGE_ROUTE = /^\/(?:docs|blog|help|search)(?:\/|$)/;

function attribute(node: MdNode, name: string): unknown {
  const attr = node.attributes?.find((a) => a.type === 'mdxJsxAttribute' && a.name === name);
  if (!attr) return undefined;
  const value = attr.value;
  if (value && typeof value === 'object' && 'value' in (value as Record<string, unknown>)) return (value as { value: string }).value;
  return value;
}

/** The light source of a ThemedImage: `sources={{light: "/img/x-light.svg", dark: "…"}}` (an expression). */
export function themedImageLightSource(expression: string): string | null {
  const match = /\blight\s*:\s*(["'`])([^"'`]+)\1/.exec(expression);
  return match ? match[2] : null;
}

/** The text of a string-literal expression (`{'<'}`, `{"x"}`), or null for any other expression. */
function literalText(expression: string): string | null {
  const match = /^\s*(["'`])((?:(?!\1)[^\\]|\\.)*)\1\s*$/.exec(expression);
  return match ? match[2].replace(/\\(.)/g, '$1') : null;
}

export function absoluteUrl(url: string, context: MarkdownContext): string {
  const resolved = context.resolveLink(url);
  const target = url.startsWith('#') && context.route ? `${context.route}${url}` : resolved ?? url;
  if (/^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('#') || target.startsWith('//')) return target;
  if (!target.startsWith('/')) return target;
  const hashAt = target.search(/[?#]/);
  const pathname = hashAt >= 0 ? target.slice(0, hashAt) : target;
  const rest = hashAt >= 0 ? target.slice(hashAt) : '';
  const localized = PAGE_ROUTE.test(pathname) ? context.localize(pathname) : pathname;
  return `${context.siteUrl}${localized}${rest}`;
}

function textOf(node: MdNode): string {
  if (typeof node.value === 'string') return node.value;
  return (node.children ?? []).map(textOf).join('');
}

const paragraph = (children: MdNode[]): MdNode => ({ type: 'paragraph', children });

function admonition(node: MdNode, context: MarkdownContext, depth: number): MdNode {
  const type = String(attribute(node, 'type') ?? 'note');
  const label = ADMONITION_LABELS[type] ?? type.charAt(0).toUpperCase() + type.slice(1);
  const title = attribute(node, 'title');
  const body = transformBlocks(node.children ?? [], context, depth);
  if (typeof title === 'string' && title.trim()) {
    return { type: 'blockquote', children: [paragraph([{ type: 'strong', children: [{ type: 'text', value: `${label}: ${title.trim()}` }] }]), ...body] };
  }
  const lead: MdNode = { type: 'strong', children: [{ type: 'text', value: `${label}:` }] };
  if (body[0]?.type === 'paragraph') {
    const [first, ...rest] = body;
    return { type: 'blockquote', children: [paragraph([lead, { type: 'text', value: ' ' }, ...(first.children ?? [])]), ...rest] };
  }
  return { type: 'blockquote', children: [paragraph([lead]), ...body] };
}

function tabs(node: MdNode, context: MarkdownContext, depth: number): MdNode[] {
  const out: MdNode[] = [];
  const level = Math.min(depth + 1, 6);
  for (const child of node.children ?? []) {
    if ((child.type === 'mdxJsxFlowElement' || child.type === 'mdxJsxTextElement') && child.name === 'TabItem') {
      const label = attribute(child, 'label') ?? attribute(child, 'value');
      if (typeof label === 'string' && label) out.push({ type: 'heading', depth: level, children: [{ type: 'text', value: label }] });
      out.push(...transformBlocks(child.children ?? [], context, level));
    } else {
      out.push(...transformBlocks([child], context, depth));
    }
  }
  return out;
}

function docCardList(context: MarkdownContext): MdNode[] {
  if (context.cards.length === 0) return [];
  return [
    {
      type: 'list',
      ordered: false,
      spread: false,
      children: context.cards.map((card) => ({
        type: 'listItem',
        spread: false,
        children: [
          paragraph([
            { type: 'link', url: absoluteUrl(card.route, context), children: [{ type: 'text', value: card.title }] },
            ...(card.description ? [{ type: 'text', value: `: ${card.description}` }] : []),
          ]),
        ],
      })),
    },
  ];
}

function themedImage(node: MdNode, context: MarkdownContext): MdNode | null {
  const sources = node.attributes?.find((a) => a.name === 'sources');
  const expression = sources && typeof sources.value === 'object' && sources.value ? String((sources.value as { value?: string }).value ?? '') : '';
  const light = themedImageLightSource(expression);
  if (!light) return null;
  const alt = attribute(node, 'alt');
  return { type: 'image', url: absoluteUrl(light, context), alt: typeof alt === 'string' ? alt : '' };
}

/** Flow-level JSX and MDX nodes rewritten into Markdown blocks; `depth` is the level of the last heading. */
function transformBlocks(nodes: readonly MdNode[], context: MarkdownContext, depth: number): MdNode[] {
  const out: MdNode[] = [];
  let level = depth;
  for (const node of nodes) {
    switch (node.type) {
      case 'mdxjsEsm':
      case 'mdxFlowExpression': {
        const text = node.type === 'mdxFlowExpression' ? literalText(node.value ?? '') : null;
        if (text) out.push(paragraph([{ type: 'text', value: text }]));
        break;
      }
      case 'html':
        break;
      case 'heading':
        level = node.depth ?? level;
        out.push({ ...node, children: transformInline(node.children ?? [], context) });
        break;
      case 'mdxJsxFlowElement':
        if (node.name === 'Admonition') out.push(admonition(node, context, level));
        else if (node.name === 'Tabs') out.push(...tabs(node, context, level));
        else if (node.name === 'TabItem') out.push(...tabs({ type: 'mdxJsxFlowElement', name: 'Tabs', children: [node] }, context, level));
        else if (node.name === 'DocCardList') out.push(...docCardList(context));
        else if (node.name === 'ThemedImage') {
          const image = themedImage(node, context);
          if (image) out.push(paragraph([image]));
        } else out.push(...transformBlocks(node.children ?? [], context, level));
        break;
      case 'paragraph': {
        const children = transformInline(node.children ?? [], context);
        if (children.some((child) => child.type !== 'text' || (child.value ?? '').trim() !== '')) out.push({ ...node, children });
        break;
      }
      case 'code':
      case 'inlineCode':
      case 'thematicBreak':
        out.push(node);
        break;
      case 'definition':
        out.push({ ...node, url: absoluteUrl(node.url ?? '', context) });
        break;
      case 'list':
      case 'listItem':
      case 'blockquote':
      case 'table':
      case 'tableRow':
      case 'tableCell':
      case 'footnoteDefinition':
        out.push({ ...node, children: node.type === 'tableCell' ? transformInline(node.children ?? [], context) : transformBlocks(node.children ?? [], context, level) });
        break;
      default:
        // Phrasing content that sits at block level (inside a list item or table cell): rewrite it inline.
        out.push(...transformInline([node], context));
    }
  }
  return out;
}

/** Phrasing-level rewriting: links and images made absolute, inline JSX unwrapped, expressions dropped. */
function transformInline(nodes: readonly MdNode[], context: MarkdownContext): MdNode[] {
  const out: MdNode[] = [];
  for (const node of nodes) {
    switch (node.type) {
      case 'mdxTextExpression':
      case 'mdxFlowExpression': {
        const text = literalText(node.value ?? '');
        if (text) out.push({ type: 'text', value: text });
        break;
      }
      case 'mdxjsEsm':
      case 'html':
        break;
      case 'mdxJsxTextElement':
      case 'mdxJsxFlowElement':
        if (node.name === 'ThemedImage') {
          const image = themedImage(node, context);
          if (image) out.push(image);
        } else if (node.name === 'br') out.push({ type: 'break' });
        else out.push(...transformInline(node.children ?? [], context));
        break;
      case 'link':
        out.push({ ...node, url: absoluteUrl(node.url ?? '', context), children: transformInline(node.children ?? [], context) });
        break;
      case 'image':
        out.push({ ...node, url: absoluteUrl(node.url ?? '', context) });
        break;
      case 'paragraph':
        out.push(...transformInline(node.children ?? [], context));
        break;
      default:
        out.push(node.children ? { ...node, children: transformInline(node.children, context) } : node);
    }
  }
  return out;
}

/** Rewrites a parsed MDX tree (root) into a plain Markdown tree. */
export function toPlainMarkdownTree(root: MdNode, context: MarkdownContext): MdNode {
  return { type: 'root', children: transformBlocks(root.children ?? [], context, 1) };
}

export { markdownPath } from './paths';

/** The whole file: `# title`, the description, an optional note line, then the body. */
export function assembleMarkdown(parts: { title: string; description?: string | null; note?: string | null; body: string }): string {
  const blocks = [`# ${parts.title.trim()}`];
  if (parts.note) blocks.push(parts.note.trim());
  if (parts.description?.trim()) blocks.push(parts.description.trim());
  const body = parts.body.trim();
  if (body) blocks.push(body);
  return `${blocks.join('\n\n')}\n`;
}

export { textOf as plainText };
