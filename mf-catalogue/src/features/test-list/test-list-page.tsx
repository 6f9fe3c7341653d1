import { useRef } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { CategoriesAnswer, TestFacetsAnswer, TestListAnswer } from '@labshop/shared-contracts/core';
import { useApiQuery } from '@labshop/shared-contracts/web';
import { NotFound, isNotFound, LoadFailed, Loading, useCurrency, Page } from '@labshop/shared-contracts/web/remote-kit';
import { useLocationQuery } from '../../lib/chosen-location';
import { requestAddToCart } from '../../lib/add-to-cart';
import { useMediaQuery, WIDE_SCREEN } from '../../lib/use-media-query';
import { CategoryPicture } from '../../lib/category-art/category-picture';
import { ActiveFilters } from './active-filters';
import { activeFilters } from './filter-labels';
import { CategoryNav } from './category-nav';
import { CategorySidebar } from './category-sidebar';
import { FiltersDrawer } from './filters-drawer';
import { ListFiltersPanel } from './list-filters';
import { filterQuery, listSearch, NO_FILTERS, readListQuery, type ListFilters, type ListQuery } from './list-query';
import { countOf, TEST_LISTING, type Listing } from './paths';
import { SortSelect } from './sort-select';
import { TestResults } from './test-results';
import styles from './test-list.module.css';

/**
 * /lab-test-list/tests/:categorySlug?: the tests of one category (or all), sorted, filtered and paged by the
 * address. The package lists are the same page over the packages (`listing`). The categories and filters sit beside
 * the results on a wide screen and in a drawer on a narrow one.
 */
export function TestListPage({ listing = TEST_LISTING }: { listing?: Listing }) {
  const categorySlug = useParams()[listing.categoryParam];
  const location = useLocationQuery();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const query = readListQuery(params);
  const currency = useCurrency();
  const wide = useMediaQuery(WIDE_SCREEN);
  const currentLinkRef = useRef<HTMLAnchorElement>(null);
  const categories = useApiQuery('catalogue/categories', { query: { group: listing.group }, answer: CategoriesAnswer });
  const facets = useApiQuery('catalogue/facets', {
    query: { group: listing.group, category: categorySlug },
    answer: TestFacetsAnswer,
  });
  const tests = useApiQuery('catalogue/tests', {
    query: {
      category: categorySlug,
      group: listing.group,
      sort: query.sort,
      page: query.page,
      ...filterQuery(query.filters),
      ...location,
    },
    answer: TestListAnswer,
  });

  if (tests.status === 'error' && isNotFound(tests.error)) return <NotFound />;

  // Written as listSearch writes it, so sample types stay readable ('sample=blood,urine') in the address.
  const show = (next: ListQuery) => {
    void navigate({ search: listSearch(params, next) });
  };
  // A new filter shows its first page: the page the visitor was on may not exist among fewer items.
  const changeFilters = (filters: ListFilters) => show({ ...query, page: 1, filters });
  const category =
    tests.data?.category ?? categories.data?.find((candidate) => candidate.slug === categorySlug) ?? null;
  const revealKey = `${categorySlug ?? ''} ${categories.status}`;
  const sideParts = (onChoose?: () => void) => (
    <>
      <CategorySidebar currentLinkRef={currentLinkRef} revealKey={revealKey}>
        <CategoryNav
          listing={listing}
          categories={categories}
          search={listSearch(params, { ...query, page: 1 })}
          onChoose={onChoose}
          current={categorySlug}
          currentLinkRef={currentLinkRef}
        />
      </CategorySidebar>
      <ListFiltersPanel filters={query.filters} facets={facets} currency={currency} onChange={changeFilters} />
    </>
  );
  const count = tests.status === 'success' ? countOf(listing, tests.data.total) : null;
  return (
    <Page>
      <div className={styles.pageHead}>
        {categorySlug ? (
          <CategoryPicture
            slug={categorySlug}
            width={160}
            sizes="(min-width: 1024px) 160px, 112px"
            loading="eager"
            className={styles.pageArt}
          />
        ) : null}
        <h1>{category?.name ?? listing.title}</h1>
      </div>
      <div className={styles.layout}>
        {wide ? <div className={styles.aside}>{sideParts()}</div> : null}
        <section
          aria-label={`${listing.title} found`}
          aria-busy={tests.status === 'loading'}
          className={styles.results}
        >
          <div className={styles.toolbar}>
            {wide ? null : (
              <FiltersDrawer
                initialFocusRef={currentLinkRef}
                showLabel={count === null ? `Show ${listing.many}` : `Show ${count}`}
                activeCount={activeFilters(query.filters, currency).length}
              >
                {(close) => sideParts(close)}
              </FiltersDrawer>
            )}
            {count !== null ? (
              <p className={styles.summary} role="status">
                {count}
              </p>
            ) : null}
            <SortSelect value={query.sort} onChange={(sort) => show({ ...query, sort, page: 1 })} />
          </div>
          <ActiveFilters filters={query.filters} currency={currency} onChange={changeFilters} />
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
              onClearFilters={() => changeFilters(NO_FILTERS)}
            />
          ) : null}
        </section>
      </div>
    </Page>
  );
}
