import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { at } from './columns';
import type { ReferenceRange } from '@labshop/shared-contracts/core';
import { accounts } from './accounts';
import { tests } from './catalogue';
import { orderLines, orderPatients } from './orders';

/** HL7 v3 ObservationInterpretation, as FHIR uses it: the shop's own reading of a range, or the lab's flag in it. */
export const interpretationFlag = pgEnum('interpretation_flag', ['N', 'L', 'H', 'LL', 'HH', 'A']);
export const labReportStatus = pgEnum('lab_report_status', ['preliminary', 'final', 'corrected']);
export const labMessageFormat = pgEnum('lab_message_format', ['fhir', 'hl7v2']);

/**
 * A laboratory that delivers results. It signs its deliveries with an API key of its own; only the key's SHA-256
 * is kept (the key is 256 random bits, so a slow hash adds nothing), so a leaked table lets nobody deliver.
 */
export const labs = pgTable('labs', {
  id: uuid('id').primaryKey().defaultRandom(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  apiKeyHash: text('api_key_hash').notNull().unique(),
  active: boolean('active').notNull().default(true),
  /** Where the lab's clocks are: an HL7 time without an offset is read in this zone (IANA name). */
  timeZone: text('time_zone').notNull().default('Europe/Warsaw'),
  createdAt: at('created_at').notNull().defaultNow(),
});

/**
 * A lab's report on one ordered test (FHIR DiagnosticReport) for the patient that test was ordered for. The lab's
 * own report id is unique per lab, which is what makes a repeated delivery change nothing.
 */
export const labResults = pgTable(
  'lab_results',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    labId: uuid('lab_id')
      .notNull()
      .references(() => labs.id),
    labReportId: text('lab_report_id').notNull(),
    orderLineId: uuid('order_line_id')
      .notNull()
      .references(() => orderLines.id),
    orderPatientId: uuid('order_patient_id')
      .notNull()
      .references(() => orderPatients.id),
    /** The account that ordered, when it was not a guest: whose results list shows it. */
    accountId: uuid('account_id').references(() => accounts.id, { onDelete: 'set null' }),
    /** The catalogue test reported on (inside a package, the package's test rather than the package). */
    testId: uuid('test_id')
      .notNull()
      .references(() => tests.id),
    testName: text('test_name').notNull(),
    status: labReportStatus('status').notNull(),
    collectedAt: at('collected_at'),
    /** Whether the lab gave the collection day only: `collectedAt` is then the day's start, not a time of day. */
    collectedDateOnly: boolean('collected_date_only').notNull().default(false),
    issuedAt: at('issued_at'),
    receivedAt: at('received_at').notNull(),
    format: labMessageFormat('format').notNull(),
    /** Every note the lab wrote on the report, for doctors the patient shares with and administrators. */
    notes: text('notes').array().notNull().default([]),
    /**
     * Those notes the lab wrote for the patient (HL7 NTE-4 'PI', FHIR annotation type 'PI'): all a patient reads.
     * Results stored before the audience was kept have none, as nothing marked their notes for the patient.
     */
    patientNotes: text('patient_notes').array().notNull().default([]),
    /** When the lab last corrected the report (FHIR corrected/amended, HL7 OBR-25 'C'); null while never corrected. */
    correctedAt: at('corrected_at'),
    /**
     * A fingerprint of what the lab reported (values, notes, printout), so a correction sent twice is stored once.
     * Null for results stored before fingerprints were kept: every correction of those is applied.
     */
    contentHash: text('content_hash'),
    /**
     * Why an administrator should look at this result, in words, while it is shown to its patient: a final report
     * sent again with other values was applied as the correction it must be. Null when nothing needs a look.
     */
    reviewReason: text('review_reason'),
  },
  (table) => [
    unique('lab_results_lab_report_unique').on(table.labId, table.labReportId),
    index('lab_results_order_patient_idx').on(table.orderPatientId, table.collectedAt.desc()),
    index('lab_results_account_idx').on(table.accountId, table.receivedAt.desc()),
    index('lab_results_order_line_idx').on(table.orderLineId),
    // The few results marked for review, newest first, for the administrators' list.
    index('lab_results_review_idx')
      .on(table.receivedAt.desc())
      .where(sql`review_reason is not null`),
  ],
);

