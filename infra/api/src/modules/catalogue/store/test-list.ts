import { sql, type SQL } from 'drizzle-orm';
import type { TestGroup, TestSort, TestSummary } from '@labshop/shared-contracts/core/api/catalogue';
import type { Database } from '../../../db/client';
import { groupCondition } from './categories';
import { filterCondition, type ListFilters } from './list-filters';
import { selectPricedItems, type PriceScope, type PricedItems } from './priced-items';

export interface TestListParams {
  categorySlug: string | null;
  kind: TestSummary['kind'] | null;
  group: TestGroup | null;
  sort: TestSort;
  page: number;
  perPage: number;
  filters: ListFilters;
  scope: PriceScope;
}

const ORDERS: Record<TestSort, SQL> = {
  popularity: sql`popularity desc, name_order, slug`,
  'price-asc': sql`price_minor asc, name_order, slug`,
  'price-desc': sql`price_minor desc, name_order, slug`,
  name: sql`name_order, slug`,
};

/** One page of the items on sale that pass the filters, priced (and filtered by price) at the scope's location. */
export async function listTests(db: Database, params: TestListParams): Promise<PricedItems> {
  const where = sql.join(
    [
      params.categorySlug === null ? sql`true` : sql`c.slug = ${params.categorySlug}`,
      params.kind === null ? sql`true` : sql`t.kind = ${params.kind}`,
      groupCondition(params.group),
      filterCondition(params.filters),
    ],
    sql` and `,
  );
  return selectPricedItems(db, params.scope, {
    where,
    orderBy: ORDERS[params.sort],
    limit: params.perPage,
    offset: (params.page - 1) * params.perPage,
  });
}
