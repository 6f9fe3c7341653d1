import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { DatabaseExecutor } from '../../../db/client';
import { labResults, observations } from '../../../db/schema';
import type { Principal } from '../../../platform/principal';
import type { CatalogueService } from '../../catalogue/service';
import type { ArchiveObservation, ArchivePatient, ArchiveResult } from '../fhir-archive';
import { mayReadResultsOf, resultsReadableBy } from './access';
import type { PersonDetails, SamePersonOnOrders } from '../person';

/** A person as an order names them. */
type OrderedPatient = PersonDetails & { orderPatientId: string; sex: 'm' | 'f' };

/** What the archive asks of the orders: the person, and who they are on the account's other orders. */
interface ArchiveOrders {
  personOf(orderPatientId: string, accountId: string): Promise<OrderedPatient | null>;
  samePersonOn: SamePersonOnOrders;
}

/**
 * The patient behind one order patient of an account, and every result of that person across the account's
 * orders. The same person is named anew on each order, so they are recognised by PESEL, or by name and date of
 * birth when there is none. Null when the order patient is not the account's or the principal may not read the
 * account's results: another account's patient is 404. The person and their order patients are as their orders
 * name them (`ordered`), each test's codes as the catalogue keeps them.
 */
export async function findPatientArchive(
  db: DatabaseExecutor,
  principal: Principal,
  ownerAccountId: string,
  orderPatientId: string,
  ordered: ArchiveOrders,
  catalogue: Pick<CatalogueService, 'itemCodes'>,
): Promise<{ patient: ArchivePatient; results: ArchiveResult[] } | null> {
  const person = await ordered.personOf(orderPatientId, ownerAccountId);
  if (person === null || !(await mayReadResultsOf(db, principal, ownerAccountId))) return null;
  const { orderPatientId: id, ...named } = person;
  const patient = { id, ...named };

  const samePerson = await ordered.samePersonOn(named, ownerAccountId);
  if (samePerson.length === 0) return { patient, results: [] };
  const reports = await db
    .select({
      id: labResults.id,
      labReportId: labResults.labReportId,
      testName: labResults.testName,
      testId: labResults.testId,
      status: labResults.status,
      collectedAt: labResults.collectedAt,
      issuedAt: labResults.issuedAt,
      receivedAt: labResults.receivedAt,
      // The archive is the patient's own copy: it holds the lab's notes written for the patient.
      notes: labResults.patientNotes,
    })
    .from(labResults)
    .where(
      and(
        eq(labResults.accountId, ownerAccountId),
        resultsReadableBy(principal, labResults.accountId),
        inArray(labResults.orderPatientId, samePerson),
      ),
    )
    .orderBy(desc(labResults.collectedAt), desc(labResults.receivedAt), asc(labResults.id));
  if (reports.length === 0) return { patient, results: [] };

  const [values, codes] = await Promise.all([
    db
      .select()
      .from(observations)
      .where(
        inArray(
          observations.resultId,
          reports.map((report) => report.id),
        ),
      )
      .orderBy(asc(observations.resultId), asc(observations.position)),
    catalogue.itemCodes(reports.map((report) => report.testId)),
  ]);
  const results = reports.flatMap(({ testId, ...report }): ArchiveResult[] => {
    const test = codes.get(testId);
    if (test === undefined) return [];
    const own = values.filter((value) => value.resultId === report.id);
    return [{ ...report, testLoinc: test.loinc, testSlug: test.slug, observations: own.map(archiveObservation) }];
  });
  return { patient, results };
}

/** A stored value as the archive holds it: the patient's own copy, with the lab's notes written for the patient. */
function archiveObservation(value: typeof observations.$inferSelect): ArchiveObservation {
  return {
    id: value.id,
    loinc: value.loinc,
    labCode: value.labCode,
    name: value.name,
    valueNumber: value.valueNumber,
    unit: value.unit,
    comparator: value.comparator,
    valueText: value.valueText,
    valueCode: value.valueCode,
    valueSystem: value.valueSystem,
    range: value.range,
    labRanges: value.labRanges,
    flag: value.flag,
    labFlag: value.labFlag,
    notes: value.patientNotes,
  };
}
