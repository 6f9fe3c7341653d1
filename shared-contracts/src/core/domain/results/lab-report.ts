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
  labRange: ReferenceRange | null;
  /** The flag the lab printed; kept for review only, the shop computes its own. */
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
}

/** A document as the lab attached it: its media type ('application/pdf') and its bytes in base64. */
export interface DeliveredDocument {
  contentType: string;
  title: string | null;
  base64: string;
}
