import { useTranslation } from 'react-i18next';
import { graphql, useStaticQuery } from 'gatsby';
import Link from '../LocaleLink';
import { groupByYear } from '../../lib/blog/posts';
import * as styles from './styles.module.css';

interface RecentPosts {
  allMdx: { nodes: Array<{ fields: { route: string; title: string; date: string } }> };
}

/** The most recent posts, grouped by year; shown beside every blog page. */
export default function BlogSidebar({ activeRoute }: { activeRoute?: string }) {
  const data = useStaticQuery<RecentPosts>(graphql`
    query BlogSidebarRecentPosts {
      allMdx(filter: { fields: { kind: { eq: "post" } } }, sort: [{ fields: { date: DESC } }, { fields: { route: ASC } }], limit: 10) {
        nodes {
          fields {
            route
            title
            date(formatString: "YYYY-MM-DD")
          }
        }
      }
    }
  `);
  const { t } = useTranslation();
  const groups = groupByYear(data.allMdx.nodes.map((node) => node.fields));
  return (
    <nav className={styles.sidebar} aria-label={t('blog.recentPostsLabel')}>
      <p className={styles.title}>{t('blog.recentPosts')}</p>
      {groups.map((group) => (
        <div key={group.year} className="blog-sidebar__year-group">
          <p className="blog-sidebar__year">{group.year}</p>
          <ul className="clean-list">
            {group.posts.map((post) => (
              <li key={post.route}>
                <Link to={post.route} className={post.route === activeRoute ? styles.active : undefined} aria-current={post.route === activeRoute ? 'page' : undefined}>
                  {post.title}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}
