import type { ReactNode } from 'react';
import { formatPageTitle, siteConfig } from '../../config/site';
import { DEFAULT_LOCALE, delocalizePath, hreflangAlternates, localeConfig } from '../../config/locales';

export interface SeoProps {
  title?: string | null;
  description?: string | null;
  /** Route of the page, for the canonical URL. */
  path: string;
  /** 'article' for docs and posts. */
  type?: 'website' | 'article';
  /** Preview image, site-relative or absolute; the default social card otherwise. */
  image?: string | null;
  imageAlt?: string | null;
  /** Structured data (schema.org objects), one script each. */
  jsonLd?: object[];
  /** hreflang links to the page in every locale (off for the not-found page). */
  alternates?: boolean;
  /** Asks search engines to leave the page out; the build also keeps it out of the sitemap and the search index. */
  noindex?: boolean;
  children?: ReactNode;
}

export const DEFAULT_SOCIAL_IMAGE = '/img/social-card.png';

/** The organisation behind the docs, as schema.org author and publisher. */
export const OBICO = { '@type': 'Organization', name: 'Obico', url: siteConfig.url } as const;

/** The language of a page's main content: its locale's, or English where the page fell back to the English text. */
export function contentLanguage(locale: string, translated: boolean): string {
  return translated || locale === DEFAULT_LOCALE ? localeConfig(locale).htmlLang : localeConfig(DEFAULT_LOCALE).htmlLang;
}

export function absoluteUrl(pathOrUrl: string): string {
  return /^https?:\/\//.test(pathOrUrl) ? pathOrUrl : `${siteConfig.url}${pathOrUrl}`;
}

/** A BreadcrumbList from (label, route) pairs, the page itself last. */
export function breadcrumbJsonLd(items: ReadonlyArray<{ label: string; route: string }>): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({ '@type': 'ListItem', position: index + 1, name: item.label, item: absoluteUrl(item.route) })),
  };
}

/** The shared <head>: title "<page title> | Obico", description, canonical URL, link previews, structured data. */
export default function Seo({ title, description, path, type = 'website', image, imageAlt, jsonLd = [], alternates = true, noindex = false, children }: SeoProps) {
  const text = description ?? siteConfig.tagline;
  const fullTitle = formatPageTitle(title);
  const url = absoluteUrl(path);
  const preview = absoluteUrl(image ?? DEFAULT_SOCIAL_IMAGE);
  const { locale, route } = delocalizePath(path);
  const language = localeConfig(locale);
  return (
    <>
      <html lang={language.htmlLang} dir={language.direction} />
      <meta property="og:locale" content={language.htmlLang.replace('-', '_')} />
      {alternates && hreflangAlternates(route).map((alt) => <link key={alt.hreflang} rel="alternate" hrefLang={alt.hreflang} href={absoluteUrl(alt.route)} />)}
      <title>{fullTitle}</title>
      <meta name="description" content={text} />
      {noindex && <meta name="robots" content="noindex" />}
      <link rel="canonical" href={url} />
      <link rel="icon" href={siteConfig.favicon} type="image/svg+xml" />
      <meta property="og:site_name" content={siteConfig.title} />
      <meta property="og:type" content={type} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={text} />
      <meta property="og:url" content={url} />
      <meta property="og:image" content={preview} />
      {imageAlt && <meta property="og:image:alt" content={imageAlt} />}
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={text} />
      <meta name="twitter:image" content={preview} />
      <link rel="alternate" type="application/rss+xml" href="/blog/rss.xml" title={`${siteConfig.blog.title} RSS feed`} />
      <link rel="alternate" type="application/atom+xml" href="/blog/atom.xml" title={`${siteConfig.blog.title} Atom feed`} />
      {jsonLd.map((data, index) => (
        <script key={index} type="application/ld+json" dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }} />
      ))}
      {children}
    </>
  );
}
