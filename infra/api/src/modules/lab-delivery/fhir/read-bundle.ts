import { DateTime } from 'luxon';
import {
  LAB_NOTE_AUDIENCE,
  LOINC_SYSTEM,
  type DeliveredDocument,
  type DeliveredObservation,
  type DeliveredReport,
  type LabPatientIdentity,
  type ReportStatus,
  type UnreadableValue,
} from '@labshop/shared-contracts/core';
import { DeliveryError, DELIVERY_ERROR_CODES, invalid, rejected } from '../delivery-errors';
import { DEFAULT_LAB_TIME_ZONE } from '../hl7/hl7-time';
import { asObject, child, list, requiredText, text, type Located } from './json-reader';
import { readObservationValues, type RangeContext } from './observation-value';

/** The OID of the Polish national id (PESEL), and a plain name some systems use instead. */
export const PESEL_SYSTEMS = ['urn:oid:2.16.840.1.113883.3.4424.1.1.616', 'http://pesel.gov.pl', 'PESEL'];

const REPORT_STATUS: Record<string, ReportStatus> = {
  final: 'final',
  amended: 'corrected',
  corrected: 'corrected',
  appended: 'corrected',
  preliminary: 'preliminary',
  partial: 'preliminary',
  registered: 'preliminary',
};

/**
 * Reads a FHIR R4 Bundle into reports: each DiagnosticReport is the report of one ordered test; its `result`
 * references point to Observations and its `subject` to the Patient, inside the same Bundle (by fullUrl or by
 * Type/id) or contained in the report ('#id'). The shop's order number is the identifier of what the report is `basedOn`.
 */
export function readFhirBundle(body: unknown, timeZone = DEFAULT_LAB_TIME_ZONE): DeliveredReport[] {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw rejected(DELIVERY_ERROR_CODES.dataType, 'The body must be a FHIR resource in JSON.');
  }
  const bundle = asObject(body, 'Bundle');
  if (bundle.value.resourceType !== 'Bundle') {
    throw rejected(DELIVERY_ERROR_CODES.unsupportedMessageType, 'Only a FHIR Bundle is accepted.', 'resourceType');
  }
  const resources = list(bundle, 'entry').map((entry) => ({
    fullUrl: text(entry, 'fullUrl'),
    resource: child(entry, 'resource'),
  }));
  const find = (reference: string, type: string): Located | null => {
    for (const { fullUrl, resource } of resources) {
      if (resource === null || resource.value.resourceType !== type) continue;
      if (fullUrl === reference || `${type}/${String(resource.value.id)}` === reference) return resource;
    }
    return null;
  };
  const reports = resources
    .map(({ resource }) => resource)
    .filter((resource): resource is Located => resource?.value.resourceType === 'DiagnosticReport')
    .map((report) => readReport(report, find, timeZone));
  if (reports.length === 0) {
    throw invalid(DELIVERY_ERROR_CODES.requiredMissing, 'The Bundle holds no DiagnosticReport.', 'Bundle.entry');
  }
  return reports;
}

type Finder = (reference: string, type: string) => Located | null;

