import { useTranslation } from 'react-i18next';
import { headT } from '../config/translations';
import { localeConfig, localizeRoute } from '../config/locales';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import Link from '../theme/LocaleLink';
import { MDXProvider } from '@mdx-js/react';
import Picture from '../theme/Picture';
import Seo, { absoluteUrl, breadcrumbJsonLd, contentLanguage } from '../theme/Seo';
import { markdownPath } from '../lib/markdown/convert';
import CopyPage from '../theme/CopyPage';
import BlogSidebar, { type RecentPost } from '../theme/BlogSidebar';
import { PostMeta } from '../theme/BlogPostItem';
import { mdxComponents } from '../theme/MDXComponents';
import FallbackNotice from '../theme/FallbackNotice';
import DraftBanner from '../theme/DraftBanner';
import { createRefResolver } from './blogRefs';
import { postSummary, present } from './queryData';
import * as styles from './blog-post.module.css';

/** The post's summary fields and its last commit date. */
function postOf(data: Queries.BlogPostQuery) {
  const fields = present(data.mdx?.fields, 'post');
  return { ...postSummary(fields), lastModified: fields.lastModified };
}

/** What the route plan says of the post beyond its content. */
interface PostContext {
  locale: string;
  translated: boolean;
  recentPosts: RecentPost[];
  /** Front matter unlisted: search engines are asked to leave the post out. */
  noindex?: boolean;
  /** Front matter draft (built by gatsby develop only). */
  draft?: boolean;
  /** Dated after the build's date (shown by gatsby develop only): the date. */
  scheduled?: string | null;
}

export default function BlogPostTemplate({ data, children, pageContext, location }: PageProps<Queries.BlogPostQuery, PostContext>) {
  const post = postOf(data);
  const refs = createRefResolver(data);
  const hero = data.hero?.fields?.cover?.childImageSharp;
  const newer = data.newer?.fields;
  const older = data.older?.fields;
  const { t } = useTranslation();
  // Posts are written in English: in another locale the article says so, its interface parts keep the locale.
  const articleLang = contentLanguage(pageContext.locale, pageContext.translated);
  const pageLang = localeConfig(pageContext.locale).htmlLang;
  const uiLang = articleLang === pageLang ? undefined : pageLang;
  return (
    <>
      <div className="blog-layout container margin-vert--lg">
        <aside className="blog-layout__sidebar">
          <BlogSidebar posts={pageContext.recentPosts} activeRoute={post.route} />
        </aside>
        <article className="blog-layout__main blog-post" lang={uiLang && articleLang}>
          <DraftBanner draft={pageContext.draft} scheduled={pageContext.scheduled} />
          <FallbackNotice locale={pageContext.locale} translated={pageContext.translated} />
          <header>
            <div className="article-header">
              <h1>{post.title}</h1>
              <CopyPage path={location.pathname} lang={uiLang} />
            </div>
            <PostMeta date={post.date} readingMinutes={post.readingMinutes} authors={refs.authors(post.authors)} tags={refs.tags(post.tags)} lang={uiLang} />
          </header>
          {hero && (
            <Picture className={styles.cover} image={hero.gatsbyImageData} alt={post.coverAlt ?? ''} loading="eager" />
          )}
          <div className="markdown" data-search-content="">
            <MDXProvider components={mdxComponents}>{children}</MDXProvider>
          </div>
          <nav className="pagination-nav" aria-label={t('blog.postPaginatorLabel')} lang={uiLang}>
            {newer ? (
              <Link className="pagination-nav__link pagination-nav__link--prev" to={newer.route}>
                <span className="pagination-nav__sublabel">{t('blog.newerPost')}</span>
                <span className="pagination-nav__label" lang={uiLang && articleLang}>{newer.title}</span>
              </Link>
            ) : (
              <span />
            )}
            {older && (
              <Link className="pagination-nav__link pagination-nav__link--next" to={older.route}>
                <span className="pagination-nav__sublabel">{t('blog.olderPost')}</span>
                <span className="pagination-nav__label" lang={uiLang && articleLang}>{older.title}</span>
              </Link>
            )}
          </nav>
        </article>
      </div>
    </>
  );
}

export function Head({ data, location, pageContext }: HeadProps<Queries.BlogPostQuery, { language: string; translated: boolean; noindex?: boolean }>) {
  const t = headT(data, pageContext.language);
  const post = postOf(data);
  const image = data.hero?.fields?.cover?.childImageSharp?.gatsbyImageData.images.fallback?.src ?? null;
  const authors = createRefResolver(data).authors(post.authors);
  const posting = {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.description,
    datePublished: post.date,
    // The last commit that changed the post, when later than its date.
    dateModified: post.lastModified && post.lastModified.slice(0, 10) > post.date ? post.lastModified : post.date,
    url: absoluteUrl(location.pathname),
    inLanguage: contentLanguage(pageContext.language, pageContext.translated),
    author: authors.map((author) => ({ '@type': 'Organization', name: author.label })),
    publisher: { '@type': 'Organization', name: 'Obico', url: absoluteUrl('/') },
    keywords: post.tags.join(', '),
    ...(image ? { image: absoluteUrl(image) } : {}),
  };
  const trail = [
    { label: t('blog.headTitle'), route: localizeRoute('/blog/', pageContext.language) },
    { label: post.title, route: location.pathname },
  ];
  return (
    <Seo
      title={post.title}
      description={post.description}
      path={location.pathname}
      type="article"
      image={image}
      imageAlt={post.coverAlt}
      jsonLd={[posting, breadcrumbJsonLd(trail)]}
      noindex={pageContext.noindex === true}
    >
      <body className="blog-post-page" />
      <link rel="alternate" type="text/markdown" href={markdownPath(location.pathname)} />
      <meta property="article:published_time" content={post.date} />
    </Seo>
  );
}

export const query = graphql`
  query BlogPost($id: String!, $newerId: String, $olderId: String, $authorIds: [String!]!, $tagSlugs: [String!]!, $language: String!) {
    ...Locales
    mdx(id: { eq: $id }) {
      ...PostSummary
      fields {
        lastModified
      }
    }
    hero: mdx(id: { eq: $id }) {
      fields {
        cover {
          childImageSharp {
            gatsbyImageData(width: 800, breakpoints: [400, 800])
          }
        }
      }
    }
    newer: mdx(id: { eq: $newerId }) {
      fields {
        route
        title
      }
    }
    older: mdx(id: { eq: $olderId }) {
      fields {
        route
        title
      }
    }
    ...BlogRefs
  }
`;