/** One value of a report (FHIR Observation), with the range it was judged by and the flag the API computed. */
export const observations = pgTable(
  'observations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    resultId: uuid('result_id')
      .notNull()
      .references(() => labResults.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    loinc: text('loinc'),
    labCode: text('lab_code'),
    name: text('name').notNull(),
    /** A number with its UCUM unit, or an answer in words: exactly one of the two is set. */
    valueNumber: doublePrecision('value_number'),
    unit: text('unit'),
    /** Set when the lab could only bound the number ('<5': below its limit of detection). */
    comparator: text('comparator', { enum: ['<', '<=', '>', '>='] }),
    valueText: text('value_text'),
    /** The code and coding system of a coded answer (CE/CWE, valueCodeableConcept), beside its words. */
    valueCode: text('value_code'),
    valueSystem: text('value_system'),
    /** The range the flag was computed from (the lab's, completed by the reference table). */
    range: jsonb('range').$type<ReferenceRange>(),
    rangeSource: text('range_source', { enum: ['lab', 'reference'] }),
    /**
     * Every range the lab sent for the value (several FHIR referenceRanges: by sex, by age, a therapeutic one), the
     * one judged by among them, so an export hands on all the lab said. Null when it sent one or none: `range` is all.
     */
    labRanges: jsonb('lab_ranges').$type<ReferenceRange[]>(),
    /** The flag readers are shown: the shop's own, or the lab's when the shop could not judge or disagrees. */
    flag: interpretationFlag('flag'),
    /** The shop's own reading of the range, kept beside the lab's flag. */
    computedFlag: interpretationFlag('computed_flag'),
    /** What the lab itself printed (OBX-8, Observation.interpretation), as printed. */
    labFlag: text('lab_flag'),
    /** Why someone should look at the value (the lab's flag and the shop's disagree); null when nothing is amiss. */
    reviewReason: text('review_reason'),
    /** Every note on the value; `patientNotes` are those written for the patient, as on the report. */
    notes: text('notes').array().notNull().default([]),
    patientNotes: text('patient_notes').array().notNull().default([]),
  },
  (table) => [
    unique('observations_position_unique').on(table.resultId, table.position),
    index('observations_loinc_idx').on(table.loinc),
    // The few values marked for review, found for the administrators' list without reading every value.
    index('observations_review_idx')
      .on(table.resultId)
      .where(sql`review_reason is not null`),
    check('observations_one_value', sql`num_nonnulls(${table.valueNumber}, ${table.valueText}) = 1`),
  ],
);

/**
 * A report that could not be matched to a paid ordered test and its patient, or that matched one but cannot be
 * stored into it as sent. It is kept whole, never dropped, until someone reviews it; the lab's report id is
 * unique per lab, so a repeat finds the same row.
 */
export const unmatchedLabDeliveries = pgTable(
  'unmatched_lab_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    labId: uuid('lab_id')
      .notNull()
      .references(() => labs.id),
    labReportId: text('lab_report_id').notNull(),
    format: labMessageFormat('format').notNull(),
    /**
     * Why it was kept, in words for the reviewer: it matched no paid ordered test, or it matched one but cannot be
     * stored into it as sent (an impossible range, a sample taken before the order was placed or in the future).
     */
    reason: text('reason').notNull(),
    orderNumber: text('order_number').notNull(),
    testCode: text('test_code').notNull(),
    /** The report as read from the message. */
    report: jsonb('report').notNull(),
    /** The message exactly as delivered. */
    message: text('message').notNull(),
    receivedAt: at('received_at').notNull(),
    reviewedAt: at('reviewed_at'),
    /** The administrator who reviewed it: matched it to an ordered test, or dismissed it. */
    reviewedBy: uuid('reviewed_by').references(() => accounts.id, { onDelete: 'set null' }),
    resolution: text('resolution', { enum: ['matched', 'dismissed'] }),
    /** Why it was dismissed, in the reviewer's words. */
    dismissReason: text('dismiss_reason'),
    /** The result stored when it was matched. */
    resultId: uuid('result_id').references(() => labResults.id, { onDelete: 'set null' }),
  },
  (table) => [
    unique('unmatched_lab_deliveries_lab_report_unique').on(table.labId, table.labReportId),
    index('unmatched_lab_deliveries_open_idx')
      .on(table.receivedAt)
      .where(sql`reviewed_at is null`),
  ],
);

