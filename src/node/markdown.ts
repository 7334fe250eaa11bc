/**
 * MDX source -> plain Markdown (src/lib/markdown/convert.ts does the rewriting). The parser and printer packages
 * are ESM-only: they are loaded once with a real dynamic import, as src/node/esmRemark.ts does for remark plugins.
 */
import fs from 'fs';
import { createRequire } from 'module';
import path from 'path';
import { pathToFileURL } from 'url';
import { parseFrontMatter } from '../lib/content/frontmatterSource';
import { remarkAdmonitions } from '../lib/mdx/remarkAdmonitions';
import { resolveMdxLink } from '../lib/mdx/remarkMdxLinks';
import { assembleMarkdown, toPlainMarkdownTree, type DocCardLink, type MdNode } from '../lib/markdown/convert';

type AnyFn = (...args: any[]) => any; // eslint-disable-line @typescript-eslint/no-explicit-any

export interface MarkdownTools {
  parse: (source: string) => MdNode;
  print: (tree: MdNode) => string;
}

const dynamicImport = new Function('specifier', 'return import(specifier)') as (s: string) => Promise<Record<string, AnyFn>>;

let loaded: Promise<MarkdownTools> | null = null;

export function loadMarkdownTools(): Promise<MarkdownTools> {
  loaded ??= (async () => {
    const resolve = createRequire(path.join(process.cwd(), 'package.json')).resolve;
    const load = (name: string) => dynamicImport(pathToFileURL(resolve(name)).href);
    const [fromMd, mdxjs, mdxMd, gfmSyntax, gfmMd, directiveSyntax, directiveMd, toMd] = await Promise.all(
      ['mdast-util-from-markdown', 'micromark-extension-mdxjs', 'mdast-util-mdx', 'micromark-extension-gfm', 'mdast-util-gfm', 'micromark-extension-directive', 'mdast-util-directive', 'mdast-util-to-markdown'].map(load),
    );
    return {
      parse: (source: string) =>
        fromMd.fromMarkdown(source, {
          extensions: [mdxjs.mdxjs(), gfmSyntax.gfm(), directiveSyntax.directive()],
          mdastExtensions: [mdxMd.mdxFromMarkdown(), gfmMd.gfmFromMarkdown(), directiveMd.directiveFromMarkdown],
        }) as MdNode,
      print: (tree: MdNode) =>
        toMd.toMarkdown(tree, { extensions: [gfmMd.gfmToMarkdown()], bullet: '-', listItemIndent: 'one', fences: true, resourceLink: true, rule: '-', emphasis: '_', strong: '*' }) as string,
    };
  })();
  return loaded;
}

export interface MarkdownSource {
  /** The MDX file (absolute path). */
  file: string;
  title: string;
  description?: string | null;
  /** One line after the title, e.g. that the page is shown in English. */
  note?: string | null;
  cards?: readonly DocCardLink[];
  /** The page's route (unlocalized); its own anchors link to it. */
  route?: string;
}

export interface ConvertOptions {
  siteUrl: string;
  contentDir: string;
  localize: (route: string) => string;
  /** Parsed trees by file: each locale's copy of an English page reuses the parse. */
  cache?: Map<string, MdNode>;
}

/** The whole Markdown file of one page. */
export function mdxFileToMarkdown(tools: MarkdownTools, page: MarkdownSource, options: ConvertOptions, source?: string): string {
  let tree = options.cache?.get(page.file);
  if (!tree) {
    tree = tools.parse(parseFrontMatter(page.file, source ?? fs.readFileSync(page.file, 'utf8')).body);
    remarkAdmonitions()(tree as never, { path: page.file });
    options.cache?.set(page.file, tree);
  }
  // A translation (content/i18n/<locale>/docs/…) links relative to its own tree.
  const contentDir = /^(.*[\\/]i18n[\\/][^\\/]+)[\\/]docs[\\/]/.exec(page.file)?.[1] ?? options.contentDir;
  const plain = toPlainMarkdownTree(tree, {
    siteUrl: options.siteUrl,
    localize: options.localize,
    resolveLink: (url) => {
      try {
        return resolveMdxLink(page.file, url, contentDir, fs.existsSync);
      } catch {
        return null; // The MDX build reports broken links; the Markdown keeps the link as written.
      }
    },
    cards: page.cards ?? [],
    route: page.route,
  });
  return assembleMarkdown({ title: page.title, description: page.description, note: page.note, body: tools.print(plain) });
}
