/**
 * The content model: which file under content/ is which kind of page, in which locale, at which route. The only
 * place that knows the rule; the build (onCreateNode), the covers, content:check, content:stats and the link check
 * all ask it.
 *
 *   docs/<path>.mdx                   doc          /docs/<path>/  (an index file stands for its folder)
 *   blog/<yyyy-mm-dd-slug>.mdx        post         /blog/<yyyy>/<mm>/<dd>/<slug>/ (undated: /blog/<slug>/)
 *   blog/<name>/index.mdx             post         the same, from the folder name
 *   pages/<path>.mdx                  page         /<path>/       (an index file stands for its folder)
 *   i18n/<locale>/docs/<path>.mdx     translation  /docs/<path>/ in <locale>, replacing the English doc there
 *
 * No front matter field changes a route today; the front matter is validated separately (frontmatter.ts).
 */
import { blogPostRoute, parseBlogFileName, type BlogFileName } from '../blog/parseFileName';
import { joinRoute } from '../routing/paths';
import { FrontMatterError } from './errors';

export type ContentKind = 'doc' | 'post' | 'page' | 'translation';

/** The folders of content/ that hold pages, and the kind of page each holds. */
export const CONTENT_AREAS = { docs: 'doc', blog: 'post', pages: 'page', i18n: 'translation' } as const satisfies Record<string, ContentKind>;
export type ContentArea = keyof typeof CONTENT_AREAS;

export interface ContentFile {
  kind: ContentKind;
  /** The locale the file is shown in: the default locale, or a translation's own. */
  locale: string;
  /** The locale-free route (/docs/x/); a translation has its English doc's route. */
  route: string;
  /** The file's path relative to content/ ('docs/x.mdx'), shown on the edit link. */
  sourceFile: string;
  /** The path inside its area ('x.mdx' for docs/x.mdx; for a translation, the English doc's path under docs/). */
  areaPath: string;
  /** For posts: the date and slug the file name carries. */
  post?: BlogFileName;
}

/** What the model needs of the site's locale setup. */
export interface ContentLocales {
  defaultLocale: string;
  locales: readonly string[];
}

const MARKDOWN = /\.mdx?$/;

/**
 * The route of a file under content/docs, content/pages or content/i18n/<locale>/docs: the path without its
 * extension, an index file standing for its folder, under `base`.
 */
function folderRoute(base: string, areaPath: string): string {
  const segments = areaPath.replace(MARKDOWN, '').split('/').filter(Boolean);
  if (segments[segments.length - 1] === 'index') segments.pop();
  return joinRoute(base, ...segments);
}

/** The route of a doc file relative to content/docs: docRoute('api/index.mdx') === '/docs/api/'. */
export function docRoute(areaPath: string): string {
  return folderRoute('docs', areaPath);
}

/**
 * Classifies one content file. `relativePath` is relative to content/ ('docs/api/index.mdx'); `file` is how errors
 * name it (default content/<relativePath>). Returns null for what is no page (a YAML registry, an image, a file
 * outside the page areas); throws FrontMatterError for a page file whose path breaks the rule.
 */
export function classifyContentFile(relativePath: string, locales: ContentLocales, file = `content/${relativePath}`): ContentFile | null {
  const normalized = relativePath.split('\\').join('/');
  if (!MARKDOWN.test(normalized)) return null;
  const [area, ...rest] = normalized.split('/');
  const areaPath = rest.join('/');
  if (!(area in CONTENT_AREAS) || areaPath === '') return null;
  const base = { sourceFile: normalized, areaPath, locale: locales.defaultLocale };
  switch (area as ContentArea) {
    case 'docs':
      return { ...base, kind: 'doc', route: docRoute(areaPath) };
    case 'pages':
      return { ...base, kind: 'page', route: folderRoute('', areaPath) };
    case 'blog': {
      let post: BlogFileName;
      try {
        post = parseBlogFileName(areaPath);
      } catch (error) {
        if (error instanceof FrontMatterError) throw new FrontMatterError(file, error.field, error.problem);
        throw error;
      }
      return { ...base, kind: 'post', route: blogPostRoute(post), post };
    }
    case 'i18n': {
      const [locale, translatedArea, ...docPath] = rest;
      if (translatedArea !== 'docs' || docPath.length === 0) {
        throw new FrontMatterError(file, '(path)', 'must be content/i18n/<locale>/docs/<path of the English doc>');
      }
      const others = locales.locales.filter((other) => other !== locales.defaultLocale);
      if (!others.includes(locale)) {
        throw new FrontMatterError(file, '(path)', `is under content/i18n/${locale}/, and "${locale}" is not one of the site's other locales (${others.join(', ')})`);
      }
      const englishPath = docPath.join('/');
      return { kind: 'translation', locale, route: docRoute(englishPath), sourceFile: normalized, areaPath: englishPath };
    }
  }
}
