import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgEnum, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { facilities } from './locations';

/** meet (video), phone_call, online (video visit), telemedecine (phone visit); spelled as the product spells them. */
export const meetingType = pgEnum('meeting_type', ['meet', 'phone_call', 'online', 'telemedecine']);

/** A doctor's public card (the page /doctor/{slug}). */
export const doctors = pgTable(
  'doctors',
  {
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
    /** The doctor's own account, for a card the doctor keeps in the profile; null for a card the shop wrote. */
    accountId: uuid('account_id')
      .unique()
      .references(() => accounts.id, { onDelete: 'set null' }),
    /** What the doctor describes offering, beside the bookable services with their prices. */
    offeredServices: text('offered_services').array().notNull().default([]),
    meetingTypes: meetingType('meeting_types').array().notNull().default([]),
    /** The parts of the profile the card keeps to the doctor (publish choices); an empty list publishes all. */
    unpublishedParts: text('unpublished_parts').array().notNull().default([]),
    /** Payout settings: the commission option preselected on a new referral ('15/0' ... '5/5'). */
    commissionOption: text('commission_option'),
    /** Billed as a person in their own name (true) or as a company with its name and NIP. */
    billingIndividual: boolean('billing_individual').notNull().default(true),
    companyName: text('company_name'),
    /** 10 digits, checksum valid. */
    nip: text('nip'),
    /** The 26-digit Polish account number (NRB) the commission is paid to. */
    bankAccount: text('bank_account'),
  },
  (table) => [
    check(
      'doctors_commission_option_check',
      sql`${table.commissionOption} IS NULL OR ${table.commissionOption} IN ('15/0', '10/5', '5/10', '0/15', '5/5')`,
    ),
  ],
);

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
