import {
  LAB_NOTE_AUDIENCE,
  type DeliveredDocument,
  type DeliveredObservation,
  type DeliveredReport,
  type LabPatientIdentity,
  type ReportStatus,
} from '@labshop/shared-contracts/core';
import { DeliveryError, DELIVERY_ERROR_CODES, invalid, rejected } from '../delivery-errors';
import { repetitionsOf, valueAt, type Hl7Message, type Hl7Segment } from './er7';
import { DEFAULT_LAB_TIME_ZONE, hl7Date, hl7Instant, hl7Timestamp } from './hl7-time';
import { at, isWithdrawn, readObservation } from './obx-value';

/** What an acknowledgement needs from the message header, read before anything else can fail. */
export interface Hl7Header {
  controlId: string;
  sendingApplication: string;
  sendingFacility: string;
  version: string;
}

export function readHeader(message: Hl7Message): Hl7Header {
  const msh = message.segments[0];
  if (msh === undefined) throw rejected(DELIVERY_ERROR_CODES.segmentSequence, 'The message has no MSH segment.');
  return {
    controlId: valueAt(msh, 10),
    sendingApplication: valueAt(msh, 3),
    sendingFacility: valueAt(msh, 4),
    version: valueAt(msh, 12) || '2.5.1',
  };
}

/** Notes waiting for the reports they belong to: the patient's (after PID) or the order's (after ORC). */
interface Notes {
  notes: string[];
  patientNotes: string[];
}

const noNotes = (): Notes => ({ notes: [], patientNotes: [] });

/**
 * Reads an ORU^R01 (unsolicited observation result) into reports: each OBR starts the report of one ordered test,
 * the OBX segments after it are its values. An NTE is a note on the segment it follows: after PID on every report
 * of that patient, after ORC or OBR on the report, after OBX on that value, and never on a value of another order.
 * A value the lab withdrew (OBX-11 D or W) is left out; one that cannot be read is kept aside with the reason,
 * so the other values are still stored. Times without an offset are read in the lab's time zone. Segments the
 * shop does not use (PV1, SPM, Z-segments) are passed over.
 */
export function readOruR01(message: Hl7Message, timeZone = DEFAULT_LAB_TIME_ZONE): DeliveredReport[] {
  const [msh] = message.segments;
  if (msh === undefined) throw rejected(DELIVERY_ERROR_CODES.segmentSequence, 'The message has no MSH segment.');
  const type = `${valueAt(msh, 9, 1)}^${valueAt(msh, 9, 2)}`;
  if (type !== 'ORU^R01') {
    throw rejected(
      DELIVERY_ERROR_CODES.unsupportedMessageType,
      `Only ORU^R01 messages are accepted, not ${type}.`,
      'MSH-9',
    );
  }
  if (valueAt(msh, 10) === '') throw rejected(DELIVERY_ERROR_CODES.requiredMissing, 'MSH-10 is required.', 'MSH-10');
  if (!valueAt(msh, 12).startsWith('2.')) {
    throw rejected(DELIVERY_ERROR_CODES.tableValue, 'Only HL7 version 2 messages are accepted.', 'MSH-12');
  }

  const reports: DeliveredReport[] = [];
  let patient: LabPatientIdentity | null = null;
  let patientNotes = noNotes();
  let orderNotes = noNotes();
  let placerOrderNumber = '';
  let report: DeliveredReport | null = null;
  // Where the next NTE goes: a report, a value, the patient's or order's waiting notes, or nowhere (withdrawn).
  let noteTarget: Notes | null = null;

  for (const segment of message.segments.slice(1)) {
    switch (segment.name) {
      case 'PID':
        patient = readPatient(segment);
        patientNotes = noNotes();
        report = null;
        noteTarget = patientNotes;
        break;
      case 'ORC':
        placerOrderNumber = valueAt(segment, 2);
        orderNotes = noNotes();
        report = null;
        noteTarget = orderNotes;
        break;
      case 'OBR':
        if (patient === null) {
          throw invalid(DELIVERY_ERROR_CODES.segmentSequence, 'An OBR must follow a PID segment.', at(segment, 0));
        }
        report = readReport(segment, patient, placerOrderNumber, timeZone);
        for (const waiting of [patientNotes, orderNotes]) {
          report.notes.push(...waiting.notes);
          report.patientNotes.push(...waiting.patientNotes);
        }
        reports.push(report);
        placerOrderNumber = '';
        orderNotes = noNotes();
        noteTarget = report;
        break;
      case 'OBX':
        if (report === null) {
          throw invalid(DELIVERY_ERROR_CODES.segmentSequence, 'An OBX must follow an OBR segment.', at(segment, 0));
        }
        noteTarget = readObx(segment, report, timeZone);
        break;
      case 'NTE': {
        const note = repetitionsOf(segment, 3)
          .map((repetition) => repetition.map((component) => component.join('&')).join('^'))
          .join('\n');
        if (note === '' || noteTarget === null) break;
        noteTarget.notes.push(note);
        if (isPatientNote(segment)) noteTarget.patientNotes.push(note);
        break;
      }
      default:
        // A note after a specimen or any other segment is about the report as a whole, never the value before it.
        noteTarget = report;
        break;
    }
  }
  if (reports.length === 0) throw invalid(DELIVERY_ERROR_CODES.requiredMissing, 'The message holds no OBR segment.');
  for (const each of reports) {
    if (each.observations.length === 0 && (each.unreadableValues ?? []).length === 0) {
      throw invalid(DELIVERY_ERROR_CODES.requiredMissing, `Report ${each.labReportId} holds no OBX segment.`);
    }
  }
  return reports;
}

