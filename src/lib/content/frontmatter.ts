import { parseCalendarDate } from './dates';
import { FrontMatterError } from './errors';
import { parseBlogFileName, blogPostRoute } from '../blog/parseFileName';

/** Front matter of a docs page, validated. See the content model in the README. */
export interface DocFrontmatter {
  title: string;
  description: string;
  sidebar_label: string | null;
  hide_table_of_contents: boolean;
  /** Kept out of the sitemap and asks search engines not to index the page. */
  noindex: boolean;
  keywords: string[];
  /** `last_update: YYYY-MM-DD` or `last_update: { date: YYYY-MM-DD }`: the date the page shows instead of git's. */
  last_update: string | null;
}

/** Front matter of a blog post, validated, with the facts derived from its file name. */
export interface PostFrontmatter {
  title: string;
  description: string;
  /** YYYY-MM-DD: the file name's date for dated posts, the front matter's for undated ones. */
  date: string;
  dated: boolean;
  slug: string;
  route: string;
  authors: string[];
  tags: string[];
  image: string | null;
  image_alt: string | null;
}

export interface Author {
  id: string;
  name: string;
  title: string;
  bio: string;
}

export interface Tag {
  slug: string;
  label: string;
  description: string;
}

type Data = Record<string, unknown>;

function requireString(file: string, data: Data, field: string): string {
  const value = data[field];
  if (value === undefined || value === null) throw new FrontMatterError(file, field, 'is required');
  if (typeof value !== 'string' || value.trim() === '') {
    throw new FrontMatterError(file, field, 'must be a non-empty text');
  }
  return value.trim();
}

function optionalString(file: string, data: Data, field: string): string | null {
  const value = data[field];
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string' || value.trim() === '') {
    throw new FrontMatterError(file, field, 'must be a non-empty text when given');
  }
  return value.trim();
}

function stringList(file: string, data: Data, field: string, required: boolean): string[] {
  const value = data[field];
  if (value === undefined || value === null) {
    if (required) throw new FrontMatterError(file, field, 'is required (a list)');
    return [];
  }
  const list = Array.isArray(value) ? value : [value];
  if (list.some((item) => typeof item !== 'string' || item.trim() === '')) {
    throw new FrontMatterError(file, field, 'must be a list of non-empty texts');
  }
  if (required && list.length === 0) throw new FrontMatterError(file, field, 'must list at least one entry');
  return list.map((item: string) => item.trim());
}

/** Validates a doc page's front matter; `file` is the path shown in errors. */
export function validateDocFrontmatter(file: string, data: Data): DocFrontmatter {
  const hide = data.hide_table_of_contents;
  if (hide !== undefined && hide !== null && typeof hide !== 'boolean') {
    throw new FrontMatterError(file, 'hide_table_of_contents', 'must be true or false');
  }
  const noindex = data.noindex;
  if (noindex !== undefined && noindex !== null && typeof noindex !== 'boolean') {
    throw new FrontMatterError(file, 'noindex', 'must be true or false');
  }
  return {
    title: requireString(file, data, 'title'),
    description: requireString(file, data, 'description'),
    sidebar_label: optionalString(file, data, 'sidebar_label'),
    hide_table_of_contents: hide === true,
    noindex: noindex === true,
    keywords: stringList(file, data, 'keywords', false),
    last_update: lastUpdate(file, data.last_update),
  };
}

function lastUpdate(file: string, value: unknown): string | null {
  if (value === undefined || value === null) return null;
  const raw = typeof value === 'object' && !(value instanceof Date) ? (value as Record<string, unknown>).date : value;
  const date = parseCalendarDate(raw);
  if (!date) throw new FrontMatterError(file, 'last_update', `must be a real date written YYYY-MM-DD (or { date: YYYY-MM-DD }), got "${JSON.stringify(value)}"`);
  return date;
}

export interface BlogRegistry {
  authors: ReadonlySet<string>;
  tags: ReadonlySet<string>;
}

