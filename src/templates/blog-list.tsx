import { useTranslation } from 'react-i18next';
import { headT } from '../config/translations';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import Seo from '../theme/Seo';
import BlogListPage from '../theme/BlogListPage';
import type { RecentPost } from '../theme/BlogSidebar';

interface ListContext {
  language: string;
  page: number;
  totalPages: number;
  newerRoute: string | null;
  olderRoute: string | null;
  recentPosts: RecentPost[];
}

export default function BlogListTemplate({ data, pageContext }: PageProps<Queries.BlogListQuery, ListContext>) {
  const { t } = useTranslation();
  const title = t('blog.title');
  return (
    <BlogListPage
      data={data}
      pagination={pageContext}
      recentPosts={pageContext.recentPosts}
      header={<h1>{pageContext.page > 1 ? t('blog.pageTitle', { title, page: pageContext.page }) : title}</h1>}
    />
  );
}

export function Head({ data, location, pageContext }: HeadProps<Queries.BlogListQuery, ListContext>) {
  const t = headT(data, pageContext.language);
  const title = pageContext.page > 1 ? t('blog.pageTitle', { title: t('blog.headTitle'), page: pageContext.page }) : t('blog.headTitle');
  return (
    <Seo title={title} description={t('blog.description')} path={location.pathname}>
      <body className="blog-list-page" />
    </Seo>
  );
}

export const query = graphql`
  query BlogList($ids: [String!]!, $authorIds: [String!]!, $tagSlugs: [String!]!, $language: String!) {
    ...Locales
    posts: mdxByIds(ids: $ids) {
      ...PostSummary
    }
    ...BlogRefs
  }
`;
