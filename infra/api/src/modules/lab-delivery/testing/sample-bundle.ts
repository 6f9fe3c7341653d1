import type { Bundle, Observation } from '@medplum/fhirtypes';

export interface SampleFhirObservation {
  loinc: string;
  /** The lab's name for the value; empty when it sends the LOINC code alone. */
  name: string;
  quantity?: { value: number; unit: string };
  text?: string;
  low?: number;
  high?: number;
  rangeText?: string;
  /** Several ranges as the lab sends them (by sex, by age), in place of `low`, `high` and `rangeText`. */
  referenceRanges?: Observation['referenceRange'];
  /** A note for clinicians (an Annotation without a type). */
  note?: string;
  /** A note the lab wrote for the patient (an Annotation typed PI, patient instructions). */
  noteForPatient?: string;
}

export interface SampleBundleOptions {
  orderNumber: string;
  labReportId: string;
  testCode: string;
  testName?: string;
  pesel?: string | null;
  birthDate?: string;
  gender?: 'male' | 'female';
  status?: string;
  /** When the sample was taken, with its zone. */
  collectedAt?: string;
  observations: SampleFhirObservation[];
}

function observationOf(sample: SampleFhirObservation, index: number): Observation {
  const range = {
    ...(sample.low === undefined ? {} : { low: { value: sample.low, unit: sample.quantity?.unit } }),
    ...(sample.high === undefined ? {} : { high: { value: sample.high, unit: sample.quantity?.unit } }),
    ...(sample.rangeText === undefined ? {} : { text: sample.rangeText }),
  };
  return {
    resourceType: 'Observation',
    id: `obs-${index + 1}`,
    status: 'final',
    // An empty name sends the LOINC code alone, as some labs do.
    code:
      sample.name === ''
        ? { coding: [{ system: 'http://loinc.org', code: sample.loinc }] }
        : { coding: [{ system: 'http://loinc.org', code: sample.loinc, display: sample.name }], text: sample.name },
    subject: { reference: 'urn:uuid:patient-1' },
    ...(sample.quantity
      ? {
          valueQuantity: {
            value: sample.quantity.value,
            unit: sample.quantity.unit,
            system: 'http://unitsofmeasure.org',
            code: sample.quantity.unit,
          },
        }
      : { valueString: sample.text ?? '' }),
    ...(sample.referenceRanges !== undefined
      ? { referenceRange: sample.referenceRanges }
      : Object.keys(range).length === 0
        ? {}
        : { referenceRange: [range] }),
    ...notesOf(sample),
  };
}

function notesOf(sample: SampleFhirObservation): Pick<Observation, 'note'> {
  const note: NonNullable<Observation['note']> = [];
  if (sample.note) note.push({ text: sample.note });
  if (sample.noteForPatient) {
    note.push({
      text: sample.noteForPatient,
      extension: [
        {
          url: 'http://hl7.org/fhir/StructureDefinition/annotationType',
          valueCodeableConcept: {
            coding: [{ system: 'http://terminology.hl7.org/CodeSystem/v2-0364', code: 'PI' }],
          },
        },
      ],
    });
  }
  return note.length === 0 ? {} : { note };
}

/** A FHIR R4 transaction Bundle as a lab would deliver one report: Patient, Observations, DiagnosticReport. */
export function sampleBundle(options: SampleBundleOptions): Bundle {
  const observations = options.observations.map(observationOf);
  return {
    resourceType: 'Bundle',
    type: 'collection',
    entry: [
      {
        fullUrl: 'urn:uuid:patient-1',
        resource: {
          resourceType: 'Patient',
          identifier: options.pesel
            ? [{ system: 'urn:oid:2.16.840.1.113883.3.4424.1.1.616', value: options.pesel }]
            : [],
          name: [{ family: 'Kowalska', given: ['Anna'] }],
          gender: options.gender ?? 'female',
          birthDate: options.birthDate ?? '1985-04-10',
        },
      },
      ...observations.map((resource) => ({ fullUrl: `urn:uuid:${resource.id}`, resource })),
      {
        fullUrl: 'urn:uuid:report-1',
        resource: {
          resourceType: 'DiagnosticReport',
          identifier: [{ system: 'https://lab.example/reports', value: options.labReportId }],
          basedOn: [{ identifier: { value: options.orderNumber } }],
          status: (options.status ?? 'final') as 'final',
          code: {
            coding: [{ system: 'http://loinc.org', code: options.testCode, display: options.testName ?? 'Test' }],
          },
          subject: { reference: 'urn:uuid:patient-1' },
          effectiveDateTime: options.collectedAt ?? '2026-04-30T08:15:00+02:00',
          issued: '2026-05-01T10:00:00+02:00',
          result: observations.map((resource) => ({ reference: `urn:uuid:${resource.id}` })),
        },
      },
    ],
  };
}
