import { useEffect, useState } from 'react';
import { graphql, navigate, type HeadProps, type PageProps } from 'gatsby';
import { useTranslation } from 'react-i18next';
import { withTags } from '../lib/i18n/tags';
import { headT } from '../config/translations';
import { localizeRoute } from '../config/locales';
import Link from '../theme/LocaleLink';
import Seo from '../theme/Seo';
import { decodePath, stripHtmlSuffix } from '../lib/routing/paths';
import { UNDECODABLE_PATH_GLOBAL } from '../lib/inlineScripts';
import * as styles from './404.module.css';

/** The page-data file Gatsby writes for a route: it exists exactly when the route is a page. */
function pageDataUrl(route: string): string {
  const trimmed = route.replace(/^\/+|\/+$/g, '');
  return `/page-data/${trimmed === '' ? 'index' : trimmed}/page-data.json`;
}

/**
 * What the not-found page found out in the browser: the path could not be decoded (its error message), or it is
 * the .html form of a real page (the visitor is sent there; the build's redirects catch most of these first).
 */
function usePathCheck(location: PageProps['location']): { pathError: string | null; redirecting: boolean } {
  const [pathError, setPathError] = useState<string | null>(null);
  const [redirecting, setRedirecting] = useState(false);
  useEffect(() => {
    const undecodable = (window as unknown as Record<string, string | undefined>)[UNDECODABLE_PATH_GLOBAL];
    try {
      decodePath(undecodable ?? location.pathname);
    } catch (error) {
      setPathError((error as Error).message);
      return undefined;
    }
    const target = stripHtmlSuffix(location.pathname);
    if (!target) return undefined;
    const route = target.replace(/[?#].*$/, '');
    let cancelled = false;
    setRedirecting(true);
    fetch(pageDataUrl(route), { method: 'HEAD' })
      .then((response) => {
        if (cancelled) return;
        if (response.ok) void navigate(`${route}${location.search}${location.hash}`, { replace: true });
        else setRedirecting(false);
      })
      .catch(() => !cancelled && setRedirecting(false));
    return () => {
      cancelled = true;
    };
  }, [location.pathname, location.search, location.hash]);
  return { pathError, redirecting };
}

export default function NotFoundPage({ location }: PageProps) {
  const { t } = useTranslation();
  const { pathError, redirecting } = usePathCheck(location);
  if (pathError) {
    return (
      <div className="container margin-vert--xl" role="alert">
        <h1>{t('notFound.unreadableTitle')}</h1>
        <p className="error-page__message">{pathError}</p>
        <p>
          {withTags(t('notFound.unreadableHelp'), { docs: <Link to="/docs/" />, search: <Link to="/search/" /> })}
        </p>
      </div>
    );
  }
  if (redirecting) {
    return (
      <div className="container margin-vert--xl" role="status">
        <p>{t('notFound.opening')}</p>
      </div>
    );
  }
  return (
    <>
      <div className="container margin-vert--xl">
        <h1>{t('notFound.title')}</h1>
        <p>{t('notFound.lead')}</p>
        <p>
          {withTags(t('notFound.suggestion'), { docs: <Link to="/docs/" />, blog: <Link to="/blog/" />, search: <Link to="/search/" /> })}
        </p>
      </div>
    </>
  );
}

export function Head({ data, pageContext }: HeadProps<Queries.NotFoundPageQuery, { language: string }>) {
  return (
    <Seo title={headT(data, pageContext.language)('notFound.title')} path={localizeRoute('/404/', pageContext.language)} alternates={false}>
      <body className={styles.page} />
    </Seo>
  );
}

export const query = graphql`
  query NotFoundPage($language: String!) {
    ...Locales
  }
`;
