import { check, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { cities, facilities } from './locations';

/** Fees for taking samples: at a point with a nurse, for covid swabs, and for a home visit. */
export const nursingServices = pgTable(
  'nursing_services',
  {
    code: text('code').primaryKey(),
    name: text('name').notNull(),
    priceMinor: integer('price_minor').notNull(),
  },
  (table) => [check('nursing_services_price_not_negative', sql`${table.priceMinor} >= 0`)],
);

/** Services sold beside the tests (customer services), such as RESULTS_ANALYZE, at a default price. */
export const customerServices = pgTable(
  'customer_services',
  {
    code: text('code').primaryKey(),
    name: text('name').notNull(),
    priceMinor: integer('price_minor').notNull(),
    position: integer('position').notNull().default(0),
  },
  (table) => [check('customer_services_price_not_negative', sql`${table.priceMinor} >= 0`)],
);

/**
 * A customer service's price for home service in one city or at one collection point, replacing the default
 * there; a null price means the service is not offered at that location.
 */
export const customerServiceLocationPrices = pgTable(
  'customer_service_location_prices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    code: text('code')
      .notNull()
      .references(() => customerServices.code, { onDelete: 'cascade' }),
    cityId: uuid('city_id').references(() => cities.id, { onDelete: 'cascade' }),
    facilityId: uuid('facility_id').references(() => facilities.id, { onDelete: 'cascade' }),
    priceMinor: integer('price_minor'),
  },
  (table) => [
    check('customer_service_location_prices_one_location', sql`num_nonnulls(${table.cityId}, ${table.facilityId}) = 1`),
    check('customer_service_location_prices_not_negative', sql`${table.priceMinor} >= 0`),
    uniqueIndex('customer_service_location_prices_city_idx')
      .on(table.code, table.cityId)
      .where(sql`${table.cityId} is not null`),
    uniqueIndex('customer_service_location_prices_facility_idx')
      .on(table.code, table.facilityId)
      .where(sql`${table.facilityId} is not null`),
  ],
);
