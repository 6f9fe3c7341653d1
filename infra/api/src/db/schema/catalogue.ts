import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgEnum, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { at } from './columns';

export const testKind = pgEnum('test_kind', ['test', 'package', 'screening', 'weight-loss-package']);
/** Whom a screening programme is for (`screening_service.target_sex`); 'any' for programmes meant for everyone. */
export const targetSex = pgEnum('target_sex', ['female', 'male', 'any']);
/** Which of its programme's two variants a screening package is (`screening_type`). */
export const screeningType = pgEnum('screening_type', ['basic', 'extended']);

export const testCategories = pgTable('test_categories', {
  id: uuid('id').primaryKey().defaultRandom(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  /** Order in which the catalogue shows categories. */
  position: integer('position').notNull().default(0),
});

/** Everything a patient can buy from the catalogue: a single test or a bundle of tests. */
export const tests = pgTable(
  'tests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    kind: testKind('kind').notNull(),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => testCategories.id),
    /** What the test measures and why it is ordered. */
    description: text('description'),
    sampleType: text('sample_type'),
    turnaroundDays: integer('turnaround_days'),
    requiresFasting: boolean('requires_fasting').notNull().default(false),
    /**
     * A nurse takes the sample (a blood draw). At a collection point that brings the nursing fee, unless another
     * item of the order includes it. Kept as a fact of the item, read alike by the cart and by the order's pricing.
     */
    requiresNursing: boolean('requires_nursing').notNull().default(false),
    /** The item's price already pays for the nurse, so an order with it owes no nursing fee at a collection point. */
    includesNursing: boolean('includes_nursing').notNull().default(false),
    /** How to prepare beyond fasting (time of day, medicines, rest); null when nothing special. */
    preparation: text('preparation'),
    /** Only set where the code is certain; a wrong LOINC code is worse than none. */
    loincCode: text('loinc_code'),
    /** Whom the item is meant for, as the patient reads it on its page; null when the catalogue does not say. */
    audience: text('audience'),
    /** Questions about this item only, each with its answer; the page answers the general ones from the facts. */
    faq: jsonb('faq').$type<{ question: string; answer: string }[]>().notNull().default([]),
    /** Other names patients search by: abbreviations, Polish names, spellings ('vit d', 'witamina d'). */
    synonyms: text('synonyms').array().notNull().default([]),
    /** Orders in the recent past; drives the default 'popularity' sort. */
    popularity: integer('popularity').notNull().default(0),
    /** Marks entries produced to fill a catalogue at scale (demo, benchmarks, load tests), never real tests. */
    generated: boolean('generated').notNull().default(false),
    /** Unpublished items are kept out of the shop; admins preview them. */
    published: boolean('published').notNull().default(true),
    /** Name and synonyms without case, diacritics or punctuation; what search matches against. */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(sql`catalogue_search_text(name, synonyms)`),
    /** The same, one entry per name or synonym, for exact matches ('tsh'). */
    searchTerms: text('search_terms')
      .array()
      .notNull()
      .generatedAlwaysAs(sql`catalogue_search_terms(name, synonyms)`),
  },
  (table) => [
    index('tests_category_id_idx').on(table.categoryId),
    // Without the fast-update pending list: every search would scan that list linearly until the next vacuum.
    // The catalogue is written rarely and read on every keystroke.
    index('tests_search_text_trgm_idx').using('gin', table.searchText.op('gin_trgm_ops')).with({ fastupdate: false }),
    index('tests_search_text_prefix_idx').on(table.searchText.op('text_pattern_ops')),
    index('tests_search_terms_idx').using('gin', table.searchTerms).with({ fastupdate: false }),
    index('tests_popularity_idx').on(table.popularity.desc(), table.id),
  ],
);

/** The tests a package, screening or weight-loss package is made of. */
export const packageItems = pgTable(
  'package_items',
  {
    packageId: uuid('package_id')
      .notNull()
      .references(() => tests.id, { onDelete: 'cascade' }),
    testId: uuid('test_id')
      .notNull()
      .references(() => tests.id),
  },
  (table) => [
    primaryKey({ columns: [table.packageId, table.testId] }),
    index('package_items_test_id_idx').on(table.testId),
  ],
);

/**
 * A screening programme: who it is for (sex, age range) and its two variants,
 * each a catalogue item of kind 'screening' that is bought as such (basic_service_id, extended_service_id).
 */
export const screeningProgrammes = pgTable(
  'screening_programmes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    description: text('description'),
    targetSex: targetSex('target_sex').notNull(),
    minAge: integer('min_age').notNull(),
    /** Null: no upper age. */
    maxAge: integer('max_age'),
    basicTestId: uuid('basic_test_id')
      .notNull()
      .unique()
      .references(() => tests.id),
    extendedTestId: uuid('extended_test_id')
      .notNull()
      .unique()
      .references(() => tests.id),
  },
  (table) => [
    check('screening_programmes_ages', sql`${table.maxAge} is null or ${table.maxAge} >= ${table.minAge}`),
    check('screening_programmes_two_variants', sql`${table.basicTestId} <> ${table.extendedTestId}`),
  ],
);

/** A saved set of recommended tests, shared by a link (/lab-test-list/recommendations/{uuid}). */
export const recommendationSets = pgTable('recommendation_sets', {
  id: uuid('id').primaryKey().defaultRandom(),
  title: text('title').notNull(),
  note: text('note'),
  createdAt: at('created_at').notNull().defaultNow(),
});

export const recommendationItems = pgTable(
  'recommendation_items',
  {
    setId: uuid('set_id')
      .notNull()
      .references(() => recommendationSets.id, { onDelete: 'cascade' }),
    testId: uuid('test_id')
      .notNull()
      .references(() => tests.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    /** Why this test is recommended, as the patient reads it. */
    reason: text('reason'),
  },
  (table) => [primaryKey({ columns: [table.setId, table.testId] })],
);
