import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  unique,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { at } from './columns';
import { accounts } from './accounts';
import { tests } from './catalogue';
import { discountCodes } from './discount-codes';
import { cities, facilities } from './locations';
import { visitServices } from './visit-services';

export const orderStatus = pgEnum('order_status', [
  'pending_payment',
  'paid',
  'failed',
  'cancelled',
  'awaiting_payment_at_visit',
  // An online order not paid in time: its discount code and referral discount are free again.
  'expired',
]);
export const paymentMethod = pgEnum('payment_method', ['online', 'at_centre']);

/**
 * An order placed at checkout, by a guest (no account) or a signed-in account. The browser's idempotency key is
 * unique, so a retried submit finds the order it already made instead of making a second one. A guest reads the
 * order with a token answered once at placement; only its hash is kept.
 */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The number the buyer quotes (shown as LS-000042). */
    number: integer('number').notNull().generatedAlwaysAsIdentity(),
    idempotencyKey: text('idempotency_key').notNull(),
    /** A hash of the checkout the key was first used with; the same key with another checkout is refused. */
    requestHash: text('request_hash').notNull(),
    accountId: uuid('account_id').references(() => accounts.id, { onDelete: 'set null' }),
    accessTokenHash: text('access_token_hash').notNull(),
    status: orderStatus('status').notNull(),
    paymentMethod: paymentMethod('payment_method').notNull(),
    email: text('email').notNull(),
    cityId: uuid('city_id').references(() => cities.id),
    facilityId: uuid('facility_id').references(() => facilities.id),
    address: jsonb('address').$type<{
      street: string;
      houseNumber: string;
      homeNumber: string | null;
      postCode: string;
      city: string;
    }>(),
    /** The day and window the buyer chose for the nurse's home visit ('2026-12-01', '08:00', '10:00'). */
    homeVisit: jsonb('home_visit').$type<{ date: string; from: string; to: string }>(),
    subtotalMinor: integer('subtotal_minor').notNull(),
    savingsMinor: integer('savings_minor').notNull(),
    totalMinor: integer('total_minor').notNull(),
    currency: text('currency').notNull(),
    discountCodeId: uuid('discount_code_id').references(() => discountCodes.id),
    discountCode: text('discount_code'),
    /**
     * The account's earlier order whose results this order buys the results analysis for (an order placed from a
     * result's page, holding the 'results-analysis' line); null for an order whose analysis, if any, is its own.
     */
    analysisForOrderId: uuid('analysis_for_order_id').references((): AnyPgColumn => orders.id),
    /** When the buyer accepted the terms and the processing of their data. */
    consentsAcceptedAt: at('consents_accepted_at').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [
    unique('orders_idempotency_key_unique').on(table.idempotencyKey),
    unique('orders_number_unique').on(table.number),
    index('orders_account_id_created_at_idx').on(table.accountId, table.createdAt.desc()),
    index('orders_analysis_for_order_id_idx').on(table.analysisForOrderId),
    // The visits booked in a city's window on a day are counted at every home-visit order and every look at the windows.
    index('orders_home_visit_day_idx')
      .on(table.cityId, sql`(${table.homeVisit} ->> 'date')`)
      .where(sql`${table.homeVisit} is not null`),
    check('orders_one_location', sql`num_nonnulls(${table.cityId}, ${table.facilityId}) = 1`),
    check('orders_total_adds_up', sql`${table.totalMinor} = ${table.subtotalMinor} - ${table.savingsMinor}`),
    check('orders_total_not_negative', sql`${table.totalMinor} >= 0`),
  ],
);

/** The people an order is for, with the details checkout asked for. */
export const orderPatients = pgTable(
  'order_patients',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** The cart's own id for the person, which the order's items referred to. */
    cartPatientId: text('cart_patient_id').notNull(),
    position: integer('position').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    pesel: text('pesel'),
    birthDate: date('birth_date', { mode: 'string' }),
    sex: text('sex', { enum: ['m', 'f'] }).notNull(),
    phone: text('phone'),
  },
  (table) => [unique('order_patients_cart_patient_unique').on(table.orderId, table.cartPatientId)],
);

/**
 * What an order charges, line by line, as the API priced it: an ordered test for one patient, a visit service,
 * a fee or a discount (negative). The lines add up to the order's total.
 */
export const orderLines = pgTable(
  'order_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    kind: text('kind', {
      enum: [
        'item',
        'visit-service',
        'nursing-fee',
        'mobile-nursing-fee',
        'results-analysis',
        'own-package-discount',
        'doctor-discount',
        'discount-code',
      ],
    }).notNull(),
    label: text('label').notNull(),
    amountMinor: integer('amount_minor').notNull(),
    quantity: integer('quantity'),
    unitPriceMinor: integer('unit_price_minor'),
    /** The test or package of an 'item' line. */
    testId: uuid('test_id').references(() => tests.id),
    visitServiceId: uuid('visit_service_id').references(() => visitServices.id),
    /** The patient an item or discount line is for. */
    orderPatientId: uuid('order_patient_id').references(() => orderPatients.id),
  },
  (table) => [
    unique('order_lines_position_unique').on(table.orderId, table.position),
    index('order_lines_test_id_idx').on(table.testId),
  ],
);
