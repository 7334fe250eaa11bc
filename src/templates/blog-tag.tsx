import { graphql, type HeadProps, type PageProps } from 'gatsby';
import Link from '../theme/LocaleLink';
import Seo from '../theme/Seo';
import BlogListPage, { type BlogListData } from '../theme/BlogListPage';

interface TagData extends BlogListData {
  blogTag: { label: string; description: string };
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
  return (
    <BlogListPage
      data={data}
      pagination={pageContext}
      header={
        <header className="margin-bottom--xl">
          <h1>{tagHeading(pageContext.count, data.blogTag.label)}</h1>
          <p>{data.blogTag.description}</p>
          <Link to="/blog/tags/">View all tags</Link>
        </header>
      }
    />
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
