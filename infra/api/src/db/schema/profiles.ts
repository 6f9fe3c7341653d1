import { pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { at } from './columns';
import { facilities } from './locations';

/**
 * The collection point a signed-in user starts from (the user's `default_facility`). Keyed by the user's id as
 * the session names it, so it stands on its own until the accounts tables arrive and can then reference them.
 */
export const defaultCollectionPoints = pgTable('default_collection_points', {
  userId: text('user_id').primaryKey(),
  facilityId: uuid('facility_id')
    .notNull()
    .references(() => facilities.id, { onDelete: 'cascade' }),
  updatedAt: at('updated_at').notNull().defaultNow(),
});
