import { useTranslation } from 'react-i18next';
import { localizeRoute } from '../config/locales';
import { graphql, type PageProps } from 'gatsby';
import type { HelpLink, HelpTopic } from '../lib/docs/help';
import * as styles from './help.module.css';
import { CardRow, catalogueHead, Hero, LinkList } from './pageShell';

interface HelpContext {
  language: string;
  featured: HelpLink[];
  topics: HelpTopic[];
}

export default function HelpTemplate({ pageContext }: PageProps<Queries.HelpPageQuery, HelpContext>) {
  const { t } = useTranslation();
  return (
    <>
      <Hero title={t('help.title')} tagline={t('help.tagline')}>
        <form action={localizeRoute('/search/', pageContext.language)} method="get" role="search" className={styles.search}>
          <label htmlFor="help-search" className="sr-only">{t('help.searchLabel')}</label>
          <input id="help-search" name="q" type="search" placeholder={t('help.searchLabel')} maxLength={512} />
          <button type="submit" className="button button--primary">{t('help.searchButton')}</button>
        </form>
      </Hero>
      <div className="container margin-vert--lg">
        <section aria-labelledby="featured-guides">
          <h2 id="featured-guides">{t('help.featured')}</h2>
          <CardRow
            width={4}
            Heading="h3"
            cards={pageContext.featured.map((guide) => ({
              to: guide.route,
              title: t(`help.guide.${guide.route}.title`, { defaultValue: guide.title }),
              text: t(`help.guide.${guide.route}.description`, { defaultValue: guide.description }),
            }))}
          />
        </section>
        <section aria-labelledby="help-topics">
          <h2 id="help-topics">{t('help.topics')}</h2>
          <div className="row">
            {pageContext.topics.map((topic) => (
              <div key={topic.label} className="col col--4 margin-bottom--lg help-topic">
                <h3>{t(topic.labelKey, { defaultValue: topic.label })}</h3>
                <LinkList links={topic.links.map((link) => ({ route: link.route, label: link.title }))} />
              </div>
            ))}
          </div>
        </section>
      </div>
    </>
  );
}

export const Head = catalogueHead({ title: 'help.headTitle', description: 'help.description', bodyClassName: 'help-page' });

export const query = graphql`
  query HelpPage($language: String!) {
    ...Locales
  }
`;
