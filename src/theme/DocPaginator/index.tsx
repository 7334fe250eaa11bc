import { useTranslation } from 'react-i18next';
import Link from '../LocaleLink';
import type { NavLink } from '../../lib/docs/sidebars';
import './styles.module.css';

/**
 * Previous and next doc. On a page that shows the English doc in another locale, `lang` is the locale's (the
 * interface words) and `labelLang` the English of the doc labels, the article itself being marked English.
 */
export default function DocPaginator({ previous, next, lang, labelLang }: { previous: NavLink | null; next: NavLink | null; lang?: string; labelLang?: string }) {
  const { t } = useTranslation();
  if (!previous && !next) return null;
  return (
    <nav className="pagination-nav" aria-label={t('doc.paginatorLabel')} lang={lang}>
      {previous ? (
        <Link className="pagination-nav__link pagination-nav__link--prev" to={previous.route}>
          <span className="pagination-nav__sublabel">{t('doc.previous')}</span>
          <span className="pagination-nav__label" lang={labelLang}>{previous.label}</span>
        </Link>
      ) : (
        <span />
      )}
      {next && (
        <Link className="pagination-nav__link pagination-nav__link--next" to={next.route}>
          <span className="pagination-nav__sublabel">{t('doc.next')}</span>
          <span className="pagination-nav__label" lang={labelLang}>{next.label}</span>
        </Link>
      )}
    </nav>
  );
}