/**
 * An administrator's review of a stored result marked for review (the result itself, or values of it): who looked,
 * when, what was marked then (the reasons, as they are cleared from the result), and their note if they wrote one.
 */
export const resultReviews = pgTable(
  'result_reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    resultId: uuid('result_id')
      .notNull()
      .references(() => labResults.id, { onDelete: 'cascade' }),
    reviewedBy: uuid('reviewed_by').references(() => accounts.id, { onDelete: 'set null' }),
    reviewedAt: at('reviewed_at').notNull(),
    /** Why the result was marked, as it said then: the result's own reason and each marked value's. */
    reasons: text('reasons').array().notNull(),
    note: text('note'),
  },
  (table) => [index('result_reviews_result_idx').on(table.resultId, table.reviewedAt.desc())],
);

/** Every column of a stored value, as the table holds it now. */
type StoredObservationColumns = Omit<typeof observations.$inferSelect, 'id' | 'resultId'>;

/**
 * One value as it stood before a correction replaced it: the stored observation without its ids, every column of
 * it, so an older version says all the value said (its comparator, coded answer, the lab's flag beside the shop's,
 * why it was marked for review, every range the lab sent). Derived from the table, so a column added later is kept
 * too. The columns added after versions were first kept are absent in those versions.
 */
export type ReplacedObservation = Pick<
  StoredObservationColumns,
  | 'position'
  | 'loinc'
  | 'labCode'
  | 'name'
  | 'valueNumber'
  | 'unit'
  | 'valueText'
  | 'range'
  | 'rangeSource'
  | 'flag'
  | 'labFlag'
  | 'notes'
> &
  Partial<StoredObservationColumns>;

/** The lab's printout as it stood before a correction, Base64 in JSON. */
export interface ReplacedDocument {
  contentType: string;
  title: string | null;
  base64: string;
}

/**
 * A version of a result that a lab's correction replaced, kept whole so what the patient was first shown can
 * always be told: the report's status, dates and notes, every value with its range and flag, and the printout.
 */
export const labResultVersions = pgTable(
  'lab_result_versions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    resultId: uuid('result_id')
      .notNull()
      .references(() => labResults.id, { onDelete: 'cascade' }),
    status: labReportStatus('status').notNull(),
    issuedAt: at('issued_at'),
    receivedAt: at('received_at').notNull(),
    notes: text('notes').array().notNull().default([]),
    patientNotes: text('patient_notes').array().notNull().default([]),
    /** Why the result was marked for review while this version was shown; null when it was not (or kept before). */
    reviewReason: text('review_reason'),
    observations: jsonb('observations').$type<ReplacedObservation[]>().notNull(),
    labPdf: jsonb('lab_pdf').$type<ReplacedDocument>(),
    /** When the correction that replaced it arrived. */
    replacedAt: at('replaced_at').notNull(),
  },
  (table) => [index('lab_result_versions_result_idx').on(table.resultId, table.replacedAt)],
);

/**
 * When the account holder last opened their results, kept per account so "new since your last visit" is the same
 * on every device they sign in on. It only moves forward.
 */
export const resultsSeen = pgTable('results_seen', {
  accountId: uuid('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  seenAt: at('seen_at').notNull(),
});
