import { sql } from 'drizzle-orm';
import { boolean, check, doublePrecision, index, integer, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';

/** A city where patients give samples: at collection points and, where offered, at home. */
export const cities = pgTable('cities', {
  id: uuid('id').primaryKey().defaultRandom(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  homeService: boolean('home_service').notNull().default(false),
});

/** A collection point (a facility) with the features patients filter by. */
export const facilities = pgTable(
  'facilities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    cityId: uuid('city_id')
      .notNull()
      .references(() => cities.id),
    street: text('street').notNull(),
    postalCode: text('postal_code').notNull(),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    openingHours: text('opening_hours'),
    childFriendly: boolean('child_friendly').notNull().default(false),
    /** Youngest child the point takes samples from; only meaningful when child-friendly. */
    childMinAge: integer('child_min_age'),
    prevention40Plus: boolean('prevention_40_plus').notNull().default(false),
    covidNfz: boolean('covid_nfz').notNull().default(false),
    covidPrivate: boolean('covid_private').notNull().default(false),
    gynecology: boolean('gynecology').notNull().default(false),
    sport: boolean('sport').notNull().default(false),
    swab: boolean('swab').notNull().default(false),
    parking: boolean('parking').notNull().default(false),
    disabledAccess: boolean('disabled_access').notNull().default(false),
    openSunday: boolean('open_sunday').notNull().default(false),
    openSaturday: boolean('open_saturday').notNull().default(false),
    nextToLab: boolean('next_to_lab').notNull().default(false),
    additionalInfo: text('additional_info'),
    additionalOpeningHours: text('additional_opening_hours'),
    closed: boolean('closed').notNull().default(false),
    partnerBrands: text('partner_brands').array().notNull().default([]),
  },
  (table) => [index('facilities_city_id_idx').on(table.cityId)],
);

/**
 * When nurses visit homes in a city: on a day of the week (1 Monday … 7 Sunday), a window from `startsAt` to `endsAt`
 * (local 'HH:MM' times of the country where samples are taken). A buyer of a home visit chooses one of these for a
 * day in the coming weeks.
 */
export const homeVisitWindows = pgTable(
  'home_visit_windows',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    cityId: uuid('city_id')
      .notNull()
      .references(() => cities.id, { onDelete: 'cascade' }),
    weekday: integer('weekday').notNull(),
    startsAt: text('starts_at').notNull(),
    endsAt: text('ends_at').notNull(),
    /**
     * How many home visits the city's nurses can make in this window on one day: once as many orders hold it, it is
     * full. Three visits of a nurse in two hours, for a city that has not said otherwise.
     */
    capacity: integer('capacity').notNull().default(3),
  },
  (table) => [
    unique('home_visit_windows_city_day_start_unique').on(table.cityId, table.weekday, table.startsAt),
    check('home_visit_windows_weekday', sql`${table.weekday} between 1 and 7`),
    check('home_visit_windows_capacity', sql`${table.capacity} >= 0`),
    check(
      'home_visit_windows_times',
      sql`${table.startsAt} ~ '^[0-2][0-9]:[0-5][0-9]$' and ${table.endsAt} > ${table.startsAt}`,
    ),
  ],
);
