import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgEnum, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { at } from './columns';
import { testCategories, tests } from './catalogue';

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
    /** How many orders a code that is not single-use may be used by in all; null for no limit. */
    maxUses: integer('max_uses'),
    /** How many orders one account may use the code for; null for no limit. */
    perAccountLimit: integer('per_account_limit'),
    /** When the code starts and stops being good; null for no bound. */
    startsAt: at('starts_at'),
    endsAt: at('ends_at'),
    /** Moves with every administrator's change, so two edits of the same code cannot silently overwrite each other. */
    version: integer('version').notNull().default(1),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [
    check('discount_codes_value_positive', sql`${table.value} > 0`),
    check('discount_codes_percentage_at_most_100', sql`${table.kind} <> 'percentage' or ${table.value} <= 100`),
    check('discount_codes_minimum_not_negative', sql`${table.minimumOrderMinor} >= 0`),
    check('discount_codes_upper_case', sql`${table.code} = upper(${table.code})`),
    check('discount_codes_max_uses_positive', sql`${table.maxUses} is null or ${table.maxUses} > 0`),
    check('discount_codes_per_account_positive', sql`${table.perAccountLimit} is null or ${table.perAccountLimit} > 0`),
    check(
      'discount_codes_ends_after_start',
      sql`${table.startsAt} is null or ${table.endsAt} is null or ${table.endsAt} > ${table.startsAt}`,
    ),
  ],
);

/**
 * The categories a code is limited to: it applies to every test in them. A code without rows here or in
 * discount_code_tests applies to every test.
 */
export const discountCodeCategories = pgTable(
  'discount_code_categories',
  {
    codeId: uuid('code_id')
      .notNull()
      .references(() => discountCodes.id, { onDelete: 'cascade' }),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => testCategories.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.codeId, table.categoryId] })],
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
