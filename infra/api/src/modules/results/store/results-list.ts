import { codesOfSameAnalyte } from '@labshop/shared-contracts/core';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { ResultsEntry } from '@labshop/shared-contracts/core/api/results';
import type { DatabaseExecutor } from '../../../db/client';
import { labResults, observations } from '../../../db/schema';
import type { Principal } from '../../../platform/principal';
import type { CatalogueService } from '../../catalogue/service';
import { isoOrNull, statusOfReport } from '../result-shapes';
import { mayReadResultsOf, resultsReadableBy } from './access';
import { personKey, type PersonDetails } from '../person';
import { valueSummariesByResult } from '../value-summaries';
import { listShownValuesOf, listTrendPointsOf } from './result-values';

export interface PatientRow extends PersonDetails {
  orderPatientId: string;
  sex: 'm' | 'f';
}

/** One entry with the person it is for, before entries are grouped per person. */
export interface PersonEntry {
  patient: PatientRow;
  entry: ResultsEntry;
}

/** One test ordered for one person on a paid order of the account, as the orders service tells it. */
export interface OrderedTestLine {
  orderLineId: string;
  /** As the buyer sees it: 'LS-000042'. */
  orderNumber: string;
  orderedAt: Date;
  testId: string;
  person: PatientRow;
}

/**
 * Every ordered test of the account's paid orders (`ordered`, from the orders service) with its results, one entry
 * per result (a package reports test by test) and one awaiting the sample for a test nothing has come back for yet,
 * named as the catalogue names it, each result with the few values its line shows, their trends and how many
 * values it has (read for all results at once).
 * Newest first. Empty when the principal may not read the account's results.
 */
export async function listEntriesOf(
  db: DatabaseExecutor,
  principal: Principal,
  ownerAccountId: string,
  ordered: readonly OrderedTestLine[],
  catalogue: Pick<CatalogueService, 'itemCodes'>,
): Promise<PersonEntry[]> {
  if (ordered.length === 0 || !(await mayReadResultsOf(db, principal, ownerAccountId))) return [];
  const names = await catalogue.itemCodes(ordered.map((line) => line.testId));
  const lines = ordered.flatMap((line) => {
    const test = names.get(line.testId);
    return test === undefined ? [] : [{ ...line, testName: test.name }];
  });
  if (lines.length === 0) return [];

  // Each person's order patients across the account's orders: whose values make one history.
  const personOf = new Map(ordered.map((line) => [line.person.orderPatientId, personKey(line.person)]));
  const resultsQuery = db
    .select({
      id: labResults.id,
      orderLineId: labResults.orderLineId,
      testName: labResults.testName,
      status: labResults.status,
      collectedAt: labResults.collectedAt,
      receivedAt: labResults.receivedAt,
      outOfRange: sql<number>`count(*) filter (where ${observations.flag} is not null and ${observations.flag} <> 'N')`,
      critical: sql<number>`count(*) filter (where ${observations.flag} in ('LL', 'HH'))`,
      valueCount: count(observations.id),
    })
    .from(labResults)
    .leftJoin(observations, eq(observations.resultId, labResults.id))
    .where(
      and(
        eq(labResults.accountId, ownerAccountId),
        resultsReadableBy(principal, labResults.accountId),
        inArray(
          labResults.orderLineId,
          lines.map((line) => line.orderLineId),
        ),
      ),
    )
    .groupBy(labResults.id);
  const orderPatientIds = [...personOf.keys()];
  const [results, shown] = await Promise.all([
    resultsQuery,
    listShownValuesOf(db, principal, ownerAccountId, orderPatientIds),
  ]);
  // Only the analytes shown have a trend drawn, from one point per result of each.
  const loincs = new Set(shown.flatMap((value) => (value.loinc === null ? [] : codesOfSameAnalyte(value.loinc))));
  const points = await listTrendPointsOf(db, principal, ownerAccountId, orderPatientIds, [...loincs]);
  const valuesOf = valueSummariesByResult(shown, points, (orderPatientId) => personOf.get(orderPatientId));

  const entries: PersonEntry[] = [];
  for (const line of lines) {
    const patient: PatientRow = { ...line.person };
    const common = {
      orderLineId: line.orderLineId,
      orderNumber: line.orderNumber,
      orderedAt: line.orderedAt.toISOString(),
    };
    const reported = results.filter((result) => result.orderLineId === line.orderLineId);
    if (reported.length === 0) {
      entries.push({
        patient,
        entry: {
          ...common,
          testName: line.testName,
          status: 'awaiting_sample',
          resultId: null,
          date: common.orderedAt,
          receivedAt: null,
          outOfRange: 0,
          critical: false,
          values: [],
          valueCount: 0,
        },
      });
    }
    for (const result of reported) {
      entries.push({
        patient,
        entry: {
          ...common,
          testName: result.testName,
          status: statusOfReport(result.status),
          resultId: result.id,
          date: (result.collectedAt ?? result.receivedAt).toISOString(),
          receivedAt: isoOrNull(result.receivedAt),
          outOfRange: Number(result.outOfRange),
          critical: Number(result.critical) > 0,
          values: valuesOf.get(result.id) ?? [],
          valueCount: Number(result.valueCount),
        },
      });
    }
  }
  return entries.sort(
    (a, b) => b.entry.date.localeCompare(a.entry.date) || a.entry.testName.localeCompare(b.entry.testName),
  );
}
