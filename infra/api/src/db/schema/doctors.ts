import { index, integer, pgEnum, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { facilities } from './locations';

/** meet (video), phone_call, online (video visit), telemedecine (phone visit); spelled as the product spells them. */
export const meetingType = pgEnum('meeting_type', ['meet', 'phone_call', 'online', 'telemedecine']);

/** A doctor's public card (the page /doctor/{slug}). */
export const doctors = pgTable('doctors', {
  id: uuid('id').primaryKey().defaultRandom(),
  slug: text('slug').notNull().unique(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  title: text('title'),
  mainCategory: text('main_category').notNull(),
  specializations: text('specializations').array().notNull().default([]),
  aboutMe: text('about_me'),
  treatedDiseases: text('treated_diseases').array().notNull().default([]),
  education: text('education').array().notNull().default([]),
  internships: text('internships').array().notNull().default([]),
  languages: text('languages').array().notNull().default([]),
  /** Medical licence number (Polish PWZ). */
  licenceNumber: text('licence_number'),
  facilityId: uuid('facility_id').references(() => facilities.id),
});

/** What a doctor offers to book, at what price and by which meeting types. */
export const doctorServices = pgTable(
  'doctor_services',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    doctorId: uuid('doctor_id')
      .notNull()
      .references(() => doctors.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    name: text('name').notNull(),
    priceMinor: integer('price_minor').notNull(),
    meetingTypes: meetingType('meeting_types').array().notNull(),
    position: integer('position').notNull().default(0),
  },
  (table) => [
    unique('doctor_services_doctor_code_key').on(table.doctorId, table.code),
    index('doctor_services_doctor_id_idx').on(table.doctorId),
  ],
);
