import { useRef } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { CategoriesAnswer, TestListAnswer } from '@labshop/shared-contracts/core';
import { useApiQuery } from '@labshop/shared-contracts/web';
import { NotFound, isNotFound, LoadFailed, Loading, useCurrency, Page } from '@labshop/shared-contracts/web/remote-kit';
import { useLocationQuery } from '../../lib/chosen-location';
import { requestAddToCart } from '../../lib/add-to-cart';
import { useMediaQuery, WIDE_SCREEN } from '../../lib/use-media-query';
import { CategoryNav } from './category-nav';
import { CategorySidebar } from './category-sidebar';
import { FiltersDrawer } from './filters-drawer';
import { listSearch, readListQuery } from './list-query';
import { countOf, TEST_LISTING, type Listing } from './paths';
import { SortSelect } from './sort-select';
import { TestResults } from './test-results';
import styles from './test-list.module.css';

/**
 * /lab-test-list/tests/:categorySlug?: the tests of one category (or all), sorted and paged by the address.
 * The package lists are the same page over the packages (`listing`). The categories sit beside the results on
 * a wide screen and in a drawer on a narrow one.
 */
export function TestListPage({ listing = TEST_LISTING }: { listing?: Listing }) {
  const categorySlug = useParams()[listing.categoryParam];
  const location = useLocationQuery();
  const [params, setParams] = useSearchParams();
  const query = readListQuery(params);
  const currency = useCurrency();
  const wide = useMediaQuery(WIDE_SCREEN);
  const currentLinkRef = useRef<HTMLAnchorElement>(null);
  const categories = useApiQuery('catalogue/categories', { query: { group: listing.group }, answer: CategoriesAnswer });
  const tests = useApiQuery('catalogue/tests', {
    query: { category: categorySlug, group: listing.group, sort: query.sort, page: query.page, ...location },
    answer: TestListAnswer,
  });

  if (tests.status === 'error' && isNotFound(tests.error)) return <NotFound />;

  const category =
    tests.data?.category ?? categories.data?.find((candidate) => candidate.slug === categorySlug) ?? null;
  const categoryNav = (onChoose?: () => void) => (
    <CategoryNav
      listing={listing}
      categories={categories}
      search={listSearch(params, { ...query, page: 1 })}
      onChoose={onChoose}
      current={categorySlug}
      currentLinkRef={currentLinkRef}
    />
  );
  return (
    <Page>
      <h1>{category?.name ?? listing.title}</h1>
      <div className={styles.layout}>
        {wide ? (
          <CategorySidebar currentLinkRef={currentLinkRef} revealKey={`${categorySlug ?? ''} ${categories.status}`}>
            {categoryNav()}
          </CategorySidebar>
        ) : null}
        <section
          aria-label={`${listing.title} found`}
          aria-busy={tests.status === 'loading'}
          className={styles.results}
        >
          <div className={styles.toolbar}>
            {wide ? null : (
              <FiltersDrawer initialFocusRef={currentLinkRef}>{(close) => categoryNav(close)}</FiltersDrawer>
            )}
            {tests.status === 'success' && tests.data.items.length > 0 ? (
              <p className={styles.summary}>{countOf(listing, tests.data.total)}</p>
            ) : null}
            <SortSelect
              value={query.sort}
              onChange={(sort) => setParams(new URLSearchParams(listSearch(params, { sort, page: 1 })))}
            />
          </div>
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
