import { sql } from 'drizzle-orm';
import type { TestSummary } from '@labshop/shared-contracts/core/api/catalogue';
import type { Database } from '../../../db/client';
import { selectPricedItems, type PriceScope } from './priced-items';

/**
 * Which of a long list come first, and so which a bound keeps: the most popular (then by name), or by slug. The
 * module that chose the items puts them in its own order afterwards.
 */
export type ChosenItemsOrder = 'most-popular' | 'by-slug';

const ORDER_BY = {
  'most-popular': sql`popularity desc, name_order, slug`,
  'by-slug': sql`slug`,
} as const;

/**
 * The items among `ids` still on sale (published and priced at the scope's location), as every list shows them;
 * at most `limit` of them.
 */
export async function selectPricedItemsAmong(
  db: Database,
  ids: readonly string[],
  scope: PriceScope,
  choice: { order: ChosenItemsOrder; limit: number },
): Promise<TestSummary[]> {
  if (ids.length === 0) return [];
  const { items } = await selectPricedItems(db, scope, {
    where: sql`t.id = any(${sql.param([...new Set(ids)])}::uuid[])`,
    orderBy: ORDER_BY[choice.order],
    limit: choice.limit,
  });
  return items;
}
