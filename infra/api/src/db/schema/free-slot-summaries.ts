import { integer, jsonb, pgTable, uuid } from 'drizzle-orm/pg-core';
import { at } from './columns';
import { doctors } from './doctors';

/** One doctor service's next free slot at a facility by a meeting type, as epoch milliseconds. */
export interface StoredNextSlot {
  serviceId: string;
  facilityId: string;
  meetingType: string;
  startsAt: number;
  endsAt: number;
}

/**
 * Each doctor's next free slot per service, facility and meeting type, kept so a search across every doctor reads
 * one row each instead of working out their calendars. Every change to the doctor's slots (a booking, a cancel, a
 * move, new hours or days off) raises `version` in its own transaction; a summary counts only while it was worked
 * out at the current version and before `validUntil` (its earliest slot starting, a hold on an earlier slot running
 * out, or the search's window of days moving on).
 */
export const freeSlotSummaries = pgTable('free_slot_summaries', {
  doctorId: uuid('doctor_id')
    .primaryKey()
    .references(() => doctors.id, { onDelete: 'cascade' }),
  version: integer('version').notNull().default(0),
  /** The version the summary was worked out at; null before the first. */
  summaryVersion: integer('summary_version'),
  validUntil: at('valid_until'),
  nextSlots: jsonb('next_slots').$type<StoredNextSlot[]>().notNull().default([]),
});
