import { Link, type HeadProps } from 'gatsby';
import Layout from '../theme/Layout';
import Seo from '../theme/Seo';
import { siteConfig } from '../config/site';

const sections = [
  { to: '/docs/user-guides/getting-started/', title: 'User guides', text: 'Link your OctoPrint or Klipper printer, set up webcam streaming and failure detection.' },
  { to: '/docs/server-guides/', title: 'Self-hosted server', text: 'Run the open-source Obico server on your own hardware.' },
  { to: '/docs/api/', title: 'Client API', text: 'Endpoints and websocket messages for printer agents and integrations.' },
  { to: '/blog/', title: 'Blog', text: 'Printing tips, calibration guides, remote access how-tos and product news.' },
];

export default function HomePage() {
  return (
    <Layout pageClass="home-page">
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
          {sections.map((section) => (
            <div key={section.to} className="col col--3 margin-bottom--lg">
              <Link to={section.to} className="card padding--lg help-card">
                <h2>{section.title}</h2>
                <p>{section.text}</p>
              </Link>
            </div>
          ))}
        </div>
      </div>
    </Layout>
  );
}

export function Head({ location }: HeadProps) {
  return <Seo title={null} description={siteConfig.tagline} path={location.pathname} />;
}
