import { useTranslation } from 'react-i18next';
import { headT } from '../config/translations';
import { useLocale } from '../contexts/locale';
import { localeConfig } from '../config/locales';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import Link from '../theme/LocaleLink';
import Seo from '../theme/Seo';
import { groupByYear } from '../lib/blog/posts';
import { formatPostDate } from '../lib/blog/format';
import { present } from './queryData';

export default function BlogArchiveTemplate({ data }: PageProps<Queries.BlogArchiveQuery>) {
  const { t } = useTranslation();
  const htmlLang = localeConfig(useLocale().locale).htmlLang;
  const groups = groupByYear(
    data.allMdx.nodes.map((node) => {
      const post = present(node.fields, 'fields for a post');
      return { ...post, date: present(post.date, `date for the post ${post.route}`) };
    }),
  );
  return (
    <>
      <div className="container margin-vert--lg">
        <h1>{t('blog.archiveTitle')}</h1>
        <p>{t('blog.archiveIntro')}</p>
        {groups.map((group) => (
          <section key={group.year} className="margin-bottom--lg">
            <h2>{group.year}</h2>
            <ul className="archive-list">
              {group.posts.map((post) => (
                <li key={post.route}>
                  <Link to={post.route}>
                    <time dateTime={post.date}>{formatPostDate(post.date, htmlLang)}</time> – {post.title}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </>
  );
}

export function Head({ data, location, pageContext }: HeadProps<Queries.BlogArchiveQuery, { language: string }>) {
  const t = headT(data, pageContext.language);
  return <Seo title={t('blog.archiveTitle')} description={t('blog.archiveDescription')} path={location.pathname}>
      <body className="blog-archive-page" />
    </Seo>;
}

export const query = graphql`
  query BlogArchive($language: String!) {
    ...Locales
    allMdx(filter: { fields: { kind: { eq: "post" } } }, sort: [{ fields: { date: DESC } }, { fields: { route: ASC } }]) {
      nodes {
        fields {
          route
          title
          date(formatString: "YYYY-MM-DD")
        }
      }
    }
  }
`;
