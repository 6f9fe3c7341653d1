import { pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { at } from './columns';

/** One row per address (kept lower-cased), however often it signs up. */
export const newsletterSubscriptions = pgTable('newsletter_subscriptions', {
  id: uuid('id').primaryKey().defaultRandom(),
  email: text('email').notNull().unique(),
  createdAt: at('created_at').notNull().defaultNow(),
});
