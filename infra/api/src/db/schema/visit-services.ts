import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';

/**
 * A visit service: a service booked with the visit and charged once per patient. The shop's own prices:
 * an order never takes a visit service's price from the browser.
 */
export const visitServices = pgTable(
  'visit_services',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    priceMinor: integer('price_minor').notNull(),
  },
  (table) => [check('visit_services_price_not_negative', sql`${table.priceMinor} >= 0`)],
);
