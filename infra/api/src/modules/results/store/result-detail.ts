import { DateTime } from 'luxon';
import { and, asc, count, desc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import { codesOfSameAnalyte } from '@labshop/shared-contracts/core';
import type {
  HistoryPoint,
  ResultAnalysisOffer,
  ResultDetail,
  ResultValuesPage,
} from '@labshop/shared-contracts/core/api/results';
import type { DatabaseExecutor } from '../../../db/client';
import { labResultDocuments, labResults, labs, observations } from '../../../db/schema';
import type { Principal } from '../../../platform/principal';
import { observationView } from '../observation-view';
import { isoOrNull, rangeOf, statusOfReport, valueOf, type ResultReader } from '../result-shapes';
import type { OrderedFacts } from './analysis-source';
import { resultsReadableBy } from './access';
import type { PersonDetails, SamePersonOnOrders } from '../person';

/** How many of a person's results one analyte's history on a result page reaches back over. */
export const HISTORY_POINTS = 100;

/** The key one analyte's history is kept under: the first code of its dictionary entry, or the code itself. */
const analyteKey = (loinc: string) => codesOfSameAnalyte(loinc)[0] ?? loinc;

/**
 * Which values a reader asks for: one page of them in the lab's order (a screen), or every one (a printable
 * summary, which must leave none out).
 */
export type ValuesWanted = { page: number; pageSize: number } | 'all';

/**
 * One result of the account with the values asked for (`wanted`) and, per analyte of those, the same person's values over time. Null when
 * the result is not the account's or the principal may not read it, so it is a 404 like one that does not
 * exist. The patient reads the lab's notes written for them; a doctor the patient shares with reads them all.
 * The person, who they are on the account's other orders, the order's number and whether it paid for the analysis
 * are the orders' to tell (`ordered`).
 */
export async function findResultDetail(
  db: DatabaseExecutor,
  principal: Principal,
  ownerAccountId: string,
  resultId: string,
  reader: ResultReader,
  wanted: ValuesWanted,
  ordered: Pick<OrderedFacts, 'analysisPaid'> & {
    person(orderPatientId: string): Promise<(PersonDetails & { orderPatientId: string; sex: 'm' | 'f' }) | null>;
    orderNumber(orderLineId: string): Promise<string | null>;
    samePersonOn: SamePersonOnOrders;
    /** Where the analysis of the order's results stands, told to the account holder only (absent for a doctor). */
    analysisOffer?: (orderLineId: string) => Promise<ResultAnalysisOffer | null>;
  },
): Promise<ResultDetail | null> {
  const readable = and(eq(labResults.accountId, ownerAccountId), resultsReadableBy(principal, labResults.accountId));
  const [result] = await db
    .select({
      id: labResults.id,
      testName: labResults.testName,
      reportStatus: labResults.status,
      collectedAt: labResults.collectedAt,
      collectedDateOnly: labResults.collectedDateOnly,
      labTimeZone: labs.timeZone,
      issuedAt: labResults.issuedAt,
      receivedAt: labResults.receivedAt,
      correctedAt: labResults.correctedAt,
      notes: labResults.notes,
      patientNotes: labResults.patientNotes,
      orderLineId: labResults.orderLineId,
      orderPatientId: labResults.orderPatientId,
      labName: labs.name,
      labPdf: labResultDocuments.resultId,
    })
    .from(labResults)
    .innerJoin(labs, eq(labs.id, labResults.labId))
    .leftJoin(labResultDocuments, eq(labResultDocuments.resultId, labResults.id))
    .where(and(eq(labResults.id, resultId), readable));
  if (!result) return null;

  const [person, number, analysisPurchased, analysisOffer] = await Promise.all([
    ordered.person(result.orderPatientId),
    ordered.orderNumber(result.orderLineId),
    ordered.analysisPaid(result.orderLineId),
    ordered.analysisOffer ? ordered.analysisOffer(result.orderLineId) : Promise.resolve(null),
  ]);
  if (person === null || number === null) return null;
  const [values, counted] = await Promise.all([valuesOf(db, result.id, wanted), countValues(db, result.id)]);
  const history = await loadHistory(
    db,
    readable,
    () => ordered.samePersonOn(person, ownerAccountId),
    values.map((value) => value.loinc),
  );

  const { pesel: _pesel, orderPatientId, ...named } = person;
  const patient = { id: orderPatientId, ...named };
  return {
    id: result.id,
    testName: result.testName,
    status: statusOfReport(result.reportStatus),
    reportStatus: result.reportStatus,
    patient,
    orderNumber: number,
    labName: result.labName,
    collectedAt: result.collectedDateOnly
      ? dayInZone(result.collectedAt, result.labTimeZone)
      : isoOrNull(result.collectedAt),
    collectedDateOnly: result.collectedDateOnly,
    issuedAt: isoOrNull(result.issuedAt),
    receivedAt: result.receivedAt.toISOString(),
    correctedAt: isoOrNull(result.correctedAt),
    notes: reader === 'patient' ? result.patientNotes : result.notes,
    labPdf: result.labPdf !== null,
    analysisPurchased,
    ...(analysisOffer === null ? {} : { analysisOffer }),
    observations: values.map((row) =>
      observationView(row, row.loinc === null ? [] : (history.get(analyteKey(row.loinc)) ?? []), reader),
    ),
    valuesPage: {
      ...(wanted === 'all' ? { page: 1, pageSize: Math.max(counted.total, 1) } : wanted),
      ...counted,
    },
  };
}

/**
 * Whether a value is out of its range or the lab flagged it (anything the lab printed but N, normal): what a reader
 * must not have to page through the normal values to find.
 */
const abnormal = sql`(${observations.flag} is not null and ${observations.flag} <> 'N')
  or (coalesce(upper(trim(${observations.labFlag})), 'N') not in ('N', ''))`;

/**
 * The values asked for, the abnormal ones first, then the rest, each in the lab's order: every page follows that one
 * order, so paging neither repeats nor skips a value.
 */
function valuesOf(db: DatabaseExecutor, resultId: string, wanted: ValuesWanted) {
  const query = db
    .select()
    .from(observations)
    .where(eq(observations.resultId, resultId))
    .orderBy(desc(abnormal), asc(observations.position));
  return wanted === 'all' ? query : query.limit(wanted.pageSize).offset((wanted.page - 1) * wanted.pageSize);
}

/** How many values the result has, and how many of them are flagged other than normal, on every page. */
async function countValues(
  db: DatabaseExecutor,
  resultId: string,
): Promise<Pick<ResultValuesPage, 'total' | 'outOfRange'>> {
  const [row] = await db
    .select({
      total: count(),
      outOfRange:
        sql<number>`count(*) filter (where ${and(sql`${observations.flag} is not null`, ne(observations.flag, 'N'))})`.mapWith(
          Number,
        ),
    })
    .from(observations)
    .where(eq(observations.resultId, resultId));
  return { total: row?.total ?? 0, outOfRange: row?.outOfRange ?? 0 };
}

/**
 * The same person's (their order patients, `samePerson`) values of the analytes of the given LOINC codes in the
 * readable results, oldest first, each with its unit and the range it was judged by then (ranges change with
 * age): one point per result and analyte (its first such value in the lab's order), the latest `HISTORY_POINTS`.
 * A history is a value over time, so a report that lists one analyte a thousand times, or a person with years of
 * results, still gives every value of the page a short one. An analyte's codes in mass and in moles make one
 * history, which a chart converts where it can. Keyed by `analyteKey`.
 */
async function loadHistory(
  db: DatabaseExecutor,
  readable: SQL | undefined,
  samePerson: () => Promise<string[]>,
  codes: Array<string | null>,
): Promise<Map<string, HistoryPoint[]>> {
  const loincs = [...new Set(codes.flatMap((code) => (code === null ? [] : codesOfSameAnalyte(code))))];
  const byAnalyte = new Map<string, HistoryPoint[]>();
  if (loincs.length === 0) return byAnalyte;
  const orderPatientIds = await samePerson();
  if (orderPatientIds.length === 0) return byAnalyte;
  // One row per result and code, its first in the lab's order, chosen by the server: a report that lists one
  // analyte thousands of times sends one row of it here, not thousands.
  const rows = await db
    .selectDistinctOn([observations.resultId, observations.loinc], {
      resultId: labResults.id,
      collectedAt: labResults.collectedAt,
      receivedAt: labResults.receivedAt,
      loinc: observations.loinc,
      valueNumber: observations.valueNumber,
      unit: observations.unit,
      comparator: observations.comparator,
      valueText: observations.valueText,
      range: observations.range,
      flag: observations.flag,
      position: observations.position,
    })
    .from(observations)
    .innerJoin(labResults, eq(labResults.id, observations.resultId))
    .where(and(readable, inArray(labResults.orderPatientId, orderPatientIds), inArray(observations.loinc, loincs)))
    .orderBy(observations.resultId, observations.loinc, observations.position);
  const points = rows
    .map((row) => ({ row, date: (row.collectedAt ?? row.receivedAt).toISOString() }))
    .sort(
      (a, b) =>
        a.date.localeCompare(b.date) || a.row.resultId.localeCompare(b.row.resultId) || a.row.position - b.row.position,
    );
  const charted = new Set<string>();
  for (const { row, date } of points) {
    if (row.loinc === null) continue;
    const key = analyteKey(row.loinc);
    if (charted.has(`${key}\n${row.resultId}`)) continue;
    charted.add(`${key}\n${row.resultId}`);
    const list = byAnalyte.get(key) ?? [];
    list.push({
      resultId: row.resultId,
      date,
      value: valueOf(row),
      range: rangeOf(row.range, row.unit),
      flag: row.flag,
    });
    byAnalyte.set(key, list);
  }
  for (const [key, list] of byAnalyte) byAnalyte.set(key, list.slice(-HISTORY_POINTS));
  return byAnalyte;
}

/** A day the lab gave without a time, as that calendar day ('2026-04-30') in the lab's zone, where it began. */
function dayInZone(date: Date | null, timeZone: string): string | null {
  return date === null ? null : DateTime.fromJSDate(date, { zone: timeZone }).toISODate();
}