function readReport(report: Located, findInBundle: Finder, timeZone: string): DeliveredReport {
  // '#id' points into the report's own contained resources; anything else to an entry of the Bundle.
  const contained = list(report, 'contained');
  const find: Finder = (reference, type) =>
    reference.startsWith('#')
      ? (contained.find((each) => each.value.resourceType === type && `#${String(each.value.id)}` === reference) ??
        null)
      : findInBundle(reference, type);
  const status = REPORT_STATUS[requiredText(report, 'status')];
  if (status === undefined) {
    throw invalid(
      DELIVERY_ERROR_CODES.tableValue,
      'must be final, amended, corrected or preliminary.',
      `${report.path}.status`,
    );
  }
  const code = child(report, 'code');
  if (code === null) throw invalid(DELIVERY_ERROR_CODES.requiredMissing, 'is required.', `${report.path}.code`);
  const testCoding = preferredCoding(code);
  const labReportId =
    list(report, 'identifier')
      .map((identifier) => text(identifier, 'value'))
      .find(Boolean) ?? resourceKeyOf(report, timeZone);
  if (!labReportId) throw invalid(DELIVERY_ERROR_CODES.requiredMissing, 'is required.', `${report.path}.identifier`);

  const subject = child(report, 'subject');
  const patientResource = subject === null ? null : find(requiredText(subject, 'reference'), 'Patient');
  if (patientResource === null) {
    throw invalid(
      DELIVERY_ERROR_CODES.requiredMissing,
      'must reference a Patient in the Bundle.',
      `${report.path}.subject`,
    );
  }
  const period = child(report, 'effectivePeriod');
  const collected =
    instant(report, 'effectiveDateTime', timeZone) ?? (period === null ? null : instant(period, 'start', timeZone));
  const patient = readPatient(patientResource);
  const context: RangeContext = {
    person: { sex: patient.sex, birthDate: patient.birthDate },
    sampledOn: (collected?.iso ?? new Date().toISOString()).slice(0, 10),
  };
  const observations: DeliveredObservation[] = [];
  const unreadableValues: UnreadableValue[] = [];
  for (const reference of list(report, 'result')) {
    const observation = find(requiredText(reference, 'reference'), 'Observation');
    if (observation === null) {
      throw invalid(
        DELIVERY_ERROR_CODES.requiredMissing,
        'must reference an Observation in the Bundle.',
        reference.path,
      );
    }
    try {
      observations.push(...readObservationValues(observation, context, (notes) => notesOf(notes)));
    } catch (error) {
      if (!(error instanceof DeliveryError) || error.kind !== 'error') throw error;
      unreadableValues.push(unreadable(observation, error));
    }
  }
  if (observations.length === 0 && unreadableValues.length === 0) {
    throw invalid(DELIVERY_ERROR_CODES.requiredMissing, 'must list at least one Observation.', `${report.path}.result`);
  }
  return {
    labReportId,
    orderNumber: orderNumberOf(report, find),
    testCode: requiredText(testCoding, 'code'),
    testName: text(code, 'text') ?? text(testCoding, 'display') ?? requiredText(testCoding, 'code'),
    status,
    collectedAt: collected?.iso ?? null,
    collectedDateOnly: collected?.dateOnly ?? false,
    issuedAt: instant(report, 'issued', timeZone)?.iso ?? null,
    patient,
    observations,
    ...(unreadableValues.length === 0 ? {} : { unreadableValues }),
    // The conclusion is the lab's reading for clinicians; only notes marked as written for the patient reach them.
    ...notesOf(list(report, 'note'), text(report, 'conclusion')),
    document: presentedPdf(report),
  };
}

/**
 * What names a report that carries no business identifier: its resource id, which servers reuse and renumber,
 * made one report's own by the moment it was issued ('42@2026-05-01T08:00:00.000Z'). Deliveries are kept apart
 * per lab already, so the three together cannot collide. Null without an id.
 */
function resourceKeyOf(report: Located, timeZone: string): string | null {
  const id = text(report, 'id');
  if (!id) return null;
  const issued = instant(report, 'issued', timeZone)?.iso ?? null;
  return issued === null ? id : `${id}@${issued}`;
}

/** The lab's own PDF of the report, when it sent one inline (presentedForm with data); other forms are skipped. */
function presentedPdf(report: Located): DeliveredDocument | null {
  for (const form of list(report, 'presentedForm')) {
    const data = text(form, 'data');
    if (text(form, 'contentType')?.toLowerCase() !== 'application/pdf' || !data) continue;
    if (!/^[A-Za-z0-9+/]+={0,2}$/u.test(data.replace(/\s+/gu, ''))) {
      throw invalid(DELIVERY_ERROR_CODES.dataType, 'must be base64.', `${form.path}.data`);
    }
    return { contentType: 'application/pdf', title: text(form, 'title'), base64: data.replace(/\s+/gu, '') };
  }
  return null;
}

/** The shop's order number: the identifier of the ServiceRequest the report is basedOn (inline or in the Bundle). */
function orderNumberOf(report: Located, find: Finder): string {
  for (const basedOn of list(report, 'basedOn')) {
    const identifier = child(basedOn, 'identifier');
    const inline = identifier === null ? null : text(identifier, 'value');
    if (inline) return inline;
    const reference = text(basedOn, 'reference');
    const request = reference === null ? null : find(reference, 'ServiceRequest');
    const requisition = request === null ? null : child(request, 'requisition');
    const found =
      (requisition === null ? null : text(requisition, 'value')) ??
      (request === null
        ? null
        : list(request, 'identifier')
            .map((each) => text(each, 'value'))
            .find(Boolean));
    if (found) return found;
  }
  throw invalid(
    DELIVERY_ERROR_CODES.requiredMissing,
    'must name the order the report answers.',
    `${report.path}.basedOn`,
  );
}

