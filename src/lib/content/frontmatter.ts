/**
 * The schemas of what authors write: the front matter of docs, pages, translations and posts, and the blog's
 * authors and tags registries. Types are inferred from the schemas; every failure is a {@link FrontMatterError}
 * naming the file and the field.
 */
import { z } from 'zod';
import { parseCalendarDate } from './dates';
import { FrontMatterError } from './errors';
import { parseBlogFileName, blogPostRoute } from '../blog/parseFileName';
import { formatPath, parseWith, type IssuePath } from '../schema/issues';

type Data = Record<string, unknown>;

const TEXT = 'must be a non-empty text';
const TEXT_WHEN_GIVEN = 'must be a non-empty text when given';
const TEXT_LIST = 'must be a list of non-empty texts';

/** YAML writes an empty field (`title:`) as null: the schemas read null as "not given". */
function dropNulls(value: unknown): unknown {
  if (!value || typeof value !== 'object' || Array.isArray(value) || value instanceof Date) return value;
  return Object.fromEntries(Object.entries(value).filter(([, item]) => item !== null && item !== undefined));
}

const text = z.string({ required_error: 'is required', invalid_type_error: TEXT }).trim().min(1, TEXT);

const optionalText = z
  .string({ invalid_type_error: TEXT_WHEN_GIVEN })
  .trim()
  .min(1, TEXT_WHEN_GIVEN)
  .optional()
  .transform((value) => value ?? null);

const flag = z
  .boolean({ invalid_type_error: 'must be true or false' })
  .optional()
  .transform((value) => value === true);

/** A list of texts; a single text counts as a list of one. */
const textList = (required: boolean) => {
  const list = z.array(z.string({ invalid_type_error: TEXT_LIST }).trim().min(1, TEXT_LIST), {
    required_error: 'is required (a list)',
    invalid_type_error: TEXT_LIST,
  });
  const wrap = (value: unknown) => (typeof value === 'string' ? [value] : value);
  return required
    ? z.preprocess(wrap, list.min(1, 'must list at least one entry'))
    : z.preprocess(wrap, list.optional()).transform((value) => value ?? []);
};

/** `last_update: YYYY-MM-DD` or `last_update: { date: YYYY-MM-DD }`: the date the page shows instead of git's. */
const lastUpdate = z
  .unknown()
  .optional()
  .transform((value, ctx) => {
    if (value === undefined) return null;
    const raw = typeof value === 'object' && value !== null && !(value instanceof Date) ? (value as Data).date : value;
    const date = parseCalendarDate(raw);
    if (date) return date;
    ctx.addIssue({ code: 'custom', message: `must be a real date written YYYY-MM-DD (or { date: YYYY-MM-DD }), got "${JSON.stringify(value)}"` });
    return z.NEVER;
  });

const calendarDate = z.unknown().transform((value, ctx) => {
  const date = parseCalendarDate(value);
  if (date) return date;
  ctx.addIssue({ code: 'custom', message: `must be a real date written YYYY-MM-DD, got "${String(value)}"` });
  return z.NEVER;
});

const COMMIT_HASH = /^[0-9a-f]{7,40}$/;

/** `translated_from`: the commit of the English file a translation was made from (7 to 40 hex digits). */
const translatedFrom = z
  .unknown()
  .optional()
  .transform((value, ctx) => {
    if (value === undefined) return null;
    if (typeof value === 'string' && COMMIT_HASH.test(value.trim())) return value.trim();
    ctx.addIssue({ code: 'custom', message: `must be the commit hash of the English file it translates (7 to 40 hex digits), got "${String(value)}"` });
    return z.NEVER;
  });

const SOURCE_REPO = /^[A-Za-z0-9][A-Za-z0-9._-]*(?:\/[A-Za-z0-9][A-Za-z0-9._-]*)?$/;

