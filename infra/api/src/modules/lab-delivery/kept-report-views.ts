import { formatInterval, type DeliveredObservation, type UnreadableValue } from '@labshop/shared-contracts/core';
import type {
  MessageObservation,
  UnmatchedDeliveryDetail,
  UnmatchedDeliverySummary,
} from '@labshop/shared-contracts/core/api/admin-lab-deliveries';
import { isoOrNull } from '../results/result-shapes';
import { readKeptReport } from './kept-report-json';
import type { KeptReportRow } from './store/kept-report-list';

/** A kept report as a line of the review queue. */
export function summaryOf(row: KeptReportRow): UnmatchedDeliverySummary {
  const report = readKeptReport(row.report);
  return {
    id: row.id,
    labName: row.labName,
    labReportId: row.labReportId,
    format: row.format,
    receivedAt: row.receivedAt.toISOString(),
    reason: row.reason,
    orderNumber: row.orderNumber,
    testCode: row.testCode,
    testName: report.testName,
    patient: { ...report.patient },
  };
}

/** A value as the lab wrote it, with the lab's range in words: it is judged only once matched to a patient. */
function observationOf(observation: DeliveredObservation): MessageObservation {
  const { value, labRange } = observation;
  const unit = value.kind === 'quantity' ? value.unit : '';
  const range = labRange?.text ?? (labRange?.normal === undefined ? null : formatInterval(labRange.normal, unit));
  return {
    name: observation.name,
    loinc: observation.loinc,
    value:
      value.kind === 'text' ? value.text : `${value.comparator ?? ''}${value.value}${unit === '' ? '' : ` ${unit}`}`,
    range,
    labFlag: observation.labFlag,
    notes: observation.notes,
    patientNotes: observation.patientNotes,
  };
}

/** A value that could not be read, as the lab sent it, with why: the reviewer decides what becomes of it. */
function unreadableOf(value: UnreadableValue): MessageObservation {
  return {
    name: value.name,
    loinc: null,
    value: value.asSent,
    range: null,
    labFlag: null,
    notes: [value.reason],
    patientNotes: [],
  };
}

/** A kept report, open or reviewed, with every value read from the message. */
export function detailOf(row: KeptReportRow): UnmatchedDeliveryDetail {
  const report = readKeptReport(row.report);
  return {
    ...summaryOf(row),
    reportStatus: report.status,
    collectedAt: report.collectedAt,
    issuedAt: report.issuedAt,
    notes: report.notes,
    patientNotes: report.patientNotes,
    observations: [...report.observations.map(observationOf), ...(report.unreadableValues ?? []).map(unreadableOf)],
    labPdf: Boolean(report.document),
    reviewedAt: isoOrNull(row.reviewedAt),
    resolution: row.resolution,
    resultId: row.resultId,
    dismissReason: row.dismissReason,
  };
}
