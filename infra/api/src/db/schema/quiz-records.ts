import { date, index, jsonb, pgTable, real, text, uuid } from 'drizzle-orm/pg-core';
import type { QuizAnswers, QuizRecommendation } from '@labshop/shared-contracts/core/api/quiz';
import { at } from './columns';
import { accountPatients, accounts } from './accounts';
import { weightLossProgrammes } from './weight-loss';

/**
 * A submitted questionnaire (health, weight-loss, weight-loss feedback). An account's is kept for it (and for one of
 * its added patients when chosen); a guest's has no account and is read back only with the token given at
 * submission, of which only the hash is kept. A monthly weight-loss check-in names the programme it reports on.
 */
export const quizRecords = pgTable(
  'quiz_records',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: ['health', 'weight-loss', 'weight-loss-feedback'] }).notNull(),
    accountId: uuid('account_id').references(() => accounts.id, { onDelete: 'cascade' }),
    patientId: uuid('patient_id').references(() => accountPatients.id, { onDelete: 'cascade' }),
    guestTokenHash: text('guest_token_hash'),
    /** The day it was sent, in the patient's own calendar where they live (spec §3: YYYY-MM-DD). */
    date: date('date', { mode: 'string' }).notNull(),
    answers: jsonb('answers').$type<QuizAnswers>().notNull(),
    /** Weight and height as given, in kilograms and centimetres, whatever unit the patient chose. */
    weightKg: real('weight_kg'),
    heightCm: real('height_cm'),
    recommendations: jsonb('recommendations').$type<QuizRecommendation[]>().notNull().default([]),
    /** The weight-loss programme a check-in (weight-loss-feedback) reports on; null for every other record. */
    programmeId: uuid('programme_id').references(() => weightLossProgrammes.id, { onDelete: 'cascade' }),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [
    index('quiz_records_account_idx').on(table.accountId, table.kind),
    index('quiz_records_programme_idx').on(table.programmeId, table.date),
  ],
);
