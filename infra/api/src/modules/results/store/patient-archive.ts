import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { DatabaseExecutor } from '../../../db/client';
import { labResults, observations, orderPatients, tests } from '../../../db/schema';
import type { Principal } from '../../../platform/principal';
import type { ArchiveObservation, ArchivePatient, ArchiveResult } from '../fhir-archive';
import { mayReadResultsOf, resultsReadableBy } from './access';
import type { PersonDetails } from '../person';
// One person across orders is the orders' own condition, joined here so a person's results are read in one query.
import { samePersonOnOrders } from '../../orders/access';

/** A person as an order names them. */
type OrderedPatient = PersonDetails & { orderPatientId: string; sex: 'm' | 'f' };

/**
 * The patient behind one order patient of an account, and every result of that person across the account's
 * orders. The same person is named anew on each order, so they are recognised by PESEL, or by name and date of
 * birth when there is none. Null when the order patient is not the account's or the principal may not read the
 * account's results: another account's patient is 404. The person is as their order names them (`ordered`).
 */
export async function findPatientArchive(
  db: DatabaseExecutor,
  principal: Principal,
  ownerAccountId: string,
  orderPatientId: string,
  ordered: { personOf(orderPatientId: string, accountId: string): Promise<OrderedPatient | null> },
): Promise<{ patient: ArchivePatient; results: ArchiveResult[] } | null> {
  const person = await ordered.personOf(orderPatientId, ownerAccountId);
  if (person === null || !(await mayReadResultsOf(db, principal, ownerAccountId))) return null;
  const { orderPatientId: id, ...named } = person;
  const patient = { id, ...named };

  const samePerson = samePersonOnOrders(patient);
  const reports = await db
    .select({
      id: labResults.id,
      labReportId: labResults.labReportId,
      testName: labResults.testName,
      testLoinc: tests.loincCode,
      testSlug: tests.slug,
      status: labResults.status,
      collectedAt: labResults.collectedAt,
      issuedAt: labResults.issuedAt,
      receivedAt: labResults.receivedAt,
      // The archive is the patient's own copy: it holds the lab's notes written for the patient.
      notes: labResults.patientNotes,
    })
    .from(labResults)
    .innerJoin(orderPatients, eq(orderPatients.id, labResults.orderPatientId))
    .innerJoin(tests, eq(tests.id, labResults.testId))
    .where(
      and(eq(labResults.accountId, ownerAccountId), resultsReadableBy(principal, labResults.accountId), samePerson),
    )
    .orderBy(desc(labResults.collectedAt), desc(labResults.receivedAt), asc(labResults.id));

  const values =
    reports.length === 0
      ? []
      : await db
          .select()
          .from(observations)
          .where(
            inArray(
              observations.resultId,
              reports.map((report) => report.id),
            ),
          )
          .orderBy(asc(observations.resultId), asc(observations.position));
  const results = reports.map((report) => ({
    ...report,
    observations: values
      .filter((value) => value.resultId === report.id)
      .map((value): ArchiveObservation => ({
        id: value.id,
        loinc: value.loinc,
        labCode: value.labCode,
        name: value.name,
        valueNumber: value.valueNumber,
        unit: value.unit,
        valueText: value.valueText,
        range: value.range,
        flag: value.flag,
        notes: value.patientNotes,
      })),
  }));
  return { patient, results };
}