/**
 * One OBX into its report: the lab's printout, a value, or, when the value cannot be read, a value kept aside
 * with the reason. Answers where the notes after it go: the value's own, or nowhere for a withdrawn or unread one.
 */
function readObx(obx: Hl7Segment, report: DeliveredReport, timeZone: string): Notes | null {
  if (isWithdrawn(obx)) return null;
  try {
    if (valueAt(obx, 2) === 'ED') {
      report.document = readEmbeddedPdf(obx);
      return report;
    }
    const observation: DeliveredObservation = readObservation(obx, timeZone);
    report.observations.push(observation);
    return observation;
  } catch (error) {
    if (!(error instanceof DeliveryError) || error.kind !== 'error') throw error;
    (report.unreadableValues ??= []).push({
      name: valueAt(obx, 3, 2) || valueAt(obx, 3, 1) || `OBX ${valueAt(obx, 1)}`,
      location: error.location,
      reason: error.message,
      asSent: obx.fields
        .map((field) => field.map((repetition) => repetition.map((c) => c.join('&')).join('^')).join('~'))
        .join('|'),
    });
    return null;
  }
}

const PESEL_MARKS = new Set(['PESEL', 'NNPOL']);

/**
 * Whether the lab wrote a note for the patient: its comment type (NTE-4) is patient instructions and its source
 * (NTE-2) is not another system. Notes without a type (instrument text, remarks for another lab) are not.
 */
function isPatientNote(nte: Hl7Segment): boolean {
  const source = valueAt(nte, 2).trim().toUpperCase();
  const commentType = valueAt(nte, 4, 1).trim().toUpperCase();
  return commentType === LAB_NOTE_AUDIENCE.patientCommentType && source !== LAB_NOTE_AUDIENCE.systemSource;
}

/**
 * An OBX of type ED carries the lab's printout rather than a value: source ^ type ^ subtype ^ encoding ^ data.
 * Only a PDF in Base64 is kept; anything else is refused, so nothing the lab sent is silently lost.
 */
function readEmbeddedPdf(obx: Hl7Segment): DeliveredDocument {
  const [type, subtype, encoding, data] = [2, 3, 4, 5].map((component) => valueAt(obx, 5, component).trim());
  const isPdf = type?.toLowerCase() === 'application' && subtype?.toLowerCase() === 'pdf';
  if (!isPdf || encoding?.toLowerCase() !== 'base64' || !data || !/^[A-Za-z0-9+/]+={0,2}$/u.test(data)) {
    throw invalid(DELIVERY_ERROR_CODES.dataType, 'An ED value must be a PDF in Base64.', at(obx, 5));
  }
  return { contentType: 'application/pdf', title: valueAt(obx, 3, 2) || null, base64: data };
}

function readPatient(pid: Hl7Segment): LabPatientIdentity {
  const identifiers = repetitionsOf(pid, 3);
  const pesel = identifiers.find((identifier) =>
    [identifier[3]?.[0], identifier[4]?.[0]].some((mark) => PESEL_MARKS.has((mark ?? '').toUpperCase())),
  );
  const sex = valueAt(pid, 8).toUpperCase();
  return {
    pesel: pesel?.[0]?.[0] || null,
    familyName: valueAt(pid, 5, 1) || null,
    givenName: valueAt(pid, 5, 2) || null,
    birthDate: hl7Date(valueAt(pid, 7), at(pid, 7)),
    sex: sex === 'M' ? 'm' : sex === 'F' ? 'f' : null,
  };
}

const REPORT_STATUS: Record<string, ReportStatus> = {
  F: 'final',
  C: 'corrected',
  P: 'preliminary',
  R: 'preliminary',
  S: 'preliminary',
  I: 'preliminary',
  A: 'preliminary',
};

function readReport(
  obr: Hl7Segment,
  patient: LabPatientIdentity,
  placerOrderNumber: string,
  timeZone: string,
): DeliveredReport {
  const orderNumber = valueAt(obr, 2) || placerOrderNumber;
  const labReportId = valueAt(obr, 3);
  const testCode = valueAt(obr, 4, 1);
  const required: Array<[string, number]> = [
    [orderNumber, 2],
    [labReportId, 3],
    [testCode, 4],
  ];
  for (const [value, field] of required) {
    if (value === '') throw invalid(DELIVERY_ERROR_CODES.requiredMissing, 'This field is required.', at(obr, field));
  }
  const status = REPORT_STATUS[valueAt(obr, 25)];
  if (status === undefined) {
    throw invalid(DELIVERY_ERROR_CODES.tableValue, 'The result status must be F, C or P.', at(obr, 25));
  }
  const collected = hl7Instant(valueAt(obr, 7), at(obr, 7), timeZone);
  return {
    labReportId,
    orderNumber,
    testCode,
    testName: valueAt(obr, 4, 2) || testCode,
    status,
    collectedAt: collected?.iso ?? null,
    collectedDateOnly: collected?.dateOnly ?? false,
    issuedAt: hl7Timestamp(valueAt(obr, 22), at(obr, 22), timeZone),
    patient,
    observations: [],
    notes: [],
    patientNotes: [],
  };
}
