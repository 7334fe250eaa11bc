import { useEffect, useState } from 'react';
import { navigate, type PageProps } from 'gatsby';
import Link from '../theme/LocaleLink';
import Seo from '../theme/Seo';
import { decodePath, stripHtmlSuffix } from '../lib/routing/paths';
import { UNDECODABLE_PATH_GLOBAL } from '../lib/inlineScripts';

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
  const { pathError, redirecting } = usePathCheck(location);
  if (pathError) {
    return (
      <div className="container margin-vert--xl" role="alert">
        <h1>This address cannot be read</h1>
        <p className="error-page__message">{pathError}</p>
        <p>
          Check the link for a stray “%”. The <Link to="/docs/">documentation</Link> and the <Link to="/search/">search page</Link> may help you find the page.
        </p>
      </div>
    );
  }
  if (redirecting) {
    return (
      <div className="container margin-vert--xl" role="status">
        <p>Opening the page…</p>
      </div>
    );
  }
  return (
    <>
      <div className="container margin-vert--xl">
        <h1>Page Not Found</h1>
        <p>We could not find what you were looking for.</p>
        <p>
          The link may be old or mistyped. Try the <Link to="/docs/">documentation</Link>, the <Link to="/blog/">blog</Link> or the{' '}
          <Link to="/search/">search page</Link>.
        </p>
      </div>
    </>
  );
}

export function Head() {
  return (
    <Seo title="Page Not Found" path="/404/" alternates={false}>
      <body className="not-found-page" />
    </Seo>
  );
}
