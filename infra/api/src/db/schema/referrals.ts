import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, pgEnum, pgTable, primaryKey, uuid } from 'drizzle-orm/pg-core';
import { at } from './columns';
import { accounts } from './accounts';
import { tests } from './catalogue';
import { cities, facilities } from './locations';
import { orders } from './orders';

/**
 * A referral waits for payment, then for the doctor's salary to be calculated, and is
 * settled once it is; a referral nobody will buy any more is cancelled.
 */
export const referralStatus = pgEnum('referral_status', [
  'awaiting_payment',
  'awaiting_salary',
  'settled',
  'cancelled',
]);

/**
 * Tests a doctor refers a patient account for, priced where the doctor chose: a nurse's
 * home visit in a city or a collection point. The commission option is kept as its two shares, so the salary can
 * be worked out later from what the patient paid.
 */
export const referrals = pgTable(
  'referrals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    doctorAccountId: uuid('doctor_account_id')
      .notNull()
      .references(() => accounts.id),
    patientAccountId: uuid('patient_account_id')
      .notNull()
      .references(() => accounts.id),
    status: referralStatus('status').notNull().default('awaiting_payment'),
    /** Home service in this city, or else the collection point below. */
    cityId: uuid('city_id').references(() => cities.id),
    facilityId: uuid('facility_id').references(() => facilities.id),
    /** The doctor's share of the commission option, in percent (options: 15/0, 10/5, 5/10, 0/15, 5/5). */
    commissionPercent: integer('commission_percent').notNull(),
    /** The patient's share: the doctor discount on the referred tests. */
    discountPercent: integer('discount_percent').notNull(),
    issuedAt: at('issued_at').notNull(),
    updatedAt: at('updated_at').notNull(),
    /** When the link was last texted to the patient. */
    smsSentAt: at('sms_sent_at'),
    /** The order whose payment moved the referral on, and when. */
    paidOrderId: uuid('paid_order_id').references(() => orders.id),
    paidAt: at('paid_at'),
    /**
     * What the referred tests cost where the doctor chose, and the doctor discount on them, when it was issued or
     * last edited (minor units): the doctor's table, statistics and commission figures read these.
     */
    costMinor: integer('cost_minor').notNull().default(0),
    discountMinor: integer('discount_minor').notNull().default(0),
    /**
     * Once its order is paid, what the patient actually paid for the referred tests (after the doctor discount and
     * their share of a discount code) and the doctor's commission on it net of any reversal, in minor units: the
     * sums of its lines in the commission ledger, kept by the database with every line written (the trigger of
     * migration "keep_paid_amounts_and_statuses_by_month"). Null until the ledger has a line for it.
     */
    paidMinor: integer('paid_minor'),
    commissionEarnedMinor: integer('commission_earned_minor'),
  },
  (table) => [
    // The doctor's table in the orders it offers, a page read straight from an index (read backwards for the
    // newest first, ties by id as the table breaks them), and the statistics' monthly counts from the index alone.
    index('referrals_doctor_issued_idx').on(table.doctorAccountId, table.issuedAt, table.id),
    index('referrals_doctor_status_issued_idx').on(table.doctorAccountId, table.status, table.issuedAt, table.id),
    index('referrals_doctor_cost_idx').on(table.doctorAccountId, table.costMinor, table.issuedAt, table.id),
    // The month's paid referrals with what they earned, read from the index alone.
    index('referrals_doctor_paid_idx').on(
      table.doctorAccountId,
      table.paidAt,
      table.status,
      table.costMinor,
      table.discountMinor,
      table.commissionPercent,
    ),
    index('referrals_patient_issued_idx').on(table.patientAccountId, table.issuedAt.desc()),
    check('referrals_one_location', sql`num_nonnulls(${table.cityId}, ${table.facilityId}) = 1`),
    check(
      'referrals_shares_in_range',
      sql`${table.commissionPercent} between 0 and 100 and ${table.discountPercent} between 0 and 100`,
    ),
    check('referrals_paid_with_order', sql`(${table.paidOrderId} is null) = (${table.paidAt} is null)`),
  ],
);

/** The tests of a referral, in the order the doctor listed them. */
export const referralTests = pgTable(
  'referral_tests',
  {
    referralId: uuid('referral_id')
      .notNull()
      .references(() => referrals.id, { onDelete: 'cascade' }),
    testId: uuid('test_id')
      .notNull()
      .references(() => tests.id),
    position: integer('position').notNull(),
  },
  (table) => [primaryKey({ columns: [table.referralId, table.testId] })],
);

/**
 * How many of a doctor's referrals issued in a month (its first day, in the shop's time zone) list each test: the
 * statistics rank the doctor's tests from these few rows instead of every referral's tests. Kept by the database
 * itself, in the same transaction as each write of a referral's tests, its issue date or its doctor (the triggers of
 * migration "count_referred_tests_by_month"), so it always equals a fresh count.
 */
export const referralMonthTests = pgTable(
  'referral_month_tests',
  {
    doctorAccountId: uuid('doctor_account_id')
      .notNull()
      .references(() => accounts.id),
    month: date('month', { mode: 'string' }).notNull(),
    testId: uuid('test_id')
      .notNull()
      .references(() => tests.id),
    referrals: integer('referrals').notNull(),
  },
  (table) => [primaryKey({ columns: [table.doctorAccountId, table.month, table.testId] })],
);

/**
 * A doctor's figures for a month (its first day, in the shop's time zone): referrals issued that month, and of the
 * referrals paid that month (awaiting salary or settled) how many, what patients actually paid for them and the
 * doctor's commission on them, as the commission ledger holds them (see paidMinor above); and of the referrals
 * issued that month, how many are in each status now. The statistics and the overview read these few rows instead
 * of every referral. Kept by the database itself, in the same transaction as each write of a referral (the triggers
 * of migrations "sum_referral_figures_by_month" and "keep_paid_amounts_and_statuses_by_month"), so it always equals a fresh sum.
 */
export const referralMonthFigures = pgTable(
  'referral_month_figures',
  {
    doctorAccountId: uuid('doctor_account_id')
      .notNull()
      .references(() => accounts.id),
    month: date('month', { mode: 'string' }).notNull(),
    issued: integer('issued').notNull(),
    paid: integer('paid').notNull(),
    revenueMinor: bigint('revenue_minor', { mode: 'number' }).notNull(),
    commissionMinor: bigint('commission_minor', { mode: 'number' }).notNull(),
    /** Of the referrals issued that month, how many are in each status now: the table's status filter counts these. */
    awaitingPayment: integer('awaiting_payment').notNull().default(0),
    awaitingSalary: integer('awaiting_salary').notNull().default(0),
    settled: integer('settled').notNull().default(0),
    cancelled: integer('cancelled').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.doctorAccountId, table.month] })],
);

/**
 * The referrals an order was placed for, written with the order. Its payment moves exactly these on, and only
 * when they still await payment, so a referral is paid by one order at most.
 */
export const referralOrders = pgTable(
  'referral_orders',
  {
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    referralId: uuid('referral_id')
      .notNull()
      .references(() => referrals.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.orderId, table.referralId] }),
    index('referral_orders_referral_idx').on(table.referralId),
  ],
);
