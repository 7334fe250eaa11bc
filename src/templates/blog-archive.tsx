import { graphql, type HeadProps, type PageProps } from 'gatsby';
import Link from '../theme/LocaleLink';
import Seo from '../theme/Seo';
import { groupByYear } from '../lib/blog/posts';
import { formatPostDate } from '../lib/blog/format';

interface ArchiveData {
  allMdx: { nodes: Array<{ fields: { route: string; title: string; date: string } }> };
}

export default function BlogArchiveTemplate({ data }: PageProps<ArchiveData>) {
  const groups = groupByYear(data.allMdx.nodes.map((node) => node.fields));
  return (
    <>
      <div className="container margin-vert--lg">
        <h1>Archive</h1>
        <p>Every post of the Obico blog, newest first.</p>
        {groups.map((group) => (
          <section key={group.year} className="margin-bottom--lg">
            <h2>{group.year}</h2>
            <ul className="archive-list">
              {group.posts.map((post) => (
                <li key={post.route}>
                  <Link to={post.route}>
                    <time dateTime={post.date}>{formatPostDate(post.date)}</time> – {post.title}
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

export function Head({ location }: HeadProps) {
  return <Seo title="Archive" description="Every post of the Obico blog, grouped by year." path={location.pathname}>
      <body className="blog-archive-page" />
    </Seo>;
}

export const query = graphql`
  query BlogArchive {
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