function preferredCoding(concept: Located): Located {
  const codings = list(concept, 'coding');
  const coding = codings.find((each) => text(each, 'system') === LOINC_SYSTEM) ?? codings[0];
  if (coding === undefined)
    throw invalid(DELIVERY_ERROR_CODES.requiredMissing, 'is required.', `${concept.path}.coding`);
  return coding;
}

function readPatient(patient: Located): LabPatientIdentity {
  const pesel = list(patient, 'identifier').find((identifier) =>
    PESEL_SYSTEMS.includes(text(identifier, 'system') ?? ''),
  );
  const [name] = list(patient, 'name');
  const gender = text(patient, 'gender');
  const birthDate = text(patient, 'birthDate');
  if (birthDate !== null && !/^\d{4}-\d{2}-\d{2}$/u.test(birthDate)) {
    throw invalid(DELIVERY_ERROR_CODES.dataType, 'must be a full date (YYYY-MM-DD).', `${patient.path}.birthDate`);
  }
  const given = name === undefined ? undefined : name.value.given;
  return {
    pesel: pesel === undefined ? null : text(pesel, 'value'),
    familyName: name === undefined ? null : text(name, 'family'),
    givenName: Array.isArray(given) && typeof given[0] === 'string' ? given[0] : null,
    birthDate,
    sex: gender === 'male' ? 'm' : gender === 'female' ? 'f' : null,
  };
}

/**
 * Every note's text, and those the lab wrote for the patient: an Annotation carrying the annotation type
 * extension (FHIR's mapping of HL7 NTE-4) coded PI, patient instructions. A clinician's conclusion comes first.
 */
function notesOf(
  annotations: Located[],
  conclusion: string | null = null,
): { notes: string[]; patientNotes: string[] } {
  const notes: string[] = conclusion ? [conclusion] : [];
  const patientNotes: string[] = [];
  for (const annotation of annotations) {
    const words = text(annotation, 'text');
    if (!words) continue;
    notes.push(words);
    if (isForPatient(annotation)) patientNotes.push(words);
  }
  return { notes, patientNotes };
}

function isForPatient(annotation: Located): boolean {
  return list(annotation, 'extension').some((extension) => {
    if (text(extension, 'url') !== LAB_NOTE_AUDIENCE.fhirAnnotationTypeUrl) return false;
    const concept = child(extension, 'valueCodeableConcept');
    return (
      concept !== null &&
      list(concept, 'coding').some((coding) => {
        const system = text(coding, 'system');
        const code = text(coding, 'code');
        return (
          (system === null || system === LAB_NOTE_AUDIENCE.commentTypeSystem) &&
          code === LAB_NOTE_AUDIENCE.patientCommentType
        );
      })
    );
  });
}

const INSTANT = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2}))?$/u;

/** A value the lab sent that cannot be read, kept aside with where and why. */
function unreadable(observation: Located, error: DeliveryError): UnreadableValue {
  const code = observation.value.code as { text?: unknown } | undefined;
  return {
    name: typeof code?.text === 'string' ? code.text : String(observation.value.id ?? 'Observation'),
    location: error.location,
    reason: error.message,
    asSent: JSON.stringify(observation.value),
  };
}

/**
 * A FHIR dateTime as an instant. A day alone ('2026-04-30') is the start of that day in the lab's zone, and says
 * so, so no screen shows it as midnight; a time always comes with its zone.
 */
function instant(parent: Located, key: string, timeZone: string): { iso: string; dateOnly: boolean } | null {
  const value = text(parent, key);
  if (value === null) return null;
  const date = new Date(value);
  if (!INSTANT.test(value) || Number.isNaN(date.getTime())) {
    throw invalid(DELIVERY_ERROR_CODES.dataType, 'must be a date and time with a zone.', `${parent.path}.${key}`);
  }
  if (/^\d{4}-\d{2}-\d{2}$/u.test(value)) {
    return { iso: DateTime.fromISO(value, { zone: timeZone }).toUTC().toISO() ?? date.toISOString(), dateOnly: true };
  }
  return { iso: date.toISOString(), dateOnly: false };
}
