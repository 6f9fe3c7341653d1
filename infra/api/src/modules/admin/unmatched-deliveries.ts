import { desc, eq, isNull } from 'drizzle-orm';
import { formatInterval, type DeliveredObservation } from '@labshop/shared-contracts/core';
import type {
  MessageObservation,
  UnmatchedDeliveryDetail,
  UnmatchedDeliverySummary,
} from '@labshop/shared-contracts/core/api/admin-lab-deliveries';
import type { Database } from '../../db/client';
import { labs, unmatchedLabDeliveries } from '../../db/schema';
import { readKeptReport } from '../lab-delivery/kept-reports';
import { isoOrNull } from '../results/result-shapes';

/** A review queue longer than this is worked from the top; the rest follow as the top ones are reviewed. */
const LIST_LIMIT = 200;

type Row = typeof unmatchedLabDeliveries.$inferSelect & { labName: string };

const columns = {
  row: unmatchedLabDeliveries,
  labName: labs.name,
};

function summaryOf(row: Row): UnmatchedDeliverySummary {
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
    value: value.kind === 'text' ? value.text : `${value.value}${unit === '' ? '' : ` ${unit}`}`,
    range,
    labFlag: observation.labFlag,
    notes: observation.notes,
    patientNotes: observation.patientNotes,
  };
}

/** Reports still waiting for a review, the newest first. */
export async function openUnmatchedDeliveries(db: Database): Promise<UnmatchedDeliverySummary[]> {
  const rows = await db
    .select(columns)
    .from(unmatchedLabDeliveries)
    .innerJoin(labs, eq(labs.id, unmatchedLabDeliveries.labId))
    .where(isNull(unmatchedLabDeliveries.reviewedAt))
    .orderBy(desc(unmatchedLabDeliveries.receivedAt), desc(unmatchedLabDeliveries.id))
    .limit(LIST_LIMIT);
  return rows.map(({ row, labName }) => summaryOf({ ...row, labName }));
}

/** One kept report, open or reviewed, with every value read from the message; null when there is none. */
export async function unmatchedDelivery(db: Database, id: string): Promise<UnmatchedDeliveryDetail | null> {
  const [found] = await db
    .select(columns)
    .from(unmatchedLabDeliveries)
    .innerJoin(labs, eq(labs.id, unmatchedLabDeliveries.labId))
    .where(eq(unmatchedLabDeliveries.id, id));
  if (!found) return null;
  const row = { ...found.row, labName: found.labName };
  const report = readKeptReport(row.report);
  return {
    ...summaryOf(row),
    reportStatus: report.status,
    collectedAt: report.collectedAt,
    issuedAt: report.issuedAt,
    notes: report.notes,
    patientNotes: report.patientNotes,
    observations: report.observations.map(observationOf),
    labPdf: Boolean(report.document),
    reviewedAt: isoOrNull(row.reviewedAt),
    resolution: row.resolution,
    resultId: row.resultId,
    dismissReason: row.dismissReason,
  };
}
