import { type HeadProps } from 'gatsby';
import Link from '../theme/LocaleLink';
import Seo from '../theme/Seo';
import { siteConfig } from '../config/site';
import { homeSections } from '../config/home';


export default function HomePage() {
  return (
    <>
      <header className="help-hero">
        <div className="container">
          <h1>{siteConfig.title} documentation and blog</h1>
          <p className="help-hero__tagline">{siteConfig.tagline}: AI failure detection, remote monitoring and webcam streaming for OctoPrint and Klipper.</p>
          <p>
            <Link className="button button--primary button--lg" to="/docs/user-guides/getting-started/">
              Get started
            </Link>{' '}
            <Link className="button button--secondary button--lg" to="/help/">
              Help center
            </Link>
          </p>
        </div>
      </header>
      <div className="container margin-vert--lg">
        <div className="row">
          {homeSections.map((section) => (
            <div key={section.to} className="col col--3 margin-bottom--lg">
              <Link to={section.to} className="card padding--lg help-card">
                <h2>{section.title}</h2>
                <p>{section.text}</p>
              </Link>
            </div>
          ))}
        </div>
      </div>
    </>
  );
}

export function Head({ location }: HeadProps) {
  return <Seo title={null} description={siteConfig.tagline} path={location.pathname}>
      <body className="home-page" />
    </Seo>;
}
