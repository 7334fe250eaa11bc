/** Validates each MDX file's front matter and derives its route and other fields. */
import path from 'path';
import MarkdownIt from 'markdown-it';
import type { Node } from 'gatsby';
import { validateDocFrontmatter, validatePostFrontmatter, type DocFrontmatter } from '../lib/content/frontmatter';
import { classifyContentFile, type ContentKind } from '../lib/content/classify';
import { countWords, previewSource, readingMinutes } from '../lib/blog/posts';
import { loadRegistry } from './registry';
import { generatedCoverPath } from './covers';
import { validateTranslatedFrom } from '../lib/content/translationFreshness';
import { DEFAULT_LOCALE, LOCALES } from '../config/locales';

export type { ContentKind };

const markdown = new MarkdownIt({ html: false, linkify: false, typographer: false });

/** The preview shown on list pages: the post's introduction rendered as HTML (no raw HTML allowed). */
export function renderPreview(body: string): string | null {
  const source = previewSource(body);
  if (source === null) return null;
  return markdown.render(source.replace(/\{\/\*[\s\S]*?\*\/\}/g, '')).trim();
}

interface FileNode extends Node {
  sourceInstanceName: string;
  relativePath: string;
  absolutePath: string;
}

export interface DerivedFields {
  kind: ContentKind;
  /** For translations: the locale (content/i18n/<locale>/docs/...). */
  locale?: string;
  route: string;
  sourceFile: string;
  title: string;
  description: string;
  sidebarLabel?: string | null;
  hideToc?: boolean;
  noindex?: boolean;
  /** Built and reachable, listed nowhere (front matter `unlisted`). */
  unlisted?: boolean;
  /** Built only by gatsby develop (front matter `draft`). */
  draft?: boolean;
  keywords?: string[];
  /** A doc's `last_update` front matter: shown instead of the file's last commit date. */
  lastUpdate?: string | null;
  date?: string;
  dated?: boolean;
  authors?: string[];
  tags?: string[];
  words: number;
  readingMinutes: number;
  previewHtml?: string | null;
  /** The cover File's relativePath: the post's own `image`, else its generated cover. */
  coverPath?: string;
  coverAlt?: string;
  /** For translations: the commit of the English file it was translated from (front matter `translated_from`). */
  translatedFrom?: string | null;
}

/** Derives the fields of one MDX node; throws FrontMatterError naming the file and field. */
export function deriveFields(file: FileNode, frontmatter: Record<string, unknown>, body: string): DerivedFields | null {
  const shown = path.relative(process.cwd(), file.absolutePath);
  const words = countWords(body);
  const minutes = readingMinutes(words);
  /** The fields a doc and its translations share. */
  const docFields = (doc: DocFrontmatter) => ({
    title: doc.title,
    description: doc.description,
    sidebarLabel: doc.sidebar_label,
    hideToc: doc.hide_table_of_contents,
    noindex: doc.noindex,
    unlisted: doc.unlisted,
    draft: doc.draft,
    keywords: doc.keywords,
    lastUpdate: doc.last_update,
    words,
    readingMinutes: minutes,
  });
  const content = classifyContentFile(`${file.sourceInstanceName}/${file.relativePath}`, { defaultLocale: DEFAULT_LOCALE, locales: LOCALES }, shown);
  if (!content) return null;
  const { kind, route, sourceFile } = content;
  switch (kind) {
    case 'doc':
      return { kind, route, sourceFile, ...docFields(validateDocFrontmatter(shown, frontmatter)) };
    case 'post': {
      const registry = loadRegistry();
      const post = validatePostFrontmatter(shown, file.relativePath, frontmatter, { authors: registry.authorIds, tags: registry.tagSlugs });
      return {
        kind,
        route,
        sourceFile,
        title: post.title,
        description: post.description,
        date: post.date,
        dated: post.dated,
        authors: post.authors,
        tags: post.tags,
        unlisted: post.unlisted,
        draft: post.draft,
        words,
        readingMinutes: minutes,
        previewHtml: renderPreview(body),
        coverPath: post.image ? path.posix.normalize(path.posix.join(path.posix.dirname(file.relativePath), post.image)) : generatedCoverPath(file.relativePath),
        coverAlt: post.image_alt ?? `Illustration for the post "${post.title}"`,
      };
    }
    case 'page': {
      const doc = validateDocFrontmatter(shown, frontmatter);
      return { kind, route, sourceFile, title: doc.title, description: doc.description, noindex: doc.noindex, unlisted: doc.unlisted, draft: doc.draft, words, readingMinutes: minutes };
    }
    case 'translation':
      return {
        kind,
        locale: content.locale,
        route,
        sourceFile,
        ...docFields(validateDocFrontmatter(shown, frontmatter)),
        translatedFrom: validateTranslatedFrom(shown, frontmatter),
      };
  }
}
