import { pgTable, text } from 'drizzle-orm/pg-core';
import { at } from './columns';

/**
 * Signing secrets the operator did not configure, made once and kept with the data they protect: a guest's order
 * link and a pending sandbox payment must still verify after the API restarts or on a second instance.
 */
export const instanceSecrets = pgTable('instance_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: at('created_at').notNull().defaultNow(),
});
