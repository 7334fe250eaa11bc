/**
 * Relative links to other content files ([setup](./klipper-setup.mdx#step-1)) become the routes of those files at
 * build time; a link to a file that does not exist is a build error naming the source file and the target.
 */
import path from 'path';
import { classifyContentFile } from '../content/classify';

export class MdxLinkError extends Error {}

/** The route a relative .md/.mdx link points to (with its #anchor), or null for any other link. */
export function resolveMdxLink(fromFile: string, url: string, contentDir: string, exists: (file: string) => boolean): string | null {
  if (/^(?:[a-z][a-z0-9+.-]*:|\/|#)/i.test(url)) return null;
  const hashAt = url.indexOf('#');
  const target = hashAt >= 0 ? url.slice(0, hashAt) : url;
  const hash = hashAt >= 0 ? url.slice(hashAt) : '';
  if (!/\.mdx?$/.test(target)) return null;
  const absolute = path.resolve(path.dirname(fromFile), decodeURI(target));
  const shown = (file: string) => path.relative(path.dirname(contentDir), file);
  if (!exists(absolute)) {
    throw new MdxLinkError(`${shown(fromFile)}: the link "${url}" points to ${shown(absolute)}, which does not exist.`);
  }
  const rel = path.relative(contentDir, absolute).split(path.sep).join('/');
  // Links go to the English pages (the locale prefix is added per page), so no locale setup is needed here.
  const page = ['docs', 'blog', 'pages'].includes(rel.split('/')[0]) ? classifyContentFile(rel, { defaultLocale: '', locales: [] }, shown(absolute)) : null;
  if (!page) throw new MdxLinkError(`${shown(fromFile)}: the link "${url}" points outside content/docs, content/blog and content/pages.`);
  return `${page.route}${hash}`;
}

interface LinkNode {
  type: string;
  url?: string;
  children?: LinkNode[];
}

/** The remark transform; `contentDir` is the content root, `exists` tests a file (fs.existsSync in the build). */
export function remarkMdxLinks(options: { contentDir: string; exists: (file: string) => boolean }) {
  return (tree: LinkNode, file: { path?: string; history?: string[] }) => {
    const from = file.path ?? file.history?.[0];
    if (!from) return;
    const visit = (node: LinkNode) => {
      if ((node.type === 'link' || node.type === 'definition') && node.url) {
        const route = resolveMdxLink(from, node.url, options.contentDir, options.exists);
        if (route) node.url = route;
      }
      node.children?.forEach(visit);
    };
    visit(tree);
  };
}
