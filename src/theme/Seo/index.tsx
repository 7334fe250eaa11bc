import type { ReactNode } from 'react';
import { formatPageTitle, siteConfig } from '../../config/site';

export interface SeoProps {
  title?: string | null;
  description?: string | null;
  /** Route of the page, for the canonical URL. */
  path: string;
  children?: ReactNode;
}

/** The shared <head>: title "<page title> | Obico", description, canonical URL. */
export default function Seo({ title, description, path, children }: SeoProps) {
  const text = description ?? siteConfig.tagline;
  return (
    <>
      <title>{formatPageTitle(title)}</title>
      <meta name="description" content={text} />
      <link rel="canonical" href={`${siteConfig.url}${path}`} />
      <link rel="icon" href={siteConfig.favicon} type="image/svg+xml" />
      <meta property="og:title" content={formatPageTitle(title)} />
      <meta property="og:description" content={text} />
      {children}
    </>
  );
}
