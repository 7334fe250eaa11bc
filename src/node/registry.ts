/** Reads and validates the blog's authors and tags once per process. */
import fs from 'fs';
import path from 'path';
import yaml from 'js-yaml';
import { validateAuthors, validateTags, type Author, type Tag } from '../lib/content/frontmatter';

export interface Registry {
  authors: Author[];
  tags: Tag[];
  authorIds: Set<string>;
  tagSlugs: Set<string>;
}

let cached: Registry | null = null;

export function contentRoot(): string {
  return path.resolve(process.env.CONTENT_DIR ?? path.join(process.cwd(), 'content'));
}

function readYaml(file: string): unknown {
  if (!fs.existsSync(file)) throw new Error(`${path.relative(process.cwd(), file)} is missing`);
  return yaml.load(fs.readFileSync(file, 'utf8'));
}

export function loadRegistry(): Registry {
  if (cached) return cached;
  const root = contentRoot();
  const authorsFile = path.join(root, 'blog', 'authors.yaml');
  const tagsFile = path.join(root, 'blog', 'tags.yaml');
  const authors = validateAuthors(path.relative(process.cwd(), authorsFile), readYaml(authorsFile));
  const tags = validateTags(path.relative(process.cwd(), tagsFile), readYaml(tagsFile));
  cached = { authors, tags, authorIds: new Set(authors.map((a) => a.id)), tagSlugs: new Set(tags.map((t) => t.slug)) };
  return cached;
}

export function loadSidebarsYaml(): unknown {
  return readYaml(path.join(contentRoot(), 'sidebars.yaml'));
}
