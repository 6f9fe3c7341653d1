import { useLocation } from 'react-router-dom';
import { routerLink } from '@labshop/shared-contracts/web/remote-kit';
import { Pagination } from '@labshop/shared-contracts/web/ui';
import { listSearch, type ListQuery } from './list-query';

interface ListPaginationProps {
  query: ListQuery;
  pageCount: number;
  params: URLSearchParams;
}

/** The kit's compact pagination over the list; each page is an address of its own, keeping the sort and the rest. */
export function ListPagination({ query, pageCount, params }: ListPaginationProps) {
  const { pathname } = useLocation();
  return (
    <Pagination
      page={query.page}
      pageCount={pageCount}
      hrefFor={(page) => `${pathname}${listSearch(params, { ...query, page })}`}
      renderLink={routerLink}
    />
  );
}
