import { useTranslation } from 'react-i18next';
import Link from '../LocaleLink';
import { groupByYear } from '../../lib/blog/posts';
import * as styles from './styles.module.css';

export interface RecentPost {
  route: string;
  title: string;
  date: string;
}

/**
 * The most recent posts (siteConfig.blog.sidebarCount of them, from the route plan's page context), grouped by year;
 * shown beside every blog page. `activeRoute` is the locale-free route of the page shown (/blog/x/, not /de-DE/blog/x/).
 */
export default function BlogSidebar({ posts, activeRoute }: { posts: readonly RecentPost[]; activeRoute?: string }) {
  const { t } = useTranslation();
  const groups = groupByYear(posts);
  return (
    <nav className={`blog-sidebar ${styles.sidebar}`} aria-label={t('blog.recentPostsLabel')}>
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
