import { and, eq, sql } from 'drizzle-orm';
import { judgeValue, type DeliveredDocument, type DeliveredReport } from '@labshop/shared-contracts';
import type { LabDeliveryOutcome } from '@labshop/shared-contracts/api/results';
import type { Database } from '../../db/client';
import { labResultDocuments, labResults, observations, unmatchedLabDeliveries } from '../../db/schema';
import type { Lab } from './labs';
import { matchOrderedTest, type OrderedTestMatch } from './match-ordered-test';

export interface Delivery {
  lab: Lab;
  format: 'fhir' | 'hl7v2';
  /** The message exactly as received, kept with anything that could not be matched. */
  message: string;
  reports: DeliveredReport[];
  receivedAt: Date;
}

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * Stores every report of a delivery in one transaction: all of it or none of it. A report the lab delivered
 * before (same lab, same report id) is answered as it was the first time and changes nothing; one that matches
 * no paid ordered test is kept for review.
 */
export async function storeDelivery(db: Database, delivery: Delivery): Promise<StoredDelivery> {
  return db.transaction(async (tx) => {
    const outcomes: LabDeliveryOutcome[] = [];
    const newResultIds: string[] = [];
    for (const report of delivery.reports) {
      const stored = await storeReport(tx, delivery, report);
      outcomes.push(stored.outcome);
      if (stored.isNew && stored.outcome.status === 'stored') newResultIds.push(stored.outcome.id);
    }
    return { outcomes, newResultIds };
  });
}

export interface StoredDelivery {
  outcomes: LabDeliveryOutcome[];
  /** Results this delivery stored for the first time (not repeats), whose patients are told. */
  newResultIds: string[];
}

async function storeReport(
  tx: Transaction,
  delivery: Delivery,
  report: DeliveredReport,
): Promise<{ outcome: LabDeliveryOutcome; isNew: boolean }> {
  const { lab } = delivery;
  // Two copies of one report arriving at once wait for each other here, so only one is stored.
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`lab-report:${lab.id}:${report.labReportId}`}))`);
  const earlier = await findEarlier(tx, lab.id, report.labReportId);
  if (earlier !== null) return { outcome: earlier, isNew: false };

  const answer = await matchOrderedTest(tx, report);
  if (!answer.matched) {
    const [kept] = await tx
      .insert(unmatchedLabDeliveries)
      .values({
        labId: lab.id,
        labReportId: report.labReportId,
        format: delivery.format,
        reason: answer.reason,
        orderNumber: report.orderNumber,
        testCode: report.testCode,
        report,
        message: delivery.message,
        receivedAt: delivery.receivedAt,
      })
      .returning({ id: unmatchedLabDeliveries.id });
    if (!kept) throw new Error('The unmatched report was not kept');
    return { outcome: { labReportId: report.labReportId, status: 'unmatched', id: kept.id }, isNew: true };
  }
  const id = await insertResult(tx, delivery, report, answer.match);
  if (report.document) await keepDocument(tx, id, report.document);
  return { outcome: { labReportId: report.labReportId, status: 'stored', id }, isNew: true };
}

async function findEarlier(tx: Transaction, labId: string, labReportId: string): Promise<LabDeliveryOutcome | null> {
  const [stored] = await tx
    .select({ id: labResults.id })
    .from(labResults)
    .where(and(eq(labResults.labId, labId), eq(labResults.labReportId, labReportId)));
  if (stored) return { labReportId, status: 'stored', id: stored.id };
  const [kept] = await tx
    .select({ id: unmatchedLabDeliveries.id })
    .from(unmatchedLabDeliveries)
    .where(and(eq(unmatchedLabDeliveries.labId, labId), eq(unmatchedLabDeliveries.labReportId, labReportId)));
  return kept ? { labReportId, status: 'unmatched', id: kept.id } : null;
}

async function insertResult(
  tx: Transaction,
  delivery: Delivery,
  report: DeliveredReport,
  match: OrderedTestMatch,
): Promise<string> {
  const [result] = await tx
    .insert(labResults)
    .values({
      labId: delivery.lab.id,
      labReportId: report.labReportId,
      orderLineId: match.orderLineId,
      orderPatientId: match.orderPatientId,
      accountId: match.accountId,
      testId: match.testId,
      testName: match.testName,
      status: report.status,
      collectedAt: report.collectedAt === null ? null : new Date(report.collectedAt),
      issuedAt: report.issuedAt === null ? null : new Date(report.issuedAt),
      receivedAt: delivery.receivedAt,
      format: delivery.format,
      notes: report.notes,
    })
    .returning({ id: labResults.id });
  if (!result) throw new Error('The result was not stored');

  // Ranges by age use the age on the day the sample was taken.
  const sampledOn = (report.collectedAt ?? report.issuedAt ?? delivery.receivedAt.toISOString()).slice(0, 10);
  await tx.insert(observations).values(
    report.observations.map((observation, position) => {
      const judged = judgeValue({
        loinc: observation.loinc,
        value: observation.value,
        labRange: observation.labRange,
        person: match.patient,
        sampledOn,
      });
      const { value } = observation;
      return {
        resultId: result.id,
        position,
        loinc: observation.loinc,
        labCode: observation.labCode,
        name: observation.name,
        valueNumber: value.kind === 'quantity' ? value.value : null,
        unit: value.kind === 'quantity' ? value.unit : null,
        valueText: value.kind === 'text' ? value.text : null,
        range: judged.range,
        rangeSource: judged.source,
        flag: judged.flag,
        labFlag: observation.labFlag,
        notes: observation.notes,
      };
    }),
  );
  return result.id;
}

/** The lab's printout, kept beside the result it came with. */
async function keepDocument(tx: Transaction, resultId: string, document: DeliveredDocument) {
  const data = Buffer.from(document.base64, 'base64');
  await tx.insert(labResultDocuments).values({
    resultId,
    contentType: document.contentType,
    title: document.title,
    sizeBytes: data.length,
    data,
  });
}
