import Link from '../theme/LocaleLink';
import Seo from '../theme/Seo';

export default function NotFoundPage() {
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
