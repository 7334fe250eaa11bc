import { graphql, type HeadProps } from 'gatsby';
import { Trans, useTranslation } from 'react-i18next';
import { headT, type LocalesData } from '../lib/i18n/translations';
import { localizeRoute } from '../lib/i18n/locales';
import Link from '../theme/LocaleLink';
import Seo from '../theme/Seo';

export default function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <>
      <div className="container margin-vert--xl">
        <h1>{t('notFound.title')}</h1>
        <p>{t('notFound.lead')}</p>
        <p>
          <Trans i18nKey="notFound.suggestion" components={{ docs: <Link to="/docs/" />, blog: <Link to="/blog/" />, search: <Link to="/search/" /> }} />
        </p>
      </div>
    </>
  );
}

export function Head({ data, pageContext }: HeadProps<LocalesData, { language: string }>) {
  return (
    <Seo title={headT(data, pageContext.language)('notFound.title')} path={localizeRoute('/404/', pageContext.language)} alternates={false}>
      <body className="not-found-page" />
    </Seo>
  );
}

export const query = graphql`
  query NotFoundPage($language: String!) {
    ...Locales
  }
`;
