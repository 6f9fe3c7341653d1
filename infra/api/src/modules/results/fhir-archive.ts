import type {
  Bundle,
  BundleEntry,
  CodeableConcept,
  DiagnosticReport,
  Observation,
  Patient,
  Quantity,
} from '@medplum/fhirtypes';
import {
  FLAG_WORDS,
  LOINC_SYSTEM,
  UCUM_SYSTEM,
  formatInterval,
  type InterpretationFlag,
  type RangeGroup,
  type ReferenceRange,
  type ReportStatus,
  type ValueComparator,
} from '@labshop/shared-contracts/core';

export const PESEL_SYSTEM = 'urn:oid:2.16.840.1.113883.3.4424.1.1.616';
/** Identifier systems for the shop's own codes, as URNs so they claim no web address. */
export const LAB_REPORT_ID_SYSTEM = 'urn:labshop:lab-report-id';
export const CATALOGUE_TEST_SYSTEM = 'urn:labshop:catalogue-test';
export const LAB_CODE_SYSTEM = 'urn:labshop:lab-code';
const INTERPRETATION_SYSTEM = 'http://terminology.hl7.org/CodeSystem/v3-ObservationInterpretation';
/** Whom a reference range applies to, by sex: FHIR's administrative gender. */
const GENDER_SYSTEM = 'http://hl7.org/fhir/administrative-gender';
/** HL7 v2 abnormal flags (table 0078): the system of the flag a lab printed in OBX-8. */
const LAB_FLAG_SYSTEM = 'http://terminology.hl7.org/CodeSystem/v2-0078';

export interface ArchivePatient {
  id: string;
  firstName: string;
  lastName: string;
  pesel: string | null;
  birthDate: string | null;
  sex: 'm' | 'f';
}

export interface ArchiveObservation {
  id: string;
  loinc: string | null;
  labCode: string | null;
  name: string;
  valueNumber: number | null;
  unit: string | null;
  comparator: ValueComparator | null;
  valueText: string | null;
  valueCode: string | null;
  valueSystem: string | null;
  range: ReferenceRange | null;
  /** Every range the lab sent when it sent several, each with whom it applies to; null when `range` is all. */
  labRanges: ReferenceRange[] | null;
  flag: InterpretationFlag | null;
  /** The flag the lab printed, as printed. */
  labFlag: string | null;
  notes: string[];
}

export interface ArchiveResult {
  id: string;
  labReportId: string;
  testName: string;
  testLoinc: string | null;
  testSlug: string;
  status: ReportStatus;
  collectedAt: Date | null;
  issuedAt: Date | null;
  receivedAt: Date;
  notes: string[];
  observations: ArchiveObservation[];
}

const urn = (id: string) => `urn:uuid:${id}`;

/**
 * A patient's whole archive as a FHIR R4 Bundle (collection): the Patient, and each report as a DiagnosticReport
 * with its Observations, referring to each other by the entries' urn:uuid full URLs so the Bundle stands alone.
 */
export function archiveBundle(patient: ArchivePatient, results: readonly ArchiveResult[], now: Date): Bundle {
  const entries: BundleEntry[] = [{ fullUrl: urn(patient.id), resource: patientResource(patient) }];
  for (const result of results) {
    const observations = result.observations.map((observation) => observationResource(observation, result, patient));
    entries.push({ fullUrl: urn(result.id), resource: reportResource(result, patient, observations) });
    for (const observation of observations) entries.push({ fullUrl: urn(observation.id ?? ''), resource: observation });
  }
  return { resourceType: 'Bundle', type: 'collection', timestamp: now.toISOString(), entry: entries };
}

function patientResource(patient: ArchivePatient): Patient {
  return {
    resourceType: 'Patient',
    id: patient.id,
    ...(patient.pesel === null ? {} : { identifier: [{ system: PESEL_SYSTEM, value: patient.pesel }] }),
    name: [{ family: patient.lastName, given: [patient.firstName] }],
    gender: patient.sex === 'm' ? 'male' : 'female',
    ...(patient.birthDate === null ? {} : { birthDate: patient.birthDate }),
  };
}

function reportResource(result: ArchiveResult, patient: ArchivePatient, observations: Observation[]): DiagnosticReport {
  const coding =
    result.testLoinc === null
      ? { system: CATALOGUE_TEST_SYSTEM, code: result.testSlug, display: result.testName }
      : { system: LOINC_SYSTEM, code: result.testLoinc, display: result.testName };
  return {
    resourceType: 'DiagnosticReport',
    id: result.id,
    identifier: [{ system: LAB_REPORT_ID_SYSTEM, value: result.labReportId }],
    status: result.status,
    category: [{ coding: [{ system: 'http://terminology.hl7.org/CodeSystem/v2-0074', code: 'LAB' }] }],
    code: { coding: [coding], text: result.testName },
    subject: { reference: urn(patient.id) },
    ...(result.collectedAt === null ? {} : { effectiveDateTime: result.collectedAt.toISOString() }),
    issued: (result.issuedAt ?? result.receivedAt).toISOString(),
    result: observations.map((observation) => ({ reference: urn(observation.id ?? '') })),
    ...(result.notes.length === 0 ? {} : { conclusion: result.notes.join('\n') }),
  };
}

