import { type HeadProps, type PageProps } from 'gatsby';
import Link from '../theme/LocaleLink';
import Seo from '../theme/Seo';
import type { HelpLink, HelpTopic } from '../lib/docs/help';

interface HelpContext {
  featured: HelpLink[];
  topics: HelpTopic[];
}

export default function HelpTemplate({ pageContext }: PageProps<object, HelpContext>) {
  return (
    <>
      <header className="help-hero">
        <div className="container">
          <h1>Obico Help Center</h1>
          <p className="help-hero__tagline">Guides and answers for Obico Cloud and the self-hosted server.</p>
          <form action="/search/" method="get" role="search" className="help-hero__search">
            <label htmlFor="help-search" className="sr-only">
              Search help doc
            </label>
            <input id="help-search" name="q" type="search" placeholder="Search help doc" maxLength={512} />
            <button type="submit" className="button button--primary">
              Search
            </button>
          </form>
        </div>
      </header>
      <div className="container margin-vert--lg">
        <section aria-labelledby="featured-guides">
          <h2 id="featured-guides">Featured guides</h2>
          <div className="row">
            {pageContext.featured.map((guide) => (
              <div key={guide.route} className="col col--4 margin-bottom--lg">
                <Link to={guide.route} className="card padding--lg help-card">
                  <h3>{guide.title}</h3>
                  <p>{guide.description}</p>
                </Link>
              </div>
            ))}
          </div>
        </section>
        <section aria-labelledby="help-topics">
          <h2 id="help-topics">Browse by topic</h2>
          <div className="row">
            {pageContext.topics.map((topic) => (
              <div key={topic.label} className="col col--4 margin-bottom--lg help-topic">
                <h3>{topic.label}</h3>
                <ul>
                  {topic.links.map((link) => (
                    <li key={link.route}>
                      <Link to={link.route}>{link.title}</Link>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
        </section>
      </div>
    </>
  );
}

export function Head({ location }: HeadProps) {
  return <Seo title="Help Center" description="Find guides for setting up and using Obico." path={location.pathname}>
      <body className="help-page" />
    </Seo>;
}
