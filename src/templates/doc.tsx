import { useTranslation } from 'react-i18next';
import { headT, labelKey } from '../config/translations';
import { delocalizePath, localeConfig, localizeRoute } from '../config/locales';
import { formatPostDate } from '../lib/blog/format';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import Link from '../theme/LocaleLink';
import { MDXProvider } from '@mdx-js/react';
import Seo, { absoluteUrl, breadcrumbJsonLd, contentLanguage, DEFAULT_SOCIAL_IMAGE, OBICO } from '../theme/Seo';
import { markdownPath } from '../lib/markdown/convert';
import DocSidebar from '../theme/DocSidebar';
import DocPaginator from '../theme/DocPaginator';
import TOC, { limitToc, type TocItem } from '../theme/TOC';
import { DocCardsContext } from '../theme/DocCardList';
import { mdxComponents } from '../theme/MDXComponents';
import FallbackNotice from '../theme/FallbackNotice';
import DraftBanner from '../theme/DraftBanner';
import CopyPage from '../theme/CopyPage';
import PageFeedback from '../theme/PageFeedback';
import type { Breadcrumb, DocCard, NavLink, SidebarItem } from '../lib/docs/sidebars';
import './doc.module.css';
import { present } from './queryData';
import { printRoute } from '../lib/print/plan';

interface DocContext {
  sidebarName: string | null;
  sidebar: SidebarItem[];
  previous: NavLink | null;
  next: NavLink | null;
  breadcrumbs: Breadcrumb[];
  cards: DocCard[];
  editUrl: string;
  /** The top level of this page's search records: its sidebar category. */
  locale: string;
  /** False when the page is shown in English in another locale. */
  translated: boolean;
  /** True when the English source changed after this translation was made. */
  outdated?: boolean;
  /** Front matter noindex or unlisted: search engines are asked to leave the page out. */
  noindex?: boolean;
  /** Front matter draft (built by gatsby develop only). */
  draft?: boolean;
  i18n: { originalPath: string };
}

