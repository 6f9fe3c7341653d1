import { Link } from 'react-router-dom';
import type { TestListAnswer, TestSummary } from '@labshop/shared-contracts/core';
import { Button } from '@labshop/shared-contracts/web/ui';
import { hasFilters, listSearch, type ListQuery } from './list-query';
import { ListPagination } from './pagination';
import { TestCard } from '../../lib/test-card';
import type { Listing } from './paths';
import filterStyles from './list-filters.module.css';
import styles from './test-list.module.css';

interface TestResultsProps {
  listing: Listing;
  answer: TestListAnswer;
  query: ListQuery;
  params: URLSearchParams;
  currency: string;
  onAddToCart: (test: TestSummary) => void;
  onClearFilters: () => void;
}

export function TestResults({
  listing,
  answer,
  query,
  params,
  currency,
  onAddToCart,
  onClearFilters,
}: TestResultsProps) {
  if (answer.total === 0 && hasFilters(query.filters)) {
    return (
      <div className={filterStyles.empty}>
        <h2>No {listing.many} match these filters</h2>
        <p>Try a wider price range or fewer filters, or clear them to see every {listing.one} here.</p>
        <Button theme="outline" onClick={onClearFilters}>
          Clear filters
        </Button>
      </div>
    );
  }
  if (answer.total === 0) {
    return (
      <p>
        There are no {listing.many} here yet. <Link to={listing.path}>See all {listing.many}</Link>
      </p>
    );
  }
  if (answer.items.length === 0) {
    return (
      <p>
        There are no {listing.many} on this page.{' '}
        <Link to={{ search: listSearch(params, { ...query, page: 1 }) }}>Go to the first page</Link>
      </p>
    );
  }
  const pageCount = Math.max(1, Math.ceil(answer.total / answer.perPage));
  return (
    <>
      <ul className={styles.grid}>
        {answer.items.map((test) => (
          <li key={test.id}>
            <TestCard test={test} currency={currency} onAddToCart={onAddToCart} />
          </li>
        ))}
      </ul>
      <ListPagination query={query} pageCount={pageCount} params={params} />
    </>
  );
}
