import { useTranslation } from 'react-i18next';
import Link from '../LocaleLink';
import type { NavLink } from '../../lib/docs/sidebars';

export default function DocPaginator({ previous, next }: { previous: NavLink | null; next: NavLink | null }) {
  const { t } = useTranslation();
  if (!previous && !next) return null;
  return (
    <nav className="pagination-nav" aria-label={t('doc.paginatorLabel')}>
      {previous ? (
        <Link className="pagination-nav__link pagination-nav__link--prev" to={previous.route}>
          <span className="pagination-nav__sublabel">{t('doc.previous')}</span>
          <span className="pagination-nav__label">{previous.label}</span>
        </Link>
      ) : (
        <span />
      )}
      {next && (
        <Link className="pagination-nav__link pagination-nav__link--next" to={next.route}>
          <span className="pagination-nav__sublabel">{t('doc.next')}</span>
          <span className="pagination-nav__label">{next.label}</span>
        </Link>
      )}
    </nav>
  );
}
