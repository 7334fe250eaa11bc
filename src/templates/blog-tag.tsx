import { graphql, type HeadProps, type PageProps } from 'gatsby';
import Link from '../theme/LocaleLink';
import Seo from '../theme/Seo';
import BlogSidebar from '../theme/BlogSidebar';
import BlogPostItem, { type PostSummary } from '../theme/BlogPostItem';
import Paginator from '../theme/Paginator';
import { createRefResolver } from './blogRefs';
import type { BlogRefsData } from './fragments';

interface TagData extends BlogRefsData {
  blogTag: { label: string; description: string };
  allMdx: { nodes: Array<{ fields: PostSummary }> };
}

interface TagContext {
  tag: string;
  count: number;
  page: number;
  totalPages: number;
  newerRoute: string | null;
  olderRoute: string | null;
}

export function tagHeading(count: number, label: string): string {
  return `${count} ${count === 1 ? 'post' : 'posts'} tagged with "${label}"`;
}

export default function BlogTagTemplate({ data, pageContext }: PageProps<TagData, TagContext>) {
  const refs = createRefResolver(data);
  return (
    <>
      <div className="blog-layout container margin-vert--lg">
        <aside className="blog-layout__sidebar">
          <BlogSidebar />
        </aside>
        <div className="blog-layout__main">
          <header className="margin-bottom--xl">
            <h1>{tagHeading(pageContext.count, data.blogTag.label)}</h1>
            <p>{data.blogTag.description}</p>
            <Link to="/blog/tags/">View all tags</Link>
          </header>
          {data.allMdx.nodes.map(({ fields }) => (
            <BlogPostItem key={fields.route} post={fields} authors={refs.authors(fields.authors)} tags={refs.tags(fields.tags)} />
          ))}
          <Paginator {...pageContext} />
        </div>
      </div>
    </>
  );
}

export function Head({ data, location, pageContext }: HeadProps<TagData, TagContext>) {
  const suffix = pageContext.page > 1 ? `, page ${pageContext.page}` : '';
  return <Seo title={`${tagHeading(pageContext.count, data.blogTag.label)}${suffix}`} description={data.blogTag.description} path={location.pathname}>
      <body className="blog-tags-post-list-page" />
    </Seo>;
}

export const query = graphql`
  query BlogTag($tag: String!, $ids: [String!]!, $authorIds: [String!]!, $tagSlugs: [String!]!) {
    blogTag(slug: { eq: $tag }) {
      label
      description
    }
    allMdx(filter: { id: { in: $ids } }, sort: [{ fields: { date: DESC } }, { fields: { route: ASC } }]) {
      nodes {
        ...PostSummary
      }
    }
    ...BlogRefs
  }
`;
