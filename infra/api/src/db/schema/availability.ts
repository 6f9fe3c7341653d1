import { sql } from 'drizzle-orm';
import { check, index, pgTable, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { tests } from './catalogue';
import { cities, facilities } from './locations';

/**
 * Tests a location does not offer (availability depends on the location): at one collection point,
 * or by home service in one city. Everything else on sale is offered everywhere, except at a closed point.
 */
export const unavailableTests = pgTable(
  'unavailable_tests',
  {
    testId: uuid('test_id')
      .notNull()
      .references(() => tests.id, { onDelete: 'cascade' }),
    cityId: uuid('city_id').references(() => cities.id, { onDelete: 'cascade' }),
    facilityId: uuid('facility_id').references(() => facilities.id, { onDelete: 'cascade' }),
  },
  (table) => [
    check('unavailable_tests_one_location', sql`num_nonnulls(${table.cityId}, ${table.facilityId}) = 1`),
    uniqueIndex('unavailable_tests_city_idx')
      .on(table.cityId, table.testId)
      .where(sql`${table.cityId} is not null`),
    uniqueIndex('unavailable_tests_facility_idx')
      .on(table.facilityId, table.testId)
      .where(sql`${table.facilityId} is not null`),
    index('unavailable_tests_test_id_idx').on(table.testId),
  ],
);
