import { integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { at } from './columns';
import { accounts } from './accounts';

/**
 * Pictures administrators uploaded for the site's pages. The bytes live in the image storage under `src`, the path
 * the image proxy reads them by; a row is written only after they are stored, and only for a file that decoded.
 */
export const siteImages = pgTable('site_images', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  alt: text('alt').notNull(),
  /** Named by a hash of the bytes: the same file uploaded twice is one picture. */
  src: text('src').notNull().unique(),
  contentType: text('content_type').notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  bytes: integer('bytes').notNull(),
  uploadedBy: uuid('uploaded_by').references(() => accounts.id, { onDelete: 'set null' }),
  uploadedAt: at('uploaded_at').notNull().defaultNow(),
});
