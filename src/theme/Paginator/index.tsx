import Link from '../LocaleLink';

export interface PaginatorProps {
  newerRoute: string | null;
  olderRoute: string | null;
  page: number;
  totalPages: number;
}

/** Newer / older entries of a paginated blog or tag list. */
export default function Paginator({ newerRoute, olderRoute, page, totalPages }: PaginatorProps) {
  return (
    <nav className="pagination-nav blog-paginator" aria-label="Blog list pages">
      {newerRoute ? (
        <Link className="pagination-nav__link pagination-nav__link--prev" to={newerRoute}>
          <span className="pagination-nav__label">« Newer entries</span>
        </Link>
      ) : (
        <span />
      )}
      <span className="blog-paginator__status">
        Page {page} of {totalPages}
      </span>
      {olderRoute ? (
        <Link className="pagination-nav__link pagination-nav__link--next" to={olderRoute}>
          <span className="pagination-nav__label">Older entries »</span>
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
