import { useTranslation } from 'react-i18next';
import Link from '../LocaleLink';
import * as styles from './styles.module.css';

export interface PaginatorProps {
  newerRoute: string | null;
  olderRoute: string | null;
  page: number;
  totalPages: number;
}

/** Newer / older entries of a paginated blog or tag list. */
export default function Paginator({ newerRoute, olderRoute, page, totalPages }: PaginatorProps) {
  const { t } = useTranslation();
  return (
    <nav className={`pagination-nav ${styles.paginator}`} aria-label={t('blog.listPaginatorLabel')}>
      {newerRoute ? (
        <Link className="pagination-nav__link pagination-nav__link--prev" to={newerRoute}>
          <span className="pagination-nav__label">{t('blog.newerEntries')}</span>
        </Link>
      ) : (
        <span />
      )}
      <span className={styles.status}>
        {t('blog.pageStatus', { page, total: totalPages })}
      </span>
      {olderRoute ? (
        <Link className="pagination-nav__link pagination-nav__link--next" to={olderRoute}>
          <span className="pagination-nav__label">{t('blog.olderEntries')}</span>
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
