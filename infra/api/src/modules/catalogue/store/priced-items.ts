import { sql, type SQL } from 'drizzle-orm';
import type { ItemPricingAttributes } from '@labshop/shared-contracts/core';
import type { TestSummary } from '@labshop/shared-contracts/core/api/catalogue';
import type { Database } from '../../../db/client';
import { queryPrepared } from '../../../db/prepared';
import type { PricingLocation } from '../../locations/chosen-location';
import { pricingAttributes } from './pricing-attributes';

const LOWEST_PRICE_WINDOW_MS = 30 * 24 * 60 * 60 * 1000;

/** Where and when prices are read. */
export interface PriceScope {
  location: PricingLocation | null;
  now: Date;
}

export interface PricedItemsQuery {
  /**
   * Which items, over `t` (tests), `c` (test_categories) and `cur` (the current price); published items only are
   * ever considered.
   */
  where: SQL;
  /** Order over the listed columns: name_order, price_minor, popularity, slug. */
  orderBy: SQL;
  limit: number;
  offset?: number;
}

export interface PricedItems {
  items: TestSummary[];
  /** How many items match, over all pages. */
  total: number;
  /** The category of the page's first item; null for an empty page. A list of one category reads its name here. */
  firstCategory: { slug: string; name: string } | null;
}

export interface PricedRow extends Record<string, unknown> {
  id: string;
  slug: string;
  name: string;
  kind: TestSummary['kind'];
  category_slug: string;
  category_name: string;
  sample_type: string | null;
  turnaround_days: number | null;
  requires_fasting: boolean;
  price_minor: number;
  lowest_minor: number | null;
  is_available: boolean;
  attributes: ItemPricingAttributes;
}

const DEFAULT_LIST = sql`(select pl.id from price_lists pl where pl.is_default)`;

/**
 * The price at a location now: the location's own list when it prices the item, the default list otherwise
 * Items priced by neither are not for sale and drop out.
 */
export function currentPrice(scope: PriceScope, itemId: SQL): SQL {
  return sql`(select cur.price_minor from ${currentPriceRow(scope, itemId)} cur)`;
}

/** The same as a one-row (or empty) relation, for a lateral join. */
export function currentPriceRow(scope: PriceScope, itemId: SQL): SQL {
  const locationList = scope.location?.priceListId ?? null;
  return sql`(
    select p.price_minor
    from test_prices p
    where p.test_id = ${itemId} and p.valid_from <= ${scope.now}
      and (p.price_list_id = ${DEFAULT_LIST} or p.price_list_id = ${locationList}::uuid)
    order by (p.price_list_id = ${locationList}::uuid) is true desc, p.valid_from desc
    limit 1
  )`;
}

/**
 * The lowest price of the 30 days before now, shown beside a reduced price. The history at a location is
 * the default list's until the location's own list first priced the item, then the location's; the current price
 * is left out (after a reduction it would always be the lowest), and an unchanged price has none.
 */
export function lowestPrice30d(scope: PriceScope, itemId: SQL): SQL {
  const locationList = scope.location?.priceListId ?? null;
  const windowStart = new Date(scope.now.getTime() - LOWEST_PRICE_WINDOW_MS);
  return sql`(
    select min(h.price_minor)
    from (
      select p.price_minor, lead(p.valid_from) over (order by p.valid_from) as valid_until
      from test_prices p
      where p.test_id = ${itemId} and p.valid_from <= ${scope.now}
        and (
          p.price_list_id = ${locationList}::uuid
          or (p.price_list_id = ${DEFAULT_LIST} and p.valid_from < coalesce((
            select min(l.valid_from) from test_prices l
            where l.test_id = ${itemId} and l.price_list_id = ${locationList}::uuid and l.valid_from <= ${scope.now}
          ), 'infinity'::timestamptz))
        )
    ) h
    where h.valid_until > ${windowStart}
  )`;
}

