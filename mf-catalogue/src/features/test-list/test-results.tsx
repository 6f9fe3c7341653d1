import { Link } from 'react-router-dom';
import type { TestListAnswer, TestSummary } from '@labshop/shared-contracts/core';
import { listSearch, type ListQuery } from './list-query';
import { ListPagination } from './pagination';
import { TestCard } from '../../lib/test-card';
import type { Listing } from './paths';
import styles from './test-list.module.css';

interface TestResultsProps {
  listing: Listing;
  answer: TestListAnswer;
  query: ListQuery;
  params: URLSearchParams;
  currency: string;
  onAddToCart: (test: TestSummary) => void;
}

export function TestResults({ listing, answer, query, params, currency, onAddToCart }: TestResultsProps) {
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
