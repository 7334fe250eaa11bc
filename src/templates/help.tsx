import { useTranslation } from 'react-i18next';
import { headT } from '../config/translations';
import { localizeRoute } from '../config/locales';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import Link from '../theme/LocaleLink';
import Seo from '../theme/Seo';
import type { HelpLink, HelpTopic } from '../lib/docs/help';
import * as styles from './help.module.css';

interface HelpContext {
  language: string;
  featured: HelpLink[];
  topics: HelpTopic[];
}

export default function HelpTemplate({ pageContext }: PageProps<Queries.HelpPageQuery, HelpContext>) {
  const { t } = useTranslation();
  return (
    <>
      <header className={styles.hero}>
        <div className="container">
          <h1>{t('help.title')}</h1>
          <p className="help-hero__tagline">{t('help.tagline')}</p>
          <form action={localizeRoute('/search/', pageContext.language)} method="get" role="search" className={styles.search}>
            <label htmlFor="help-search" className="sr-only">
              {t('help.searchLabel')}
            </label>
            <input id="help-search" name="q" type="search" placeholder={t('help.searchLabel')} maxLength={512} />
            <button type="submit" className="button button--primary">
              {t('help.searchButton')}
            </button>
          </form>
        </div>
      </header>
      <div className="container margin-vert--lg">
        <section aria-labelledby="featured-guides">
          <h2 id="featured-guides">{t('help.featured')}</h2>
          <div className="row">
            {pageContext.featured.map((guide) => (
              <div key={guide.route} className="col col--4 margin-bottom--lg">
                <Link to={guide.route} className={`card padding--lg ${styles.card}`}>
                  <h3>{t(`help.guide.${guide.route}.title`, { defaultValue: guide.title })}</h3>
                  <p>{t(`help.guide.${guide.route}.description`, { defaultValue: guide.description })}</p>
                </Link>
              </div>
            ))}
          </div>
        </section>
        <section aria-labelledby="help-topics">
          <h2 id="help-topics">{t('help.topics')}</h2>
          <div className="row">
            {pageContext.topics.map((topic) => (
              <div key={topic.label} className="col col--4 margin-bottom--lg help-topic">
                <h3>{t(topic.labelKey, { defaultValue: topic.label })}</h3>
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

export function Head({ data, location, pageContext }: HeadProps<Queries.HelpPageQuery, HelpContext>) {
  const t = headT(data, pageContext.language);
  return <Seo title={t('help.headTitle')} description={t('help.description')} path={location.pathname}>
      <body className="help-page" />
    </Seo>;
}

export const query = graphql`
  query HelpPage($language: String!) {
    ...Locales
  }
`;