export default function DocTemplate({ data, pageContext, children, location }: PageProps<Queries.DocPageQuery, DocContext>) {
  const fields = present(data.mdx?.fields, 'doc');
  // tableOfContents is JSON to GraphQL: gatsby-plugin-mdx documents its shape.
  const toc = fields.hideToc ? [] : limitToc((data.mdx?.tableOfContents as { items?: TocItem[] } | null)?.items);
  const { t } = useTranslation();
  const activeRoute = delocalizePath(location.pathname).route;
  // A page of another locale that shows the English doc: the article says so, its interface parts keep the locale.
  const articleLang = contentLanguage(pageContext.locale, pageContext.translated);
  const pageLang = localeConfig(pageContext.locale).htmlLang;
  const uiLang = articleLang === pageLang ? undefined : pageLang;
  return (
    <>
      <div className="docs-layout">
        {pageContext.sidebar.length > 0 && (
          <aside className="docs-layout__sidebar" aria-label={t('sidebar.ariaLabel')}>
            <DocSidebar items={pageContext.sidebar} activeRoute={activeRoute} />
          </aside>
        )}
        <div className="docs-layout__content">
          <article className="docs-article" lang={uiLang && articleLang}>
            {pageContext.breadcrumbs.length > 0 && (
              <nav aria-label={t('doc.breadcrumbs')} className="breadcrumbs-nav" lang={uiLang}>
                <ul className="breadcrumbs">
                  <li className="breadcrumbs__item">
                    <Link to="/docs/" className="breadcrumbs__link">
                      {t('doc.breadcrumbsHome')}
                    </Link>
                  </li>
                  {pageContext.breadcrumbs.map((crumb) => (
                    <li key={crumb.key} className="breadcrumbs__item">
                      {crumb.route ? (
                        <Link to={crumb.route} className="breadcrumbs__link">
                          {t(labelKey('sidebar', crumb.key), { defaultValue: crumb.label })}
                        </Link>
                      ) : (
                        <span className="breadcrumbs__link">{t(labelKey('sidebar', crumb.key), { defaultValue: crumb.label })}</span>
                      )}
                    </li>
                  ))}
                </ul>
              </nav>
            )}
            <DraftBanner draft={pageContext.draft} />
            <FallbackNotice locale={pageContext.locale} translated={pageContext.translated} outdated={pageContext.outdated} englishRoute={pageContext.i18n.originalPath} />
            <header className="article-header">
              <h1>{fields.title}</h1>
              <CopyPage path={location.pathname} lang={uiLang} />
            </header>
            <div className="markdown" data-search-content="">
              <DocCardsContext.Provider value={pageContext.cards}>
                <MDXProvider components={mdxComponents}>{children}</MDXProvider>
              </DocCardsContext.Provider>
            </div>
            <footer className="docs-article__footer" lang={uiLang}>
              <a href={pageContext.editUrl} target="_blank" rel="noopener noreferrer" className="edit-this-page">
                {t('doc.editThisPage')}
              </a>
              {pageContext.sidebarName && (
                // A plain link: the print page is a static page of the post-build step, not a Gatsby page to prefetch.
                <a href={localizeRoute(printRoute(pageContext.sidebarName), pageContext.locale)} className="print-this-section">
                  {t('doc.printSection')}
                </a>
              )}
              {fields.lastModified && (
                <span className="last-updated">
                  {t('doc.lastUpdated', { date: formatPostDate(fields.lastModified.slice(0, 10), pageLang) })}
                </span>
              )}
            </footer>
            <PageFeedback page={location.pathname} lang={uiLang} />
            <DocPaginator previous={pageContext.previous} next={pageContext.next} lang={uiLang} labelLang={uiLang && articleLang} />
          </article>
          {toc.length > 0 && (
            <aside className="docs-layout__toc" aria-label={t('toc.title')}>
              <TOC items={toc} />
            </aside>
          )}
        </div>
      </div>
    </>
  );
}

export function Head({ data, location, pageContext }: HeadProps<Queries.DocPageQuery, DocContext>) {
  const { title, description, lastModified, keywords } = present(data.mdx?.fields, 'doc');
  const t = headT(data, pageContext.locale);
  const article = {
    '@context': 'https://schema.org',
    '@type': 'TechArticle',
    headline: title,
    description,
    url: absoluteUrl(location.pathname),
    // The English text, where this locale has no translation of the doc.
    inLanguage: contentLanguage(pageContext.locale, pageContext.translated),
    author: OBICO,
    publisher: OBICO,
    image: absoluteUrl(DEFAULT_SOCIAL_IMAGE),
    ...(lastModified ? { dateModified: lastModified } : {}),
    isPartOf: { '@type': 'WebSite', name: 'Obico', url: absoluteUrl('/') },
  };
  const trail = [{ label: t('doc.breadcrumbsHome'), route: '/docs/' }, ...pageContext.breadcrumbs.filter((crumb) => crumb.route), { label: title, route: location.pathname }].map((crumb) => ({ ...crumb, route: crumb.route === location.pathname ? crumb.route : localizeRoute(crumb.route as string, pageContext.locale) }));
  return <Seo title={title} description={description} path={location.pathname} type="article" jsonLd={[article, breadcrumbJsonLd(trail)]} noindex={pageContext.noindex === true}>
      <body className="docs-page" />
      {/* What readers call the page's subject (front matter `keywords`): the search indexes them with the title. */}
      {keywords && keywords.length > 0 && <meta name="keywords" content={keywords.join(', ')} />}
      <link rel="alternate" type="text/markdown" href={markdownPath(location.pathname)} />
    </Seo>;
}

export const query = graphql`
  query DocPage($id: String!, $language: String!) {
    ...Locales
    mdx(id: { eq: $id }) {
      fields {
        title
        description
        hideToc
        lastModified
        keywords
      }
      tableOfContents(maxDepth: 3)
    }
  }
`;
