/**
 * Page query results as Gatsby's generated types (src/gatsby-types.d.ts) describe them: docs, pages and posts share
 * the Mdx node type, so a field only posts have (date, authors…) is optional there, and a queried node may be null.
 * Pages query only nodes that exist, and the front matter schemas require these fields for posts, so a missing value
 * is a bug in page creation: it fails the render naming what is missing instead of rendering "null".
 */
import type { PostSummary } from '../theme/BlogPostItem';

export function present<T>(value: T | null | undefined, what: string): T {
  if (value === null || value === undefined) throw new Error(`The page query returned no ${what}.`);
  return value;
}

type QueriedSummary = Queries.PostSummaryFragment['fields'];

/** A post's summary (the PostSummary fragment) with the fields every post has made required. */
export function postSummary(fields: QueriedSummary): PostSummary {
  const post = present(fields, 'fields for a post');
  return {
    ...post,
    date: present(post.date, `date for the post ${post.route}`),
    readingMinutes: present(post.readingMinutes, `reading time for the post ${post.route}`),
    authors: present(post.authors, `authors for the post ${post.route}`),
    tags: present(post.tags, `tags for the post ${post.route}`),
  };
}
