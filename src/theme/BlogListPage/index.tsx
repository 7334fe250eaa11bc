import type { ReactNode } from 'react';
import BlogSidebar, { type RecentPost } from '../BlogSidebar';
import BlogPostItem from '../BlogPostItem';
import Paginator, { type PaginatorProps } from '../Paginator';
import { createRefResolver } from '../../templates/blogRefs';
import { postSummary } from '../../templates/queryData';
import './styles.module.css';

/** What the blog list and tag queries share. */
export type BlogListData = Pick<Queries.BlogListQuery, 'posts' | 'allBlogAuthor' | 'allBlogTag'>;

/** A page of post previews beside the blog sidebar: the blog list and the tag pages. */
export default function BlogListPage({ header, data, pagination, recentPosts }: { header: ReactNode; data: BlogListData; pagination: PaginatorProps; recentPosts: readonly RecentPost[] }) {
  const refs = createRefResolver(data);
  return (
    <div className="blog-layout container margin-vert--lg">
      <aside className="blog-layout__sidebar">
        <BlogSidebar posts={recentPosts} />
      </aside>
      <div className="blog-layout__main">
        {header}
        {data.posts.map(({ fields }) => postSummary(fields)).map((fields, index) => (
          // The first cover is the page's largest paint: loaded at once, not lazily.
          <BlogPostItem key={fields.route} post={fields} authors={refs.authors(fields.authors)} tags={refs.tags(fields.tags)} eager={index === 0} />
        ))}
        <Paginator {...pagination} />
      </div>
    </div>
  );
}
