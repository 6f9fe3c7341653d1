import type { Sex } from '../validators/pesel';
import type { ObservationValue } from './interpretation';
import type { ReferenceRange } from './reference-range';

export const LOINC_SYSTEM = 'http://loinc.org';
export const UCUM_SYSTEM = 'http://unitsofmeasure.org';

export type ReportStatus = 'preliminary' | 'final' | 'corrected';

/** Who the lab says the sample came from; checked against the ordered test's patient before anything is stored. */
export interface LabPatientIdentity {
  /** The national id (PESEL) when the lab sent one. */
  pesel: string | null;
  familyName: string | null;
  givenName: string | null;
  birthDate: string | null;
  sex: Sex | null;
}

/** One measured value as the lab delivered it, before the shop judges it. */
export interface DeliveredObservation {
  /** LOINC code; null when the lab used only its own code. */
  loinc: string | null;
  /** The lab's code when it is not LOINC, kept so nothing is lost. */
  labCode: string | null;
  name: string;
  value: ObservationValue;
  /** The lab's range for this patient: the one of `labRanges` for their sex and age when it sent several. */
  labRange: ReferenceRange | null;
  /**
   * Every range the lab sent when it sent several (FHIR referenceRanges by sex, by age), each with whom it applies
   * to, so all of them are kept and handed on, not only the one judged by. Absent when it sent one or none.
   */
  labRanges?: ReferenceRange[];
  /**
   * The flag the lab printed (OBX-8, Observation.interpretation), as printed. Kept beside the shop's own flag; it is
   * shown when the shop cannot judge the value, and wins (marked for review) when the two disagree.
   */
  labFlag: string | null;
  /** Every note the lab wrote on the value, in its order: doctors and administrators read them all. */
  notes: string[];
  /** Those of `notes` the lab wrote for the patient (see `LAB_NOTE_AUDIENCE`): the only ones patients read. */
  patientNotes: string[];
}

/**
 * Who a lab's note is for. Labs write notes for other labs and systems too (instrument text, test markers), so
 * a note reaches the patient only when the lab marks it as written for them:
 * - HL7 v2: an NTE whose comment type (NTE-4, HL7 table 0364) is PI, patient instructions, and whose source
 *   (NTE-2, table 0105) is not O, another system;
 * - FHIR R4: an Annotation (Observation.note, DiagnosticReport.note) carrying the annotation type extension (the
 *   mapping of NTE-4) with the same code PI. DiagnosticReport.conclusion is the lab's reading for clinicians.
 * Every other note is shown to doctors the patient shares results with and to administrators only.
 */
export const LAB_NOTE_AUDIENCE = {
  patientCommentType: 'PI',
  systemSource: 'O',
  fhirAnnotationTypeUrl: 'http://hl7.org/fhir/StructureDefinition/annotationType',
  commentTypeSystem: 'http://terminology.hl7.org/CodeSystem/v2-0364',
} as const;

/**
 * One report of one ordered test, the shape both HL7 v2 ORU^R01 and FHIR R4 deliveries are read into.
 * The order number and test code are what the shop sent with the sample; they find the ordered test.
 */
export interface DeliveredReport {
  /** The lab's own id for this report (filler order number, DiagnosticReport.identifier). */
  labReportId: string;
  /** The shop's order or accession number, echoed back by the lab. */
  orderNumber: string;
  /** The ordered test's code as the shop sent it (LOINC or catalogue code). */
  testCode: string;
  testName: string;
  status: ReportStatus;
  /** ISO timestamps. */
  collectedAt: string | null;
  issuedAt: string | null;
  patient: LabPatientIdentity;
  observations: DeliveredObservation[];
  /** Every note on the report as a whole; `patientNotes` are those written for the patient. */
  notes: string[];
  patientNotes: string[];
  /** The lab's own printout of the report, when it sent one (FHIR presentedForm, HL7 OBX of type ED). */
  document?: DeliveredDocument | null;
  /** Whether the lab gave the collection day only: `collectedAt` is then midnight in the lab's zone, not a time. */
  collectedDateOnly?: boolean;
  /** Values that could not be read or trusted: kept for review with the reason, while the others are stored. */
  unreadableValues?: UnreadableValue[];
}

/** One value the shop could not read or trust, as the lab wrote it, with where and why. */
export interface UnreadableValue {
  name: string;
  /** Where in the message: 'OBX[2]-5', 'Bundle.entry[3].resource.valueQuantity'. */
  location: string | null;
  reason: string;
  /** The segment or resource as the lab sent it. */
  asSent: string;
}

/** A document as the lab attached it: its media type ('application/pdf') and its bytes in base64. */
export interface DeliveredDocument {
  contentType: string;
  title: string | null;
  base64: string;
}
