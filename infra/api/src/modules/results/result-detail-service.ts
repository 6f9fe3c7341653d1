import { and, asc, eq, inArray } from 'drizzle-orm';
import { flagWords } from '@labshop/shared-contracts';
import type { HistoryPoint, ResultDetail, ResultObservation } from '@labshop/shared-contracts/api/results';
import type { Database } from '../../db/client';
import { labResultDocuments, labResults, labs, observations, orderLines, orderPatients, orders } from '../../db/schema';
import { orderNumber } from '../orders/order-queries';
import { samePersonAs } from './person';
import { displayValue, isoOrNull, rangeOf, statusOfReport, valueOf } from './result-shapes';

/**
 * One result of the account with every value and, per LOINC code, the same person's values over time. Null
 * when the result is not the account's, so another account's result is a 404 like one that does not exist.
 */
export async function loadResultDetail(
  db: Database,
  accountId: string,
  resultId: string,
): Promise<ResultDetail | null> {
  const [result] = await db
    .select({
      id: labResults.id,
      testName: labResults.testName,
      reportStatus: labResults.status,
      collectedAt: labResults.collectedAt,
      issuedAt: labResults.issuedAt,
      receivedAt: labResults.receivedAt,
      correctedAt: labResults.correctedAt,
      notes: labResults.notes,
      orderId: orders.id,
      orderNumber: orders.number,
      labName: labs.name,
      patient: {
        id: orderPatients.id,
        firstName: orderPatients.firstName,
        lastName: orderPatients.lastName,
        pesel: orderPatients.pesel,
        birthDate: orderPatients.birthDate,
        sex: orderPatients.sex,
      },
      labPdf: labResultDocuments.resultId,
    })
    .from(labResults)
    .innerJoin(orderPatients, eq(orderPatients.id, labResults.orderPatientId))
    .innerJoin(orders, eq(orders.id, orderPatients.orderId))
    .innerJoin(labs, eq(labs.id, labResults.labId))
    .leftJoin(labResultDocuments, eq(labResultDocuments.resultId, labResults.id))
    .where(and(eq(labResults.id, resultId), eq(labResults.accountId, accountId), eq(orders.accountId, accountId)));
  if (!result) return null;

  const [analysis] = await db
    .select({ id: orderLines.id })
    .from(orderLines)
    .where(and(eq(orderLines.orderId, result.orderId), eq(orderLines.kind, 'results-analysis')))
    .limit(1);
  const values = await db
    .select()
    .from(observations)
    .where(eq(observations.resultId, result.id))
    .orderBy(asc(observations.position));
  const history = await loadHistory(
    db,
    accountId,
    result.patient,
    values.map((value) => value.loinc),
  );

  const { pesel: _pesel, ...patient } = result.patient;
  return {
    id: result.id,
    testName: result.testName,
    status: statusOfReport(result.reportStatus),
    reportStatus: result.reportStatus,
    patient,
    orderNumber: orderNumber(result.orderNumber),
    labName: result.labName,
    collectedAt: isoOrNull(result.collectedAt),
    issuedAt: isoOrNull(result.issuedAt),
    receivedAt: result.receivedAt.toISOString(),
    correctedAt: isoOrNull(result.correctedAt),
    notes: result.notes,
    labPdf: result.labPdf !== null,
    analysisPurchased: analysis !== undefined,
    observations: values.map((row): ResultObservation => {
      const value = valueOf(row);
      return {
        id: row.id,
        loinc: row.loinc,
        name: row.name,
        value,
        displayValue: displayValue(value),
        range: rangeOf(row.range, row.unit),
        flag: row.flag,
        flagWords: flagWords(row.flag),
        notes: row.notes,
        history: row.loinc === null ? [] : (history.get(row.loinc) ?? []),
      };
    }),
  };
}

/**
 * Every value of the given LOINC codes the same person has in the account's results, oldest first, each with
 * the range it was judged by then (ranges change with age). Keyed by LOINC code.
 */
async function loadHistory(
  db: Database,
  accountId: string,
  person: Parameters<typeof samePersonAs>[0],
  codes: Array<string | null>,
): Promise<Map<string, HistoryPoint[]>> {
  const loincs = [...new Set(codes.filter((code): code is string => code !== null))];
  const byCode = new Map<string, HistoryPoint[]>();
  if (loincs.length === 0) return byCode;
  const rows = await db
    .select({
      resultId: labResults.id,
      collectedAt: labResults.collectedAt,
      receivedAt: labResults.receivedAt,
      loinc: observations.loinc,
      valueNumber: observations.valueNumber,
      unit: observations.unit,
      valueText: observations.valueText,
      range: observations.range,
      flag: observations.flag,
    })
    .from(observations)
    .innerJoin(labResults, eq(labResults.id, observations.resultId))
    .innerJoin(orderPatients, eq(orderPatients.id, labResults.orderPatientId))
    .innerJoin(orders, eq(orders.id, orderPatients.orderId))
    .where(
      and(
        eq(labResults.accountId, accountId),
        eq(orders.accountId, accountId),
        samePersonAs(person),
        inArray(observations.loinc, loincs),
      ),
    );
  const points = rows
    .map((row) => ({ row, date: (row.collectedAt ?? row.receivedAt).toISOString() }))
    .sort((a, b) => a.date.localeCompare(b.date) || a.row.resultId.localeCompare(b.row.resultId));
  for (const { row, date } of points) {
    if (row.loinc === null) continue;
    const list = byCode.get(row.loinc) ?? [];
    list.push({
      resultId: row.resultId,
      date,
      value: valueOf(row),
      range: rangeOf(row.range, row.unit),
      flag: row.flag,
    });
    byCode.set(row.loinc, list);
  }
  return byCode;
}
