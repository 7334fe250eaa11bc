import { useTranslation } from 'react-i18next';
import { headT } from '../config/translations';
import type { TFunction } from 'i18next';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import Link from '../theme/LocaleLink';
import Seo from '../theme/Seo';
import BlogListPage from '../theme/BlogListPage';
import type { RecentPost } from '../theme/BlogSidebar';
import { present } from './queryData';

interface TagContext {
  language: string;
  tag: string;
  count: number;
  page: number;
  totalPages: number;
  newerRoute: string | null;
  olderRoute: string | null;
  recentPosts: RecentPost[];
}

export function tagHeading(t: TFunction, count: number, label: string): string {
  return t('blog.tagHeading', { count, label });
}

export default function BlogTagTemplate({ data, pageContext }: PageProps<Queries.BlogTagQuery, TagContext>) {
  const { t } = useTranslation();
  const tag = present(data.blogTag, `tag ${pageContext.tag}`);
  return (
    <BlogListPage
      data={data}
      pagination={pageContext}
      recentPosts={pageContext.recentPosts}
      header={
        <header className="margin-bottom--xl">
          <h1>{tagHeading(t, pageContext.count, tag.label)}</h1>
          <p>{tag.description}</p>
          <Link to="/blog/tags/">{t('blog.viewAllTags')}</Link>
        </header>
      }
    />
  );
}

export function Head({ data, location, pageContext }: HeadProps<Queries.BlogTagQuery, TagContext>) {
  const t = headT(data, pageContext.language);
  const tag = present(data.blogTag, `tag ${pageContext.tag}`);
  const heading = tagHeading(t, pageContext.count, tag.label);
  return <Seo title={pageContext.page > 1 ? t('blog.pageTitle', { title: heading, page: pageContext.page }) : heading} description={tag.description} path={location.pathname}>
      <body className="blog-tags-post-list-page" />
    </Seo>;
}

export const query = graphql`
  query BlogTag($tag: String!, $ids: [String!]!, $authorIds: [String!]!, $tagSlugs: [String!]!, $language: String!) {
    ...Locales
    blogTag(slug: { eq: $tag }) {
      label
      description
    }
    posts: mdxByIds(ids: $ids) {
      ...PostSummary
    }
    ...BlogRefs
  }
`;