/**
 * Whether the location offers an item: not at a closed point, and not where the item, or for a package
 * any test inside it, is listed as unavailable. Without a location everything on sale is available.
 * The item and its package's tests are two lookups rather than one with `or`: each then finds its rows through the
 * location's index on (location, test) instead of reading every unavailable test of every location per item.
 */
export function availability(location: PricingLocation | null, itemId: SQL): SQL {
  if (location === null) return sql`true`;
  const here =
    location.kind === 'home-service'
      ? sql`u.city_id = ${location.cityId}::uuid`
      : sql`u.facility_id = ${location.facilityId}::uuid`;
  const open = location.kind === 'collection-point' && location.closed ? sql`false` : sql`true`;
  return sql`(${open}
    and not exists (select 1 from unavailable_tests u where ${here} and u.test_id = ${itemId})
    and not exists (
      select 1 from package_items pi join unavailable_tests u on u.test_id = pi.test_id
      where pi.package_id = ${itemId} and ${here}
    ))`;
}

/**
 * One page of catalogue items, each priced at the scope's location, with the number of items over all pages. One
 * round trip: the count is a window over the rows the page is cut from, which are priced anyway to be sorted. The
 * page is ordered and cut before the 30-day lowest price and availability are worked out, so those cost the same for
 * page 1 of 20 as for page 1 of 3,500. Limit and offset are written into the statement (they are checked integers):
 * the statement is planned once per connection for every call, and as parameters they would hide from that plan
 * that only a few rows are wanted.
 */
export async function selectPricedItems(
  db: Database,
  scope: PriceScope,
  query: PricedItemsQuery,
): Promise<PricedItems> {
  const limit = wholeNumber(query.limit);
  const offset = wholeNumber(query.offset ?? 0);
  const itemId = sql`page.id`;
  const rows = await queryPrepared<PricedRow & { total: number }>(
    db,
    sql`
      select page.*, ${lowestPrice30d(scope, itemId)} as lowest_minor,
        ${availability(scope.location, itemId)} as is_available
      from (
        select t.id, t.slug, t.name, t.kind, c.slug as category_slug, c.name as category_name, t.sample_type,
          t.turnaround_days,
          t.requires_fasting, t.popularity, lower(t.name) collate "C" as name_order,
          cur.price_minor, ${pricingAttributes()} as attributes, count(*) over ()::int as total
        from tests t
        join test_categories c on c.id = t.category_id
        cross join lateral ${currentPriceRow(scope, sql`t.id`)} cur
        where t.published and (${query.where})
        order by ${query.orderBy}
        limit ${sql.raw(String(limit))} offset ${sql.raw(String(offset))}
      ) page
      order by ${query.orderBy}
    `,
  );
  // A page past the end has no row to carry the count: only then is it asked for on its own.
  const first = rows[0];
  const total = first?.total ?? (offset > 0 ? await countPricedItems(db, scope, query.where) : 0);
  const firstCategory = first ? { slug: first.category_slug, name: first.category_name } : null;
  return { items: rows.map(toSummary), total, firstCategory };
}

function wholeNumber(value: number): number {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`Not a row count: ${value}`);
  return value;
}

/** How many items match over all pages: those on sale (priced) at the location now. */
async function countPricedItems(db: Database, scope: PriceScope, where: SQL): Promise<number> {
  const [row] = await queryPrepared<{ total: number }>(
    db,
    sql`
      select count(*)::int as total
      from tests t
      join test_categories c on c.id = t.category_id
      cross join lateral ${currentPriceRow(scope, sql`t.id`)} cur
      where t.published and (${where})
    `,
  );
  return row?.total ?? 0;
}

export function toSummary(row: PricedRow): TestSummary {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    kind: row.kind,
    categorySlug: row.category_slug,
    priceMinor: row.price_minor,
    lowestPrice30dMinor: row.lowest_minor,
    sampleType: row.sample_type,
    turnaroundDays: row.turnaround_days,
    requiresFasting: row.requires_fasting,
    isAvailable: row.is_available,
    attributes: row.attributes,
  };
}