/**
 * Validates a post's front matter against the author and tag registries.
 * `relativePath` is relative to content/blog (it carries the dated/undated rule); `file` is shown in errors.
 */
export function validatePostFrontmatter(
  file: string,
  relativePath: string,
  data: Data,
  registry: BlogRegistry,
): PostFrontmatter {
  let fileName;
  try {
    fileName = parseBlogFileName(relativePath);
  } catch (error) {
    if (error instanceof FrontMatterError) throw new FrontMatterError(file, error.field, error.problem);
    throw error;
  }
  const title = requireString(file, data, 'title');
  const description = requireString(file, data, 'description');

  let date: string;
  if (data.date === undefined || data.date === null) {
    if (!fileName.date) {
      throw new FrontMatterError(file, 'date', 'is required for a post whose file name has no YYYY-MM-DD- prefix');
    }
    date = fileName.date;
  } else {
    const parsed = parseCalendarDate(data.date);
    if (!parsed) {
      throw new FrontMatterError(file, 'date', `must be a real date written YYYY-MM-DD, got "${String(data.date)}"`);
    }
    if (fileName.date && parsed !== fileName.date) {
      throw new FrontMatterError(file, 'date', `is ${parsed} but the file name says ${fileName.date}`);
    }
    date = parsed;
  }

  const authors = stringList(file, data, 'authors', true);
  for (const author of authors) {
    if (!registry.authors.has(author)) {
      throw new FrontMatterError(file, 'authors', `names "${author}", which is not an id in content/blog/authors.yaml`);
    }
  }
  const tags = stringList(file, data, 'tags', true);
  for (const tag of tags) {
    if (!registry.tags.has(tag)) {
      throw new FrontMatterError(file, 'tags', `names "${tag}", which is not a slug in content/blog/tags.yaml`);
    }
  }
  const image = optionalString(file, data, 'image');
  const imageAlt = optionalString(file, data, 'image_alt');
  if (image && !imageAlt) throw new FrontMatterError(file, 'image_alt', 'is required when image is set');

  return {
    title,
    description,
    date,
    dated: fileName.dated,
    slug: fileName.slug,
    route: blogPostRoute(fileName),
    authors,
    tags,
    image,
    image_alt: imageAlt,
  };
}

function registryEntries(file: string, root: unknown, key: string): Data[] {
  const list = (root as Data | null)?.[key];
  if (!Array.isArray(list)) throw new FrontMatterError(file, key, 'must be a list at the top level');
  return list as Data[];
}

/** Validates content/blog/authors.yaml (`authors:` list of id, name, title, bio). */
export function validateAuthors(file: string, root: unknown): Author[] {
  const seen = new Set<string>();
  return registryEntries(file, root, 'authors').map((entry, index) => {
    const where = `${file} (authors[${index}])`;
    const author = {
      id: requireString(where, entry, 'id'),
      name: requireString(where, entry, 'name'),
      title: requireString(where, entry, 'title'),
      bio: requireString(where, entry, 'bio'),
    };
    if (seen.has(author.id)) throw new FrontMatterError(where, 'id', `"${author.id}" is listed twice`);
    seen.add(author.id);
    return author;
  });
}

/** Validates content/blog/tags.yaml (`tags:` list of slug, label, description). */
export function validateTags(file: string, root: unknown): Tag[] {
  const seen = new Set<string>();
  return registryEntries(file, root, 'tags').map((entry, index) => {
    const where = `${file} (tags[${index}])`;
    const tag = {
      slug: requireString(where, entry, 'slug'),
      label: requireString(where, entry, 'label'),
      description: requireString(where, entry, 'description'),
    };
    if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(tag.slug)) {
      throw new FrontMatterError(where, 'slug', `"${tag.slug}" must be lowercase letters and digits joined by hyphens`);
    }
    if (seen.has(tag.slug)) throw new FrontMatterError(where, 'slug', `"${tag.slug}" is listed twice`);
    seen.add(tag.slug);
    return tag;
  });
}
