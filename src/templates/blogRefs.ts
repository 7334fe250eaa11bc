import type { NamedRef } from '../theme/BlogPostItem';
import type { BlogRefsData } from './fragments';

/** Looks up the display names of a post's authors and tags, keeping the post's order. */
export function createRefResolver(data: BlogRefsData) {
  const authors = new Map(data.allBlogAuthor.nodes.map((node) => [node.authorId, node.name]));
  const tags = new Map(data.allBlogTag.nodes.map((node) => [node.slug, node.label]));
  return {
    authors: (ids: readonly string[]): NamedRef[] => ids.map((id) => ({ id, label: authors.get(id) ?? id, route: '/blog/authors/' })),
    tags: (slugs: readonly string[]): NamedRef[] => slugs.map((slug) => ({ id: slug, label: tags.get(slug) ?? slug })),
  };
}
