import {
  invertedRangeText,
  LAB_NOTE_AUDIENCE,
  parseRangeText,
  type DeliveredDocument,
  type DeliveredObservation,
  type DeliveredReport,
  type LabPatientIdentity,
  type ObservationValue,
  type ReportStatus,
} from '@labshop/shared-contracts/core';
import { DELIVERY_ERROR_CODES, invalid, rejected } from '../delivery-errors';
import { repetitionsOf, valueAt, type Hl7Message, type Hl7Segment } from './er7';
import { hl7Date, hl7Timestamp } from './hl7-time';

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

const at = (segment: Hl7Segment, field: number) => `${segment.name}[${segment.occurrence}]-${field}`;

/**
 * Reads an ORU^R01 (unsolicited observation result) into reports: each OBR starts the report of one ordered test,
 * the OBX segments after it are its values, and an NTE is a note on the segment before it. The patient is the PID
 * the OBR follows. Segments the shop does not use (PV1, SPM, Z-segments) are passed over.
 */
export function readOruR01(message: Hl7Message): DeliveredReport[] {
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
  let placerOrderNumber = '';
  let report: DeliveredReport | null = null;
  let observation: DeliveredObservation | null = null;

  for (const segment of message.segments.slice(1)) {
    switch (segment.name) {
      case 'PID':
        patient = readPatient(segment);
        report = null;
        observation = null;
        break;
      case 'ORC':
        placerOrderNumber = valueAt(segment, 2);
        break;
      case 'OBR':
        if (patient === null) {
          throw invalid(DELIVERY_ERROR_CODES.segmentSequence, 'An OBR must follow a PID segment.', at(segment, 0));
        }
        report = readReport(segment, patient, placerOrderNumber);
        reports.push(report);
        placerOrderNumber = '';
        observation = null;
        break;
      case 'OBX':
        if (report === null) {
          throw invalid(DELIVERY_ERROR_CODES.segmentSequence, 'An OBX must follow an OBR segment.', at(segment, 0));
        }
        if (valueAt(segment, 2) === 'ED') {
          report.document = readEmbeddedPdf(segment);
          observation = null;
          break;
        }
        observation = readObservation(segment);
        report.observations.push(observation);
        break;
      case 'NTE': {
        const note = repetitionsOf(segment, 3)
          .map((repetition) => repetition.map((component) => component.join('&')).join('^'))
          .join('\n');
        if (note === '') break;
        const target = observation ?? report;
        if (target === null) break;
        target.notes.push(note);
        if (isPatientNote(segment)) target.patientNotes.push(note);
        break;
      }
      default:
        break;
    }
  }
  if (reports.length === 0) throw invalid(DELIVERY_ERROR_CODES.requiredMissing, 'The message holds no OBR segment.');
  for (const each of reports) {
    if (each.observations.length === 0) {
      throw invalid(DELIVERY_ERROR_CODES.requiredMissing, `Report ${each.labReportId} holds no OBX segment.`);
    }
  }
  return reports;
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

function readReport(obr: Hl7Segment, patient: LabPatientIdentity, placerOrderNumber: string): DeliveredReport {
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
  return {
    labReportId,
    orderNumber,
    testCode,
    testName: valueAt(obr, 4, 2) || testCode,
    status,
    collectedAt: hl7Timestamp(valueAt(obr, 7), at(obr, 7)),
    issuedAt: hl7Timestamp(valueAt(obr, 22), at(obr, 22)),
    patient,
    observations: [],
    notes: [],
    patientNotes: [],
  };
}

function readObservation(obx: Hl7Segment): DeliveredObservation {
  const [code, text, system, altCode, altText, altSystem] = [1, 2, 3, 4, 5, 6].map((part) => valueAt(obx, 3, part));
  const loinc = system === 'LN' ? code : altSystem === 'LN' ? altCode : '';
  if (!code && !loinc) throw invalid(DELIVERY_ERROR_CODES.requiredMissing, 'This field is required.', at(obx, 3));
  const rangeText = valueAt(obx, 7);
  // A range printed the wrong way round is kept as written, so the delivery can hold the report for review.
  const normal = rangeText === '' ? null : (parseRangeText(rangeText) ?? invertedRangeText(rangeText));
  const flags = repetitionsOf(obx, 8).map((repetition) => repetition[0]?.[0] ?? '');
  return {
    loinc: loinc || null,
    labCode: system === 'LN' ? null : code || null,
    name: text || altText || code || loinc || '',
    value: readValue(obx),
    labRange: rangeText === '' ? null : { ...(normal === null ? {} : { normal }), text: rangeText },
    labFlag: flags.length === 0 ? null : flags.join('~'),
    notes: [],
    patientNotes: [],
  };
}

const NUMBER = /^[-+]?(?:\d+(?:\.\d*)?|\.\d+)$/u;

function readValue(obx: Hl7Segment): ObservationValue {
  const type = valueAt(obx, 2);
  const values = repetitionsOf(obx, 5);
  const unit = valueAt(obx, 6, 1);
  if (values.length === 0) {
    if (valueAt(obx, 11) === 'X') return { kind: 'text', text: 'The result could not be obtained.' };
    throw invalid(DELIVERY_ERROR_CODES.requiredMissing, 'This field is required.', at(obx, 5));
  }
  const first = values[0] ?? [];
  const part = (index: number) => first[index]?.[0] ?? '';
  switch (type) {
    case 'NM': {
      const text = part(0).trim();
      if (values.length > 1 || !NUMBER.test(text)) {
        throw invalid(DELIVERY_ERROR_CODES.dataType, `"${part(0)}" is not a number.`, at(obx, 5));
      }
      return { kind: 'quantity', value: Number(text), unit };
    }
    case 'SN': {
      // comparator ^ number [^ separator ^ number]: '^5.2' and '=^5.2' are plain numbers, '<^5' stays as written.
      const [comparator, first, separator, second] = [part(0), part(1), part(2), part(3)];
      if (!NUMBER.test(first)) throw invalid(DELIVERY_ERROR_CODES.dataType, 'SN needs a number.', at(obx, 5));
      if ((comparator === '' || comparator === '=') && separator === '' && second === '') {
        return { kind: 'quantity', value: Number(first), unit };
      }
      return { kind: 'text', text: `${comparator}${first}${separator}${second}${unit === '' ? '' : ` ${unit}`}` };
    }
    case 'ST':
    case 'TX':
    case 'FT':
      return {
        kind: 'text',
        text: values.map((repetition) => repetition.map((c) => c.join('&')).join('^')).join('\n'),
      };
    case 'CE':
    case 'CWE':
    case 'CNE':
      return { kind: 'text', text: part(1) || part(0) };
    default:
      throw invalid(DELIVERY_ERROR_CODES.tableValue, `Value type "${type}" is not supported.`, at(obx, 2));
  }
}
