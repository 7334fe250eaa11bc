import { useTranslation } from 'react-i18next';
import { headT } from '../config/translations';
import { graphql, type HeadProps } from 'gatsby';
import Link from '../theme/LocaleLink';
import Seo from '../theme/Seo';
import { homeSections } from '../config/home';
import * as styles from '../templates/help.module.css';


export default function HomePage() {
  const { t } = useTranslation();
  return (
    <>
      <header className={styles.hero}>
        <div className="container">
          <h1>{t('home.title')}</h1>
          <p className="help-hero__tagline">{t('home.tagline')}</p>
          <p>
            <Link className="button button--primary button--lg" to="/docs/user-guides/getting-started/">
              {t('home.getStarted')}
            </Link>{' '}
            <Link className="button button--secondary button--lg" to="/help/">
              {t('home.helpCenter')}
            </Link>
          </p>
        </div>
      </header>
      <div className="container margin-vert--lg">
        <div className="row">
          {homeSections.map((section) => (
            <div key={section.to} className="col col--3 margin-bottom--lg">
              <Link to={section.to} className={`card padding--lg ${styles.card}`}>
                <h2>{t(`home.${section.id}.title`)}</h2>
                <p>{t(`home.${section.id}.text`)}</p>
              </Link>
            </div>
          ))}
        </div>
      </div>
    </>
  );
}

export function Head({ data, location, pageContext }: HeadProps<Queries.HomePageQuery, { language: string }>) {
  return <Seo title={null} description={headT(data, pageContext.language)('site.tagline')} path={location.pathname}>
      <body className="home-page" />
    </Seo>;
}

export const query = graphql`
  query HomePage($language: String!) {
    ...Locales
  }
`;
