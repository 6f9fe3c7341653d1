import { integer, jsonb, pgTable, uuid } from 'drizzle-orm/pg-core';
import { at } from './columns';
import { accounts } from './accounts';

/**
 * The cart of a signed-in account, so it follows them to another browser. `version` goes up by one on each save;
 * a save based on an older version is refused, so one browser never silently overwrites another's change.
 */
export const savedCarts = pgTable('saved_carts', {
  accountId: uuid('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  cart: jsonb('cart').$type<Record<string, unknown>>(),
  version: integer('version').notNull(),
  updatedAt: at('updated_at').notNull().defaultNow(),
});
