import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgEnum, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { at } from './columns';
import { accounts } from './accounts';
import { doctors, doctorServices, meetingType } from './doctors';
import { facilities } from './locations';
import { orders } from './orders';

/** The zone a doctor's weekly hours are read in: data, never the server's zone. */
export const doctorSchedules = pgTable('doctor_schedules', {
  doctorId: uuid('doctor_id')
    .primaryKey()
    .references(() => doctors.id, { onDelete: 'cascade' }),
  zone: text('zone').notNull().default('Europe/Warsaw'),
});

/**
 * Weekly hours of one doctor service at a facility by one meeting type: on `weekday` (1 Monday … 7 Sunday) from
 * `start` to `end` local time, cut into slots of `slotMinutes`.
 */
export const availabilityRules = pgTable(
  'availability_rules',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    doctorId: uuid('doctor_id')
      .notNull()
      .references(() => doctors.id, { onDelete: 'cascade' }),
    serviceId: uuid('service_id')
      .notNull()
      .references(() => doctorServices.id, { onDelete: 'cascade' }),
    facilityId: uuid('facility_id')
      .notNull()
      .references(() => facilities.id),
    meetingType: meetingType('meeting_type').notNull(),
    weekday: integer('weekday').notNull(),
    /** 'HH:mm' in the doctor's zone. */
    start: text('start').notNull(),
    end: text('end').notNull(),
    slotMinutes: integer('slot_minutes').notNull(),
  },
  (table) => [
    index('availability_rules_doctor_idx').on(table.doctorId),
    index('availability_rules_service_idx').on(table.serviceId),
    check('availability_rules_weekday', sql`${table.weekday} between 1 and 7`),
    check('availability_rules_slot_minutes', sql`${table.slotMinutes} between 5 and 240`),
  ],
);

/** Days a doctor does not receive (dates in the doctor's zone). */
export const availabilityDaysOff = pgTable(
  'availability_days_off',
  {
    doctorId: uuid('doctor_id')
      .notNull()
      .references(() => doctors.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    reason: text('reason'),
  },
  (table) => [primaryKey({ columns: [table.doctorId, table.day] })],
);

export const appointmentStatus = pgEnum('appointment_status', [
  'held',
  'booked',
  'released',
  'cancelled',
  'done',
  'no_show',
]);

export const appointmentPaymentMethod = pgEnum('appointment_payment_method', ['online', 'at_facility']);

/**
 * A visit booked with a doctor, paid through its order. A doctor's slot start is taken by at most one active
 * appointment: the unique index, not a read before the write, decides between bookings sent at the same moment.
 */
export const appointments = pgTable(
  'appointments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** The account's patient the visit is for; null for the account holder. */
    patientId: uuid('patient_id'),
    patientFirstName: text('patient_first_name').notNull(),
    patientLastName: text('patient_last_name').notNull(),
    /** The number the doctor calls for a phone visit (the account's). */
    contactPhone: text('contact_phone'),
    doctorId: uuid('doctor_id')
      .notNull()
      .references(() => doctors.id),
    serviceId: uuid('service_id')
      .notNull()
      .references(() => doctorServices.id),
    facilityId: uuid('facility_id')
      .notNull()
      .references(() => facilities.id),
    meetingType: meetingType('meeting_type').notNull(),
    startsAt: at('starts_at').notNull(),
    endsAt: at('ends_at').notNull(),
    zone: text('zone').notNull(),
    status: appointmentStatus('status').notNull(),
    paymentMethod: appointmentPaymentMethod('payment_method').notNull(),
    priceMinor: integer('price_minor').notNull(),
    currency: text('currency').notNull(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    holdExpiresAt: at('hold_expires_at'),
    /** When its order was paid online; null while unpaid or paid at the facility. */
    paidAt: at('paid_at'),
    note: text('note'),
    /** When the SMS reminder the day before was queued: it is queued once. */
    reminderQueuedAt: at('reminder_queued_at'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('appointments_one_active_per_doctor_slot')
      .on(table.doctorId, table.startsAt)
      .where(sql`${table.status} in ('held', 'booked', 'done', 'no_show')`),
    index('appointments_account_idx').on(table.accountId, table.startsAt),
    index('appointments_doctor_time_idx').on(table.doctorId, table.startsAt),
    index('appointments_order_idx').on(table.orderId),
    index('appointments_held_idx')
      .on(table.holdExpiresAt)
      .where(sql`${table.status} = 'held'`),
    check('appointments_ends_after_start', sql`${table.endsAt} > ${table.startsAt}`),
  ],
);
