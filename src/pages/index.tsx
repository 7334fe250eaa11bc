import { useTranslation } from 'react-i18next';
import { graphql } from 'gatsby';
import Link from '../theme/LocaleLink';
import { homeSections } from '../config/home';
import { CardRow, catalogueHead, Hero } from '../templates/pageShell';


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
        <CardRow
          width={3}
          Heading="h2"
          cards={homeSections.map((section) => ({ to: section.to, title: t(`home.${section.id}.title`), text: t(`home.${section.id}.text`) }))}
        />
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
