import { integer, pgTable, unique, uuid } from 'drizzle-orm/pg-core';
import { at } from './columns';
import { orders } from './orders';

/**
 * The receipt of a paid order: one per order, issued the first time it is asked for and the same ever after, numbered
 * in the order receipts were issued (an identity column: unique and rising), so it can be quoted to the shop.
 */
export const receipts = pgTable(
  'receipts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    number: integer('number').notNull().generatedAlwaysAsIdentity(),
    issuedAt: at('issued_at').notNull(),
  },
  (table) => [unique('receipts_order_unique').on(table.orderId), unique('receipts_number_unique').on(table.number)],
);
