import { useTranslation } from 'react-i18next';
import { useLocale } from '../../contexts/locale';
import { localeConfig } from '../../config/locales';
import Link from '../LocaleLink';
import Picture from '../Picture';
import { formatPostDate } from '../../lib/blog/format';
import { tagRoute } from '../../lib/routing/paths';
import * as styles from './styles.module.css';

/** The PostSummary fragment's fields of a post (src/templates/queryData.ts makes the post-only ones required). */
export type PostSummary = Omit<NonNullable<Queries.PostSummaryFragment['fields']>, 'date' | 'readingMinutes' | 'authors' | 'tags'> & {
  readonly date: string;
  readonly readingMinutes: number;
  readonly authors: readonly string[];
  readonly tags: readonly string[];
};

export interface NamedRef {
  id: string;
  label: string;
  route?: string;
}

/** Date, reading time, authors and tags of a post; `lang` where the post around it is in another language. */
export function PostMeta({ date, readingMinutes, authors, tags, lang }: { date: string; readingMinutes: number; authors: NamedRef[]; tags: NamedRef[]; lang?: string }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  return (
    <div className={styles.meta} lang={lang}>
      <p className="post-meta__line">
        <time dateTime={date}>{formatPostDate(date, localeConfig(locale).htmlLang)}</time> · {t('blog.readingTime', { count: readingMinutes })}
        {authors.length > 0 && <> · {t('blog.byAuthors', { authors: authors.map((author) => author.label).join(', ') })}</>}
      </p>
      {tags.length > 0 && (
        <>
          {/* Read out before the list: a list's aria-label is not announced by every screen reader. */}
          <span className="sr-only">{t('blog.tagsLabel')}</span>
          <ul className="post-meta__tags clean-list">
            {tags.map((tag) => (
              <li key={tag.id}>
                <Link className="tag" to={tag.route ?? tagRoute(tag.id)}>
                  {tag.label}
                </Link>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

/** A post's preview on list pages: heading, meta, the introduction (or description) and "Read more". */
export default function BlogPostItem({ post, authors, tags, eager = false }: { post: PostSummary; authors: NamedRef[]; tags: NamedRef[]; eager?: boolean }) {
  const { t } = useTranslation();
  return (
    <article className="blog-post-item margin-bottom--xl">
      {post.cover?.childImageSharp && (
        <Link to={post.route} tabIndex={-1} aria-hidden="true" className={styles.cover}>
          <Picture image={post.cover.childImageSharp.gatsbyImageData} alt="" loading={eager ? 'eager' : 'lazy'} />
        </Link>
      )}
      <h2 className="blog-post-item__title">
        <Link to={post.route}>{post.title}</Link>
      </h2>
      <PostMeta date={post.date} readingMinutes={post.readingMinutes} authors={authors} tags={tags} />
      {post.previewHtml ? (
        <div className="markdown blog-post-item__preview" dangerouslySetInnerHTML={{ __html: post.previewHtml }} />
      ) : (
        <p className="blog-post-item__preview">{post.description}</p>
      )}
      <Link to={post.route} className="blog-post-item__more">
        {/* The hidden part makes the link's name descriptive and still starts with its visible text (label in name). */}
        {t('blog.readMore')}<span className="sr-only">: {post.title}</span>
      </Link>
    </article>
  );
}
