import { boolean, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { at } from './columns';

/** Server-defined redirects (spec §2): one per path of the site, to a path or an absolute address. */
export const siteRedirects = pgTable('site_redirects', {
  id: uuid('id').primaryKey().defaultRandom(),
  fromPath: text('from_path').notNull().unique(),
  to: text('to').notNull(),
  /** 301 or 302. */
  status: integer('status').notNull(),
  active: boolean('active').notNull().default(true),
  /** The redirect was made knowing a page of the site lives at its path, and replaces it. */
  replacesPage: boolean('replaces_page').notNull().default(false),
  createdAt: at('created_at').notNull().defaultNow(),
  updatedAt: at('updated_at').notNull().defaultNow(),
});
