import { joinRoute } from '../routing/paths';
import { parseCalendarDate } from '../content/dates';
import { FrontMatterError } from '../content/errors';

export interface BlogFileName {
  /** True when the file name starts with YYYY-MM-DD-: the post lives under /blog/yyyy/mm/dd/. */
  dated: boolean;
  /** The date from the file name, for dated posts. */
  date: string | null;
  /** The URL segment, as written in the file name (case kept, unsafe characters replaced). */
  slug: string;
}

const DATED = /^(\d{4}-\d{2}-\d{2})-(.+)$/;

/**
 * Normalises a file-name slug for use as a URL segment. Case is kept on purpose: some historical
 * routes are capitalised (/blog/2021/12/01/OctoPrint-Anywhere/) and other pages link to them.
 * @example toPostSlug('My first post!') === 'My-first-post'
 */
export function toPostSlug(name: string): string {
  return name
    .normalize('NFKC')
    .trim()
    .replace(/[\s/\\?#%"'<>|^`{}[\]!*()&+,;=:@$]+/g, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * Reads a blog post's file path (relative to content/blog) into its dated/undated form.
 * Both `2022-06-14-obico-for-klipper-beta.mdx` and `2022-06-14-obico-for-klipper-beta/index.mdx` work.
 */
export function parseBlogFileName(relativePath: string): BlogFileName {
  const withoutExt = relativePath.replace(/\.mdx?$/, '').replace(/\/index$/, '');
  const base = withoutExt.split('/').pop() ?? withoutExt;
  const match = DATED.exec(base);
  if (match) {
    const date = parseCalendarDate(match[1]);
    if (!date) {
      throw new FrontMatterError(relativePath, 'date', `comes from the file name, and "${match[1]}" is not a real calendar date`);
    }
    return { dated: true, date, slug: toPostSlug(match[2]) };
  }
  const slug = toPostSlug(base);
  if (!slug) throw new FrontMatterError(relativePath, 'slug', 'cannot be derived from the file name');
  return { dated: false, date: null, slug };
}

/** The route of a post: /blog/yyyy/mm/dd/slug/ when dated, /blog/slug/ otherwise. */
export function blogPostRoute(file: BlogFileName): string {
  if (file.dated && file.date) {
    const [year, month, day] = file.date.split('-');
    return joinRoute('blog', year, month, day, file.slug);
  }
  return joinRoute('blog', file.slug);
}
