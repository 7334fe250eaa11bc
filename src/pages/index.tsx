import { useTranslation } from 'react-i18next';
import { graphql } from 'gatsby';
import Link from '../theme/LocaleLink';
import { homeSections } from '../config/home';
import * as styles from '../templates/help.module.css';
import { catalogueHead, Hero } from '../templates/pageShell';


export default function HomePage() {
  const { t } = useTranslation();
  return (
    <>
      <Hero title={t('home.title')} tagline={t('home.tagline')}>
        <p>
          <Link className="button button--primary button--lg" to="/docs/user-guides/getting-started/">
            {t('home.getStarted')}
          </Link>{' '}
          <Link className="button button--secondary button--lg" to="/help/">
            {t('home.helpCenter')}
          </Link>
        </p>
      </Hero>
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

export const Head = catalogueHead({ title: null, description: 'site.tagline', bodyClassName: 'home-page' });

export const query = graphql`
  query HomePage($language: String!) {
    ...Locales
  }
`;
