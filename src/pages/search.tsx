import { useEffect, useState } from 'react';
import type { HeadProps, PageProps } from 'gatsby';
import Layout from '../theme/Layout';
import Seo from '../theme/Seo';

/** The search page shell: it reads ?q= and keeps the form filled; results arrive with the search work. */
export default function SearchPage({ location }: PageProps) {
  const [query, setQuery] = useState('');
  useEffect(() => {
    setQuery(new URLSearchParams(location.search).get('q') ?? '');
  }, [location.search]);
  return (
    <Layout pageClass="search-page">
      <div className="container margin-vert--lg">
        <h1>{query ? `Search results for "${query}"` : 'Search the documentation'}</h1>
        <form action="/search/" method="get" role="search">
          <label htmlFor="search-page-input" className="sr-only">
            Search
          </label>
          <input id="search-page-input" name="q" type="search" value={query} onChange={(event) => setQuery(event.target.value)} maxLength={512} />
          <button type="submit" className="button button--primary">
            Search
          </button>
        </form>
      </div>
    </Layout>
  );
}

export function Head({ location }: HeadProps) {
  return <Seo title="Search the documentation" path={location.pathname} />;
}
