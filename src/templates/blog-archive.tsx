import { useTranslation } from 'react-i18next';
import { useLocale } from '../contexts/locale';
import { localeConfig } from '../config/locales';
import { graphql, type PageProps } from 'gatsby';
import { groupByYear } from '../lib/blog/posts';
import { formatPostDate } from '../lib/blog/format';
import { present } from './queryData';
import { catalogueHead, LinkGroups, ListPage } from './pageShell';

export default function BlogArchiveTemplate({ data }: PageProps<Queries.BlogArchiveQuery>) {
  const { t } = useTranslation();
  const htmlLang = localeConfig(useLocale().locale).htmlLang;
  const groups = groupByYear(
    data.posts.map((node) => {
      const post = present(node.fields, 'fields for a post');
      return { ...post, date: present(post.date, `date for the post ${post.route}`) };
    }),
  );
  return (
    <ListPage title={t('blog.archiveTitle')}>
      <p>{t('blog.archiveIntro')}</p>
      <LinkGroups
        className="margin-bottom--lg"
        listClassName="archive-list"
        groups={groups.map((group) => ({
          heading: String(group.year),
          links: group.posts.map((post) => ({
            route: post.route,
            label: (
              <>
                <time dateTime={post.date}>{formatPostDate(post.date, htmlLang)}</time> – {post.title}
              </>
            ),
          })),
        }))}
      />
    </ListPage>
  );
}

export const Head = catalogueHead({ title: 'blog.archiveTitle', description: 'blog.archiveDescription', bodyClassName: 'blog-archive-page' });

export const query = graphql`
  query BlogArchive($language: String!, $ids: [String!]!) {
    ...Locales
    # The listed posts, newest first, as the route plan gives them (drafts, scheduled and unlisted posts left out).
    posts: mdxByIds(ids: $ids) {
      fields {
        route
        title
        date(formatString: "YYYY-MM-DD")
      }
    }
  }
`;
