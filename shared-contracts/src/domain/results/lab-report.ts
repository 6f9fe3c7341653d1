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
  notes: string[];
}

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
  notes: string[];
  /** The lab's own printout of the report, when it sent one (FHIR presentedForm, HL7 OBX of type ED). */
  document?: DeliveredDocument | null;
}

/** A document as the lab attached it: its media type ('application/pdf') and its bytes in base64. */
export interface DeliveredDocument {
  contentType: string;
  title: string | null;
  base64: string;
}
