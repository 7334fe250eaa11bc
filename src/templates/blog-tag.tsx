import { useTranslation } from 'react-i18next';
import { headT } from '../config/translations';
import type { TFunction } from 'i18next';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import Link from '../theme/LocaleLink';
import Seo from '../theme/Seo';
import BlogListPage, { type BlogListData } from '../theme/BlogListPage';
import type { RecentPost } from '../theme/BlogSidebar';

interface TagData extends BlogListData {
  blogTag: { label: string; description: string };
}

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

export default function BlogTagTemplate({ data, pageContext }: PageProps<TagData, TagContext>) {
  const { t } = useTranslation();
  return (
    <BlogListPage
      data={data}
      pagination={pageContext}
      recentPosts={pageContext.recentPosts}
      header={
        <header className="margin-bottom--xl">
          <h1>{tagHeading(t, pageContext.count, data.blogTag.label)}</h1>
          <p>{data.blogTag.description}</p>
          <Link to="/blog/tags/">{t('blog.viewAllTags')}</Link>
        </header>
      }
    />
  );
}

export function Head({ data, location, pageContext }: HeadProps<TagData, TagContext>) {
  const t = headT(data, pageContext.language);
  const heading = tagHeading(t, pageContext.count, data.blogTag.label);
  return <Seo title={pageContext.page > 1 ? t('blog.pageTitle', { title: heading, page: pageContext.page }) : heading} description={data.blogTag.description} path={location.pathname}>
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
    allMdx(filter: { id: { in: $ids } }, sort: [{ fields: { date: DESC } }, { fields: { route: ASC } }]) {
      nodes {
        ...PostSummary
      }
    }
    ...BlogRefs
  }
`;
