import { graphql, type HeadProps, type PageProps } from 'gatsby';
import Seo from '../theme/Seo';
import BlogSidebar from '../theme/BlogSidebar';
import BlogPostItem, { type PostSummary } from '../theme/BlogPostItem';
import Paginator from '../theme/Paginator';
import { siteConfig } from '../config/site';
import { createRefResolver } from './blogRefs';
import type { BlogRefsData } from './fragments';

interface ListData extends BlogRefsData {
  allMdx: { nodes: Array<{ fields: PostSummary }> };
}

interface ListContext {
  page: number;
  totalPages: number;
  newerRoute: string | null;
  olderRoute: string | null;
}

export default function BlogListTemplate({ data, pageContext }: PageProps<ListData, ListContext>) {
  const refs = createRefResolver(data);
  return (
    <>
      <div className="blog-layout container margin-vert--lg">
        <aside className="blog-layout__sidebar">
          <BlogSidebar />
        </aside>
        <div className="blog-layout__main">
          <h1>{pageContext.page > 1 ? `${siteConfig.blog.title}, page ${pageContext.page}` : siteConfig.blog.title}</h1>
          {data.allMdx.nodes.map(({ fields }) => (
            <BlogPostItem key={fields.route} post={fields} authors={refs.authors(fields.authors)} tags={refs.tags(fields.tags)} />
          ))}
          <Paginator {...pageContext} />
        </div>
      </div>
    </>
  );
}

export function Head({ location, pageContext }: HeadProps<ListData, ListContext>) {
  const title = pageContext.page > 1 ? `Blog, page ${pageContext.page}` : 'Blog';
  return <Seo title={title} description={siteConfig.blog.description} path={location.pathname}>
      <body className="blog-list-page" />
    </Seo>;
}

export const query = graphql`
  query BlogList($ids: [String!]!, $authorIds: [String!]!, $tagSlugs: [String!]!) {
    allMdx(filter: { id: { in: $ids } }, sort: [{ fields: { date: DESC } }, { fields: { route: ASC } }]) {
      nodes {
        ...PostSummary
      }
    }
    ...BlogRefs
  }
`;
