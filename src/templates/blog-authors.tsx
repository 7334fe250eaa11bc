import { useTranslation } from 'react-i18next';
import { graphql, type PageProps } from 'gatsby';
import { present } from './queryData';
import { catalogueHead, LinkList, ListPage } from './pageShell';

export default function BlogAuthorsTemplate({ data }: PageProps<Queries.BlogAuthorsQuery>) {
  const { t } = useTranslation();
  const posts = data.posts.map((node) => {
    const post = present(node.fields, 'fields for a post');
    return { ...post, authors: present(post.authors, `authors for the post ${post.route}`) };
  });
  return (
    <ListPage title={t('blog.authorsTitle')}>
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
                <LinkList links={own.map((post) => ({ route: post.route, label: post.title }))} />
              </details>
            </section>
          );
        })}
      </div>
    </ListPage>
  );
}

export const Head = catalogueHead({ title: 'blog.authorsTitle', description: 'blog.authorsDescription', bodyClassName: 'blog-authors-list-page' });

export const query = graphql`
  query BlogAuthors($language: String!, $ids: [String!]!) {
    ...Locales
    allBlogAuthor {
      nodes {
        authorId
        name
        title
        bio
      }
    }
    # The listed posts, newest first, as the route plan gives them (drafts, scheduled and unlisted posts left out).
    posts: mdxByIds(ids: $ids) {
      fields {
        route
        title
        authors
      }
    }
  }
`;