/** One entry of `verified_against`: a file of a product repository at the commit the page was checked against. */
const sourceFile = z
  .object(
    {
      repo: z
        .string({ required_error: 'is required: the repository\'s name, such as obico-server', invalid_type_error: 'must be a repository name, such as obico-server' })
        .trim()
        .regex(SOURCE_REPO, 'must be a repository name, such as obico-server'),
      path: z
        .string({ required_error: 'is required: the file\'s path in the repository', invalid_type_error: 'must be a file path in the repository' })
        .trim()
        .min(1, 'must be a file path in the repository')
        .refine((value) => !value.startsWith('/') && !value.split('/').includes('..'), 'must be a path inside the repository (no leading "/", no "..")'),
      commit: z.unknown().transform((value, ctx) => {
        if (typeof value === 'string' && COMMIT_HASH.test(value.trim().toLowerCase())) return value.trim().toLowerCase();
        const hint = typeof value === 'number' ? ' (YAML read it as a number: put the hash in quotes)' : '';
        ctx.addIssue({ code: 'custom', message: `must be a commit hash (7 to 40 hex digits)${hint}, got ${value === undefined ? 'nothing' : JSON.stringify(value)}` });
        return z.NEVER;
      }),
    },
    { invalid_type_error: 'must be a mapping of repo, path and commit' },
  )
  .strict();

export type SourceFile = z.output<typeof sourceFile>;

/** `verified_against:` the product files a page was checked against (content:drift lists the pages whose files changed since). */
const verifiedAgainst = z
  .array(sourceFile, { invalid_type_error: 'must be a list of { repo, path, commit }' })
  .optional()
  .transform((value) => value ?? []);

const docFields = z.object({
  title: text,
  description: text,
  sidebar_label: optionalText,
  hide_table_of_contents: flag,
  /** Kept out of the sitemap and asks search engines not to index the page. */
  noindex: flag,
  /** Built and reachable at its URL (noindex), but left out of the sidebars, search, sitemap, llms.txt and feeds. */
  unlisted: flag,
  /** Built only by `gatsby develop`, with a "Draft" banner. */
  draft: flag,
  keywords: textList(false),
  last_update: lastUpdate,
  verified_against: verifiedAgainst,
});

/** Front matter of a doc or a Markdown page (content/docs, content/pages). */
export const docFrontmatterSchema = z.preprocess(dropNulls, docFields);
export type DocFrontmatter = z.output<typeof docFields>;

/** The field a translation (content/i18n/<locale>/…) adds to the front matter of the page it translates. */
export const translationFieldsSchema = z.preprocess(dropNulls, z.object({ translated_from: translatedFrom }));

export interface BlogRegistry {
  authors: ReadonlySet<string>;
  tags: ReadonlySet<string>;
}

/**
 * Front matter of a post. The file name's date (null for an undated post) and the registries are part of the
 * schema: a dated post may repeat its date but not contradict it, an undated one must give it, and every author and
 * tag must be listed in content/blog.
 */
export function postFrontmatterSchema(fileDate: string | null, registry: BlogRegistry) {
  const fields = z.object({
    title: text,
    description: text,
    date: calendarDate.optional(),
    authors: textList(true),
    tags: textList(true),
    image: optionalText,
    image_alt: optionalText,
    /** Built and reachable at its URL (noindex), but left out of the blog lists, tags, archive, feeds, search and sitemap. */
    unlisted: flag,
    /** Built only by `gatsby develop`, with a "Draft" banner. */
    draft: flag,
  });
  return z.preprocess(
    dropNulls,
    fields.superRefine((post, ctx) => {
      if (post.date === undefined && !fileDate) {
        ctx.addIssue({ code: 'custom', path: ['date'], message: 'is required for a post whose file name has no YYYY-MM-DD- prefix' });
      }
      if (post.date !== undefined && fileDate && post.date !== fileDate) {
        ctx.addIssue({ code: 'custom', path: ['date'], message: `is ${post.date} but the file name says ${fileDate}` });
      }
      const unknownAuthor = post.authors.find((author) => !registry.authors.has(author));
      if (unknownAuthor) {
        ctx.addIssue({ code: 'custom', path: ['authors'], message: `names "${unknownAuthor}", which is not an id in content/blog/authors.yaml` });
      }
      const unknownTag = post.tags.find((tag) => !registry.tags.has(tag));
      if (unknownTag) ctx.addIssue({ code: 'custom', path: ['tags'], message: `names "${unknownTag}", which is not a slug in content/blog/tags.yaml` });
      if (post.image && !post.image_alt) ctx.addIssue({ code: 'custom', path: ['image_alt'], message: 'is required when image is set' });
    }),
  );
}

