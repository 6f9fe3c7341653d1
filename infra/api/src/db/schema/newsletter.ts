import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** One row per address (kept lower-cased), however often it signs up. */
export const newsletterSubscriptions = pgTable('newsletter_subscriptions', {
  id: uuid('id').primaryKey().defaultRandom(),
  email: text('email').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
