import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { at } from './columns';
import { accounts } from './accounts';
import { tests } from './catalogue';
import { orderPatients, orders } from './orders';

/**
 * A weight-loss programme a patient follows: started when the order holding its package was paid, for the person
 * the package was bought for, by the account that bought it. The unique key (order, person, product) makes a
 * repeated or concurrent payment callback start nothing twice. Weights are kept in grams and heights in millimetres,
 * whatever unit they were typed in.
 */
export const weightLossProgrammes = pgTable(
  'weight_loss_programmes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    orderPatientId: uuid('order_patient_id').references(() => orderPatients.id),
    patientName: text('patient_name').notNull(),
    product: text('product').notNull(),
    packageTestId: uuid('package_test_id')
      .notNull()
      .references(() => tests.id),
    startedAt: at('started_at').notNull(),
    heightMm: integer('height_mm'),
    targetWeightGrams: integer('target_weight_grams'),
  },
  (table) => [
    unique('weight_loss_programmes_order_person_product_unique')
      .on(table.orderId, table.orderPatientId, table.product)
      .nullsNotDistinct(),
    index('weight_loss_programmes_account_started_idx').on(table.accountId, table.startedAt.desc()),
  ],
);

/**
 * A weight the patient logged on a day, or sent with a monthly check-in (the check-in itself is a quiz record of the
 * weight-loss-feedback kind).
 */
export const weightLossEntries = pgTable(
  'weight_loss_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    programmeId: uuid('programme_id')
      .notNull()
      .references(() => weightLossProgrammes.id, { onDelete: 'cascade' }),
    measuredOn: date('measured_on', { mode: 'string' }).notNull(),
    weightGrams: integer('weight_grams').notNull(),
    /** The unit it was typed in, so the page can offer it again. */
    enteredUnit: text('entered_unit').notNull(),
    source: text('source', { enum: ['entry', 'feedback'] }).notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [
    index('weight_loss_entries_programme_day_idx').on(table.programmeId, table.measuredOn),
    check('weight_loss_entries_weight_positive', sql`${table.weightGrams} > 0`),
  ],
);