function observationResource(
  observation: ArchiveObservation,
  result: ArchiveResult,
  patient: ArchivePatient,
): Observation {
  const coding =
    observation.loinc === null
      ? { system: LAB_CODE_SYSTEM, code: observation.labCode ?? observation.name, display: observation.name }
      : { system: LOINC_SYSTEM, code: observation.loinc, display: observation.name };
  const ranges = referenceRangesOf(observation);
  return {
    resourceType: 'Observation',
    id: observation.id,
    status: result.status,
    category: [
      { coding: [{ system: 'http://terminology.hl7.org/CodeSystem/observation-category', code: 'laboratory' }] },
    ],
    code: { coding: [coding], text: observation.name },
    subject: { reference: urn(patient.id) },
    ...(result.collectedAt === null ? {} : { effectiveDateTime: result.collectedAt.toISOString() }),
    ...valueOf(observation),
    ...interpretationOf(observation),
    ...(ranges.length === 0 ? {} : { referenceRange: ranges }),
    ...(observation.notes.length === 0 ? {} : { note: observation.notes.map((text) => ({ text })) }),
  };
}

/** The value: a number with its comparator when the lab could only bound it, a coded answer with its code, or words. */
function valueOf(
  observation: ArchiveObservation,
): Pick<Observation, 'valueQuantity' | 'valueString' | 'valueCodeableConcept'> {
  if (observation.valueNumber !== null) {
    const comparator = observation.comparator === null ? {} : { comparator: observation.comparator };
    return { valueQuantity: { ...comparator, ...quantity(observation.valueNumber, observation.unit ?? '') } };
  }
  const words = observation.valueText ?? '';
  if (observation.valueCode === null) return { valueString: words };
  const system = observation.valueSystem === null ? {} : { system: observation.valueSystem };
  return {
    valueCodeableConcept: { coding: [{ ...system, code: observation.valueCode, display: words }], text: words },
  };
}

/**
 * The flag readers are shown, and beside it the flag the lab printed when it says something else or is not one
 * of the shop's flags, so the lab's own judgement travels with the value.
 */
function interpretationOf(observation: ArchiveObservation): Pick<Observation, 'interpretation'> {
  const interpretation: CodeableConcept[] = [];
  if (observation.flag !== null) {
    interpretation.push({
      coding: [{ system: INTERPRETATION_SYSTEM, code: observation.flag, display: FLAG_WORDS[observation.flag] }],
      text: FLAG_WORDS[observation.flag],
    });
  }
  const labFlag = observation.labFlag?.trim() ?? '';
  if (labFlag !== '' && labFlag !== observation.flag) {
    interpretation.push({
      coding: labFlag.split('~').map((code) => ({ system: LAB_FLAG_SYSTEM, code })),
      text: `Flag printed by the lab: ${labFlag.replaceAll('~', ', ')}`,
    });
  }
  return interpretation.length === 0 ? {} : { interpretation };
}

function quantity(value: number, unit: string): Quantity {
  return unit === '' ? { value } : { value, unit, system: UCUM_SYSTEM, code: unit };
}

/**
 * Every range kept for the value: all the lab sent, each with whom it applies to (sex, age), when it sent several,
 * so another system can choose as the lab meant; else the one it was judged by.
 */
function referenceRangesOf(observation: ArchiveObservation) {
  const unit = observation.unit ?? '';
  const kept = observation.labRanges ?? (observation.range === null ? [] : [observation.range]);
  return kept.flatMap((range) => {
    const exported = referenceRange(range, unit);
    return exported === null ? [] : [{ ...exported, ...appliesToOf(range.appliesTo) }];
  });
}

/** Whom a range is for, as FHIR says it: the sex as administrative gender, the age in years with both ends included. */
function appliesToOf(group: RangeGroup | undefined) {
  if (group === undefined) return {};
  const years = (value: number) => ({ value, unit: 'years', system: UCUM_SYSTEM, code: 'a' });
  // The shop's upper age is not included (18-65 stops before 65); FHIR's is, so a whole year comes off it.
  const to = group.ageTo === undefined ? undefined : Number.isInteger(group.ageTo) ? group.ageTo - 1 : group.ageTo;
  const age = {
    ...(group.ageFrom === undefined ? {} : { low: years(group.ageFrom) }),
    ...(to === undefined ? {} : { high: years(to) }),
  };
  return {
    ...(group.sex === undefined
      ? {}
      : { appliesTo: [{ coding: [{ system: GENDER_SYSTEM, code: group.sex === 'm' ? 'male' : 'female' }] }] }),
    ...(Object.keys(age).length === 0 ? {} : { age }),
  };
}

/**
 * FHIR's low and high are inclusive, so only inclusive ends go there; the whole range is always in the text too,
 * which is the only place an exclusive end ('< 200') or an expected answer ('Negative') can be said.
 */
function referenceRange(range: ReferenceRange, unit: string) {
  const { normal } = range;
  const text =
    range.text ?? (normal !== undefined ? formatInterval(normal, unit) : range.normalTexts?.join(' or ')) ?? undefined;
  const low = normal?.low?.inclusive ? { low: quantity(normal.low.value, unit) } : {};
  const high = normal?.high?.inclusive ? { high: quantity(normal.high.value, unit) } : {};
  if (text === undefined && Object.keys(low).length === 0 && Object.keys(high).length === 0) return null;
  return { ...low, ...high, ...(text === undefined ? {} : { text }) };
}
