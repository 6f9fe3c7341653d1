import { Link } from 'react-router-dom';
import { listSearch, type ListQuery } from './list-query';
import styles from './test-list.module.css';

interface PaginationProps {
  query: ListQuery;
  pageCount: number;
  params: URLSearchParams;
}

/** Links to every page of the list; each keeps the sort and the rest of the address. */
export function Pagination({ query, pageCount, params }: PaginationProps) {
  if (pageCount <= 1) return null;
  const pages = Array.from({ length: pageCount }, (_unused, index) => index + 1);
  const to = (page: number) => ({ search: listSearch(params, { ...query, page }) });
  return (
    <nav aria-label="Pages" className={styles.pagination}>
      <ul>
        {query.page > 1 ? (
          <li>
            <Link to={to(query.page - 1)} rel="prev">
              Previous page
            </Link>
          </li>
        ) : null}
        {pages.map((page) => (
          <li key={page}>
            <Link to={to(page)} aria-label={`Page ${page}`} aria-current={page === query.page ? 'page' : undefined}>
              {page}
            </Link>
          </li>
        ))}
        {query.page < pageCount ? (
          <li>
            <Link to={to(query.page + 1)} rel="next">
              Next page
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
