import {
  chooseShownFlag,
  judgeValue,
  type DeliveredDocument,
  type DeliveredReport,
} from '@labshop/shared-contracts/core';
import { labResultDocuments, labResults, observations } from '../../../db/schema';
import type { OrderedTestMatch } from './match-ordered-test';
import { contentHashOf, withoutRepeatedValues } from '../report-fingerprint';
import { insertRowsAsJson } from './insert-rows-as-json';
import type { Transaction } from './transaction';

/** What a result is stored from: the lab that sent it, how, when, and the report itself. */
export interface ReportSource {
  labId: string;
  format: 'fhir' | 'hl7v2';
  receivedAt: Date;
}

/** Stores a matched report as the ordered test's result: the report, every value judged, the lab's printout. */
export async function insertResult(
  tx: Transaction,
  source: ReportSource,
  report: DeliveredReport,
  match: OrderedTestMatch,
): Promise<string> {
  const [result] = await tx
    .insert(labResults)
    .values({
      labId: source.labId,
      labReportId: report.labReportId,
      orderLineId: match.orderLineId,
      orderPatientId: match.orderPatientId,
      accountId: match.accountId,
      testId: match.testId,
      testName: match.testName,
      status: report.status,
      collectedAt: report.collectedAt === null ? null : new Date(report.collectedAt),
      collectedDateOnly: report.collectedDateOnly ?? false,
      issuedAt: report.issuedAt === null ? null : new Date(report.issuedAt),
      receivedAt: source.receivedAt,
      format: source.format,
      notes: report.notes,
      patientNotes: report.patientNotes,
      contentHash: contentHashOf(report),
    })
    .returning({ id: labResults.id });
  if (!result) throw new Error('The result was not stored');
  await insertJudgedObservations(tx, result.id, report, match.patient, source.receivedAt);
  if (report.document) await keepDocument(tx, result.id, report.document);
  return result.id;
}

/**
 * Stores a report's values, each judged on the server by the range engine (the lab's range, completed by the
 * reference table, for the patient's sex and age), with the lab's own flag beside it: the lab's is shown when the
 * shop cannot judge the value, and when the two disagree, marked for review. A value the lab listed twice,
 * identically, is stored once.
 */
export async function insertJudgedObservations(
  tx: Transaction,
  resultId: string,
  report: DeliveredReport,
  patient: OrderedTestMatch['patient'],
  receivedAt: Date,
) {
  // Ranges by age use the age on the day the sample was taken.
  const sampledOn = (report.collectedAt ?? report.issuedAt ?? receivedAt.toISOString()).slice(0, 10);
  await insertRowsAsJson(
    tx,
    observations,
    withoutRepeatedValues(report.observations).map((observation, position) => {
      const judged = judgeValue({
        loinc: observation.loinc,
        value: observation.value,
        labRange: observation.labRange,
        person: patient,
        sampledOn,
      });
      const { value } = observation;
      const shown = chooseShownFlag(judged.flag, observation.labFlag);
      return {
        resultId,
        position,
        loinc: observation.loinc,
        labCode: observation.labCode,
        name: observation.name,
        valueNumber: value.kind === 'quantity' ? value.value : null,
        unit: value.kind === 'quantity' ? value.unit : null,
        comparator: value.kind === 'quantity' ? (value.comparator ?? null) : null,
        valueText: value.kind === 'text' ? value.text : null,
        valueCode: value.kind === 'text' ? (value.code ?? null) : null,
        valueSystem: value.kind === 'text' ? (value.system ?? null) : null,
        range: judged.range,
        rangeSource: judged.source,
        labRanges: observation.labRanges ?? null,
        flag: shown.flag,
        computedFlag: shown.computed,
        labFlag: observation.labFlag,
        reviewReason: shown.reviewReason,
        notes: observation.notes,
        patientNotes: observation.patientNotes,
      };
    }),
  );
}

/** The lab's printout, kept beside the result it came with. */
export async function keepDocument(tx: Transaction, resultId: string, document: DeliveredDocument) {
  const data = Buffer.from(document.base64, 'base64');
  await tx.insert(labResultDocuments).values({
    resultId,
    contentType: document.contentType,
    title: document.title,
    sizeBytes: data.length,
    data,
  });
}
