import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgEnum, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { at } from './columns';
import { tests } from './catalogue';

export const discountCodeKind = pgEnum('discount_code_kind', ['percentage', 'fixed']);

/**
 * A code a buyer types in the cart (its refusals: docs/product-rules.md). `value` is a whole percent or an amount in
 * minor units. A single-use code is spent by the order that used it: `used_at` is set in that order's
 * transaction, by an update that only succeeds while it is still null, so two orders can never both spend it.
 */
export const discountCodes = pgTable(
  'discount_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Stored upper-case; what buyers type is matched after trimming and upper-casing. */
    code: text('code').notNull().unique(),
    kind: discountCodeKind('kind').notNull(),
    value: integer('value').notNull(),
    active: boolean('active').notNull().default(true),
    singleUse: boolean('single_use').notNull().default(false),
    /** The order amount (tests and nursing fee, minor units) the code needs; 0 for none. */
    minimumOrderMinor: integer('minimum_order_minor').notNull().default(0),
    usedAt: at('used_at'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [
    check('discount_codes_value_positive', sql`${table.value} > 0`),
    check('discount_codes_percentage_at_most_100', sql`${table.kind} <> 'percentage' or ${table.value} <= 100`),
    check('discount_codes_minimum_not_negative', sql`${table.minimumOrderMinor} >= 0`),
    check('discount_codes_upper_case', sql`${table.code} = upper(${table.code})`),
  ],
);

/** The tests a code is limited to; a code without rows here applies to every test. */
export const discountCodeTests = pgTable(
  'discount_code_tests',
  {
    codeId: uuid('code_id')
      .notNull()
      .references(() => discountCodes.id, { onDelete: 'cascade' }),
    testId: uuid('test_id')
      .notNull()
      .references(() => tests.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.codeId, table.testId] })],
);