/** Front matter of a blog post, validated, with the facts derived from its file name. */
export interface PostFrontmatter extends Omit<z.output<ReturnType<typeof postFrontmatterSchema>>, 'date'> {
  /** YYYY-MM-DD: the file name's date for dated posts, the front matter's for undated ones. */
  date: string;
  dated: boolean;
  slug: string;
  route: string;
}

/**
 * A front matter field is the first step of the issue's path (`keywords`, not `keywords[2]`); inside
 * `verified_against` the entry and its key are named too (`verified_against[1].commit`).
 */
const frontMatterError = (file: string) => (path: IssuePath, problem: string) =>
  new FrontMatterError(file, path[0] === 'verified_against' && path.length > 1 ? formatPath(path) : String(path[0] ?? '(front matter)'), problem);

/** Validates a doc page's front matter; `file` is the path shown in errors. */
export function validateDocFrontmatter(file: string, data: Data): DocFrontmatter {
  return parseWith(docFrontmatterSchema, data, frontMatterError(file));
}

/** Validates a translation's `translated_from`; null when the translation does not record it. */
export function validateTranslatedFrom(file: string, data: Data): string | null {
  return parseWith(translationFieldsSchema, data, frontMatterError(file)).translated_from;
}

/**
 * Validates a post's front matter against the author and tag registries.
 * `relativePath` is relative to content/blog (it carries the dated/undated rule); `file` is shown in errors.
 */
export function validatePostFrontmatter(file: string, relativePath: string, data: Data, registry: BlogRegistry): PostFrontmatter {
  let fileName;
  try {
    fileName = parseBlogFileName(relativePath);
  } catch (error) {
    if (error instanceof FrontMatterError) throw new FrontMatterError(file, error.field, error.problem);
    throw error;
  }
  const post = parseWith(postFrontmatterSchema(fileName.date, registry), data, frontMatterError(file));
  return {
    ...post,
    date: post.date ?? (fileName.date as string),
    dated: fileName.dated,
    slug: fileName.slug,
    route: blogPostRoute(fileName),
  };
}

const TAG_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const authorSchema = z.object({ id: text, name: text, title: text, bio: text });
const tagSchema = z.object({
  slug: text.refine((slug) => TAG_SLUG.test(slug), (slug) => ({ message: `"${slug}" must be lowercase letters and digits joined by hyphens` })),
  label: text,
  description: text,
});

export type Author = z.output<typeof authorSchema>;
export type Tag = z.output<typeof tagSchema>;

const TOP_LEVEL = { required_error: 'must be a list at the top level', invalid_type_error: 'must be a list at the top level' };

/** Registry entries are found by their key: a key listed twice is an error on the second entry. */
const uniqueBy =
  <K extends string>(key: K) =>
  (entries: ReadonlyArray<Record<K, string>>, ctx: z.RefinementCtx) => {
    const seen = new Set<string>();
    entries.forEach((entry, index) => {
      if (seen.has(entry[key])) ctx.addIssue({ code: 'custom', path: [index, key], message: `"${entry[key]}" is listed twice` });
      seen.add(entry[key]);
    });
  };

/** An empty file reads as null; it is reported as a missing list. */
const emptyAsMapping = (root: unknown) => root ?? {};

export const authorsFileSchema = z.preprocess(emptyAsMapping, z.object({ authors: z.array(authorSchema, TOP_LEVEL).superRefine(uniqueBy('id')) }));
export const tagsFileSchema = z.preprocess(emptyAsMapping, z.object({ tags: z.array(tagSchema, TOP_LEVEL).superRefine(uniqueBy('slug')) }));

/** `authors[0].bio` is reported as field "bio" of "authors.yaml (authors[0])". */
const registryError = (file: string) => (path: IssuePath, problem: string) => {
  if (path.length >= 3 && typeof path[1] === 'number') {
    return new FrontMatterError(`${file} (${formatPath(path.slice(0, 2))})`, formatPath(path.slice(2)), problem);
  }
  return new FrontMatterError(file, formatPath(path) || '(file)', problem);
};

/** Validates content/blog/authors.yaml (`authors:` list of id, name, title, bio). */
export function validateAuthors(file: string, root: unknown): Author[] {
  return parseWith(authorsFileSchema, root, registryError(file)).authors;
}

/** Validates content/blog/tags.yaml (`tags:` list of slug, label, description). */
export function validateTags(file: string, root: unknown): Tag[] {
  return parseWith(tagsFileSchema, root, registryError(file)).tags;
}
