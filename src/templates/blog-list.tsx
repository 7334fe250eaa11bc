import { graphql, type HeadProps, type PageProps } from 'gatsby';
import Seo from '../theme/Seo';
import BlogListPage, { type BlogListData } from '../theme/BlogListPage';
import { siteConfig } from '../config/site';

interface ListContext {
  page: number;
  totalPages: number;
  newerRoute: string | null;
  olderRoute: string | null;
}

export default function BlogListTemplate({ data, pageContext }: PageProps<BlogListData, ListContext>) {
  return (
    <BlogListPage
      data={data}
      pagination={pageContext}
      header={<h1>{pageContext.page > 1 ? `${siteConfig.blog.title}, page ${pageContext.page}` : siteConfig.blog.title}</h1>}
    />
  );
}

export function Head({ location, pageContext }: HeadProps<BlogListData, ListContext>) {
  const title = pageContext.page > 1 ? `Blog, page ${pageContext.page}` : 'Blog';
  return (
    <Seo title={title} description={siteConfig.blog.description} path={location.pathname}>
      <body className="blog-list-page" />
    </Seo>
  );
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
