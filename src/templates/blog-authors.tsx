import { useTranslation } from 'react-i18next';
import { headT } from '../config/translations';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import Link from '../theme/LocaleLink';
import Seo from '../theme/Seo';
import { present } from './queryData';

export default function BlogAuthorsTemplate({ data }: PageProps<Queries.BlogAuthorsQuery>) {
  const { t } = useTranslation();
  const posts = data.allMdx.nodes.map((node) => {
    const post = present(node.fields, 'fields for a post');
    return { ...post, authors: present(post.authors, `authors for the post ${post.route}`) };
  });
  return (
    <>
      <div className="container margin-vert--lg">
        <h1>{t('blog.authorsTitle')}</h1>
        <div className="author-list">
          {data.allBlogAuthor.nodes.map((author) => {
            const own = posts.filter((post) => post.authors.includes(author.authorId));
            return (
              <section key={author.authorId} id={author.authorId} className="author-card card padding--lg margin-bottom--lg">
                <h2>{author.name}</h2>
                <p className="author-card__role">{author.title}</p>
                <p>{author.bio}</p>
                <details>
                  <summary>
                    {t('blog.authorPosts', { count: own.length })}
                  </summary>
                  <ul>
                    {own.map((post) => (
                      <li key={post.route}>
                        <Link to={post.route}>{post.title}</Link>
                      </li>
                    ))}
                  </ul>
                </details>
              </section>
            );
          })}
        </div>
      </div>
    </>
  );
}

export function Head({ data, location, pageContext }: HeadProps<Queries.BlogAuthorsQuery, { language: string }>) {
  const t = headT(data, pageContext.language);
  return <Seo title={t('blog.authorsTitle')} description={t('blog.authorsDescription')} path={location.pathname}>
      <body className="blog-authors-list-page" />
    </Seo>;
}

export const query = graphql`
  query BlogAuthors($language: String!) {
    ...Locales
    allBlogAuthor {
      nodes {
        authorId
        name
        title
        bio
      }
    }
    allMdx(filter: { fields: { kind: { eq: "post" } } }, sort: [{ fields: { date: DESC } }, { fields: { route: ASC } }]) {
      nodes {
        fields {
          route
          title
          authors
        }
      }
    }
  }
`;
