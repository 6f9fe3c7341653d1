import { useParams, useSearchParams } from 'react-router-dom';
import { CategoriesAnswer, TestListAnswer } from '@labshop/shared-contracts/core';
import { useApiQuery } from '@labshop/shared-contracts/web';
import { NotFound, isNotFound, LoadFailed, Loading, useCurrency, Page } from '@labshop/shared-contracts/web/remote-kit';
import { useLocationQuery } from '../../lib/chosen-location';
import { requestAddToCart } from '../../lib/add-to-cart';
import { CategoryNav } from './category-nav';
import { listSearch, readListQuery } from './list-query';
import { TEST_LISTING, type Listing } from './paths';
import { SortSelect } from './sort-select';
import { TestResults } from './test-results';
import styles from './test-list.module.css';

/**
 * /lab-test-list/tests/:categorySlug?: the tests of one category (or all), sorted and paged by the address.
 * The package lists are the same page over the packages (`listing`).
 */
export function TestListPage({ listing = TEST_LISTING }: { listing?: Listing }) {
  const categorySlug = useParams()[listing.categoryParam];
  const location = useLocationQuery();
  const [params, setParams] = useSearchParams();
  const query = readListQuery(params);
  const currency = useCurrency();
  const categories = useApiQuery('catalogue/categories', { query: { group: listing.group }, answer: CategoriesAnswer });
  const tests = useApiQuery('catalogue/tests', {
    query: { category: categorySlug, group: listing.group, sort: query.sort, page: query.page, ...location },
    answer: TestListAnswer,
  });

  if (tests.status === 'error' && isNotFound(tests.error)) return <NotFound />;

  const category =
    tests.data?.category ?? categories.data?.find((candidate) => candidate.slug === categorySlug) ?? null;
  return (
    <Page>
      <h1>{category?.name ?? listing.title}</h1>
      <div className={styles.layout}>
        <CategoryNav listing={listing} categories={categories} search={listSearch(params, { ...query, page: 1 })} />
        <section
          aria-label={`${listing.title} found`}
          aria-busy={tests.status === 'loading'}
          className={styles.results}
        >
          <SortSelect
            value={query.sort}
            onChange={(sort) => setParams(new URLSearchParams(listSearch(params, { sort, page: 1 })))}
          />
          {tests.status === 'loading' ? <Loading label={`Loading ${listing.many}…`} /> : null}
          {tests.status === 'error' ? (
            <LoadFailed message={`The ${listing.many} could not be loaded.`} onRetry={tests.retry} />
          ) : null}
          {tests.status === 'success' ? (
            <TestResults
              listing={listing}
              answer={tests.data}
              query={query}
              params={params}
              currency={currency}
              onAddToCart={requestAddToCart}
            />
          ) : null}
        </section>
      </div>
    </Page>
  );
}
