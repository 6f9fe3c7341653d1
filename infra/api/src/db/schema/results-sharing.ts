import { boolean, customType, index, integer, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { at } from './columns';
import { accounts } from './accounts';
import { labResults } from './lab-results';

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

/**
 * The lab's own PDF of a report, kept beside the result it came with (FHIR presentedForm, HL7 OBX of type ED).
 * Kept in PostgreSQL with the result, so it is stored in the same transaction and backed up with it.
 */
export const labResultDocuments = pgTable('lab_result_documents', {
  resultId: uuid('result_id')
    .primaryKey()
    .references(() => labResults.id, { onDelete: 'cascade' }),
  contentType: text('content_type').notNull(),
  title: text('title'),
  sizeBytes: integer('size_bytes').notNull(),
  data: bytea('data').notNull(),
});

/**
 * Whether a patient account shares its result history with a doctor account (a doctor access grant).
 * `askForExaminations`: the doctor asked and the patient has not answered yet; `addAccess`: shared now.
 */
export const doctorAccess = pgTable(
  'doctor_access',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    patientAccountId: uuid('patient_account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    doctorAccountId: uuid('doctor_account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    askForExaminations: boolean('ask_for_examinations').notNull().default(false),
    addAccess: boolean('add_access').notNull().default(false),
    requestedAt: at('requested_at'),
    grantedAt: at('granted_at'),
    updatedAt: at('updated_at').notNull(),
  },
  (table) => [
    unique('doctor_access_pair_unique').on(table.patientAccountId, table.doctorAccountId),
    index('doctor_access_doctor_idx').on(table.doctorAccountId),
  ],
);

/** Every read of a patient's results by a doctor, for the patient's "who saw my results". Never updated. */
export const resultsAccessLog = pgTable(
  'results_access_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    patientAccountId: uuid('patient_account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    doctorAccountId: uuid('doctor_account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    action: text('action', { enum: ['viewed-results', 'viewed-result'] }).notNull(),
    resultId: uuid('result_id').references(() => labResults.id, { onDelete: 'set null' }),
    testName: text('test_name'),
    at: at('at').notNull(),
  },
  (table) => [index('results_access_log_patient_idx').on(table.patientAccountId, table.at.desc())],
);
