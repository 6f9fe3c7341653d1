import { boolean, check, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { at } from './columns';
import { sql } from 'drizzle-orm';
import { tests } from './catalogue';
import { cities, facilities } from './locations';

/**
 * A set of prices: the default list, or one for home service in a city, or one for a collection point.
 * Lists never change a price in place: each change is a new row in test_prices, so past prices stay known.
 */
export const priceLists = pgTable(
  'price_lists',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    code: text('code').notNull().unique(),
    name: text('name').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    cityId: uuid('city_id').references(() => cities.id),
    facilityId: uuid('facility_id').references(() => facilities.id),
  },
  (table) => [
    uniqueIndex('price_lists_one_default_idx')
      .on(table.isDefault)
      .where(sql`${table.isDefault}`),
    check('price_lists_one_scope', sql`num_nonnulls(${table.cityId}, ${table.facilityId}) <= 1`),
  ],
);

/** A price of one test in one list from valid_from on, until the next row for the same test and list. */
export const testPrices = pgTable(
  'test_prices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    priceListId: uuid('price_list_id')
      .notNull()
      .references(() => priceLists.id, { onDelete: 'cascade' }),
    testId: uuid('test_id')
      .notNull()
      .references(() => tests.id, { onDelete: 'cascade' }),
    priceMinor: integer('price_minor').notNull(),
    validFrom: at('valid_from').notNull(),
  },
  (table) => [
    uniqueIndex('test_prices_list_test_valid_from_idx').on(table.priceListId, table.testId, table.validFrom),
    index('test_prices_test_id_idx').on(table.testId),
    check('test_prices_price_not_negative', sql`${table.priceMinor} >= 0`),
  ],
);
