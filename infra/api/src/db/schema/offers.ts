import { sql } from 'drizzle-orm';
import { check, index, integer, pgEnum, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { at } from './columns';
import { tests } from './catalogue';

/** Who an offer speaks to: patients buying for themselves, or employers buying for their staff. */
export const offerAudience = pgEnum('offer_audience', ['patients', 'employers']);

/** The groups /offers/{slug} filters by ('seasonal', 'for-employers'). */
export const offerCategories = pgTable('offer_categories', {
  id: uuid('id').primaryKey().defaultRandom(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  position: integer('position').notNull().default(0),
});

/** A promotion page (/offer/{slug}) gathering tests and packages; shown only between its start and end. */
export const offers = pgTable(
  'offers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    /** One or two sentences for the list of offers. */
    summary: text('summary').notNull(),
    description: text('description').notNull(),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => offerCategories.id),
    audience: offerAudience('audience').notNull().default('patients'),
    startsAt: at('starts_at').notNull(),
    /** Null: runs until withdrawn. */
    endsAt: at('ends_at'),
    position: integer('position').notNull().default(0),
    /** The picture an administrator chose (a copy of the site image's source, text and size); null: none. */
    pictureSrc: text('picture_src'),
    pictureAlt: text('picture_alt'),
    pictureWidth: integer('picture_width'),
    pictureHeight: integer('picture_height'),
  },
  (table) => [
    index('offers_category_id_idx').on(table.categoryId),
    check('offers_ends_after_start', sql`${table.endsAt} is null or ${table.endsAt} > ${table.startsAt}`),
    check(
      'offers_picture_whole',
      sql`(${table.pictureSrc} is null) = (${table.pictureAlt} is null) and (${table.pictureSrc} is null) = (${table.pictureWidth} is null) and (${table.pictureSrc} is null) = (${table.pictureHeight} is null)`,
    ),
  ],
);

export const offerItems = pgTable(
  'offer_items',
  {
    offerId: uuid('offer_id')
      .notNull()
      .references(() => offers.id, { onDelete: 'cascade' }),
    testId: uuid('test_id')
      .notNull()
      .references(() => tests.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.offerId, table.testId] })],
);

/**
 * A discount campaign (/discounts/{slug}): the items whose price was reduced for it. The reduced prices themselves
 * live in the price history, so the lowest price of the last 30 days is worked out the same way as anywhere.
 */
export const discountCampaigns = pgTable(
  'discount_campaigns',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    startsAt: at('starts_at').notNull(),
    endsAt: at('ends_at'),
  },
  (table) => [
    check('discount_campaigns_ends_after_start', sql`${table.endsAt} is null or ${table.endsAt} > ${table.startsAt}`),
  ],
);

export const discountItems = pgTable(
  'discount_items',
  {
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => discountCampaigns.id, { onDelete: 'cascade' }),
    testId: uuid('test_id')
      .notNull()
      .references(() => tests.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.campaignId, table.testId] })],
);

/** A message an employer sends from the workforce-health offer; read by the sales team. */
export const workforceEnquiries = pgTable('workforce_enquiries', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  phone: text('phone'),
  companyName: text('company_name').notNull(),
  subject: text('subject').notNull(),
  message: text('message').notNull(),
  createdAt: at('created_at').notNull().defaultNow(),
});
