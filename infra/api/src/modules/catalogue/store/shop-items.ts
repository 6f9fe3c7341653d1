import { sql } from 'drizzle-orm';
import type { ItemPricingAttributes } from '@labshop/shared-contracts/core';
import type { TestKind } from '@labshop/shared-contracts/core/api/catalogue';
import type { DatabaseExecutor } from '../../../db/client';
import { availability, currentPrice, type PriceScope } from './priced-items';
import { pricingAttributes } from './pricing-attributes';

/** A catalogue item as the shop itself prices it at a location: the only prices an order or a code uses. */
export interface ShopItem {
  id: string;
  name: string;
  kind: TestKind;
  /** Minor units, for one patient, at the location. */
  priceMinor: number;
  available: boolean;
  /** The catalogue's facts the pricing reads, exactly as the cart was sent them. */
  attributes: ItemPricingAttributes;
}

/**
 * The published items among `ids`, priced and checked for availability at the scope's location. Ids that are
 * unknown, unpublished or priced nowhere are missing from the map.
 */
export async function loadShopItems(
  db: DatabaseExecutor,
  ids: readonly string[],
  scope: PriceScope,
): Promise<Map<string, ShopItem>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const result = await db.execute<{
    id: string;
    name: string;
    kind: TestKind;
    price: number | null;
    is_available: boolean;
    attributes: ItemPricingAttributes;
  }>(sql`
    select t.id, t.name, t.kind, ${pricingAttributes()} as attributes,
      ${currentPrice(scope, sql`t.id`)} as price, ${availability(scope.location, sql`t.id`)} as is_available
    from tests t
    where t.published and t.id = any(${sql.param(unique)}::uuid[])
  `);
  const items = new Map<string, ShopItem>();
  for (const row of result.rows) {
    if (row.price === null) continue;
    items.set(row.id, {
      id: row.id,
      name: row.name,
      kind: row.kind,
      priceMinor: row.price,
      available: row.is_available,
      attributes: row.attributes,
    });
  }
  return items;
}
