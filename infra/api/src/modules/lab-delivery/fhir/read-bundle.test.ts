import type { Observation } from '@medplum/fhirtypes';
import { DeliveryError } from '../delivery-errors';
import { sampleBundle } from '../testing/sample-bundle';
import { readFhirBundle } from './read-bundle';

const lipids = sampleBundle({
  orderNumber: 'LS-000007',
  labReportId: 'FR-77',
  testCode: '57698-3',
  testName: 'Lipid panel',
  pesel: '85041012345',
  observations: [
    { loinc: '2093-3', name: 'Cholesterol', quantity: { value: 212, unit: 'mg/dL' }, high: 199 },
    { loinc: '2085-9', name: 'HDL', quantity: { value: 55, unit: 'mg/dL' }, low: 50, rangeText: '>=50' },
    { loinc: '5802-4', name: 'Nitrite', text: 'Positive' },
  ],
});

describe('reading a FHIR R4 Bundle', () => {
  it('names a report without a business identifier by its resource id and the moment it was issued', () => {
    const bundle = structuredClone(lipids);
    const report = bundle.entry?.find((entry) => entry.resource?.resourceType === 'DiagnosticReport')?.resource;
    if (report?.resourceType !== 'DiagnosticReport') throw new Error('The sample has no report');
    delete report.identifier;
    report.id = '1';
    expect(readFhirBundle(bundle)[0]?.labReportId).toBe('1@2026-05-01T08:00:00.000Z');
    delete report.issued;
    expect(readFhirBundle(bundle)[0]?.labReportId).toBe('1');
  });

  it('reads the report, the patient and each observation with its UCUM unit and range', () => {
    const [report] = readFhirBundle(lipids);
    expect(report).toMatchObject({
      labReportId: 'FR-77',
      orderNumber: 'LS-000007',
      testCode: '57698-3',
      testName: 'Lipid panel',
      status: 'final',
      collectedAt: '2026-04-30T06:15:00.000Z',
      issuedAt: '2026-05-01T08:00:00.000Z',
      patient: { pesel: '85041012345', familyName: 'Kowalska', givenName: 'Anna', birthDate: '1985-04-10', sex: 'f' },
    });
    expect(report?.observations).toEqual([
      {
        loinc: '2093-3',
        labCode: null,
        name: 'Cholesterol',
        value: { kind: 'quantity', value: 212, unit: 'mg/dL' },
        labRange: { normal: { high: { value: 199, inclusive: true } } },
        labFlag: null,
        notes: [],
        patientNotes: [],
      },
      expect.objectContaining({
        labRange: { normal: { low: { value: 50, inclusive: true } }, text: '>=50' },
      }),
      expect.objectContaining({ value: { kind: 'text', text: 'Positive' }, labRange: null }),
    ]);
  });

  it('marks as the patient’s only the notes typed as patient instructions; the conclusion is for clinicians', () => {
    const bundle = sampleBundle({
      orderNumber: 'LS-000007',
      labReportId: 'FR-NOTES',
      testCode: '2823-3',
      observations: [
        {
          loinc: '2823-3',
          name: 'Potassium',
          quantity: { value: 4.2, unit: 'mmol/L' },
          note: 'QC lot 7781',
          noteForPatient: 'Repeat in three months.',
        },
      ],
    });
    const report = reportOf(bundle);
    report.conclusion = 'Normokalaemia.';
    // R4 has no DiagnosticReport.note (R5 adds it); labs that send one are read all the same.
    Object.assign(report, { note: [{ text: 'Rerun on analyser 2' }] });

    const [read] = readFhirBundle(bundle);

    expect(read).toMatchObject({ notes: ['Normokalaemia.', 'Rerun on analyser 2'], patientNotes: [] });
    expect(read?.observations[0]).toMatchObject({
      notes: ['QC lot 7781', 'Repeat in three months.'],
      patientNotes: ['Repeat in three months.'],
    });
  });

  it('keeps a value whose range has its low end above its high end aside, for review', () => {
    const bundle = sampleBundle({
      orderNumber: 'LS-000007',
      labReportId: 'FR-INVERTED',
      testCode: '2823-3',
      observations: [
        { loinc: '2823-3', name: 'Potassium', quantity: { value: 4.2, unit: 'mmol/L' }, low: 5.1, high: 3.5 },
      ],
    });
    const [report] = readFhirBundle(bundle);
    expect(report?.observations).toEqual([]);
    expect(report?.unreadableValues).toEqual([
      expect.objectContaining({
        name: 'Potassium',
        location: 'Bundle.entry[1].resource.referenceRange[0]',
        reason: expect.stringContaining('low end above its high end') as unknown,
      }),
    ]);
  });

  it('reads Observations contained in the report', () => {
    const bundle = structuredClone(lipids);
    const observations = (bundle.entry ?? []).flatMap((entry) =>
      entry.resource?.resourceType === 'Observation' ? [entry.resource] : [],
    );
    bundle.entry = bundle.entry?.filter((entry) => entry.resource?.resourceType !== 'Observation');
    const report = reportOf(bundle);
    report.contained = observations;
    report.result = observations.map((observation) => ({ reference: `#${observation.id ?? ''}` }));

    expect(readFhirBundle(bundle)[0]?.observations.map((observation) => observation.name)).toEqual([
      'Cholesterol',
      'HDL',
      'Nitrite',
    ]);
  });

  const broken = (change: (bundle: ReturnType<typeof structuredClone<typeof lipids>>) => void) => {
    const copy = structuredClone(lipids);
    change(copy);
    return copy;
  };
  const reportOf = (bundle: typeof lipids) => {
    const entry = bundle.entry?.find((each) => each.resource?.resourceType === 'DiagnosticReport');
    if (entry?.resource?.resourceType !== 'DiagnosticReport') throw new Error('no report');
    return entry.resource;
  };
  const firstObservation = (bundle: typeof lipids) => {
    const entry = bundle.entry?.find((each) => each.resource?.resourceType === 'Observation');
    if (entry?.resource?.resourceType !== 'Observation') throw new Error('no observation');
    return entry.resource;
  };

  it.each<[string, unknown, string, 'rejected' | 'error']>([
    ['a Patient alone', { resourceType: 'Patient' }, 'resourceType: Only a FHIR Bundle is accepted.', 'rejected'],
    ['a list', [], 'The body must be a FHIR resource in JSON.', 'rejected'],
    [
      'no report',
      broken((bundle) => {
        bundle.entry = bundle.entry?.filter((each) => each.resource?.resourceType !== 'DiagnosticReport');
      }),
      'Bundle.entry: The Bundle holds no DiagnosticReport.',
      'error',
    ],
    [
      'no order number',
      broken((bundle) => {
        reportOf(bundle).basedOn = [];
      }),
      'Bundle.entry[4].resource.basedOn: must name the order the report answers.',
      'error',
    ],
    [
      'a result that points outside the Bundle',
      broken((bundle) => {
        reportOf(bundle).result = [{ reference: 'Observation/elsewhere' }];
      }),
      'Bundle.entry[4].resource.result[0]: must reference an Observation in the Bundle.',
      'error',
    ],
    [
      'a cancelled report',
      broken((bundle) => {
        reportOf(bundle).status = 'cancelled';
      }),
      'Bundle.entry[4].resource.status: must be final, amended, corrected or preliminary.',
      'error',
    ],
  ])('refuses %s', (_case, body, message, kind) => {
    let caught: unknown;
    try {
      readFhirBundle(body);
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(DeliveryError);
    expect(caught).toMatchObject({ message, kind });
  });

  it.each([
    [
      'a value in a unit system other than UCUM',
      (observation: Observation) => {
        if (observation.valueQuantity) observation.valueQuantity.system = 'http://example.org/units';
      },
      'Bundle.entry[1].resource.valueQuantity.system: must be http://unitsofmeasure.org.',
    ],
    [
      'a value that is text where a number belongs',
      (observation: Observation) => {
        Object.assign(observation.valueQuantity ?? {}, { value: '212' });
      },
      'Bundle.entry[1].resource.valueQuantity.value: must be a number.',
    ],
  ])('keeps %s aside with the reason, and reads the report', (_case, breakIt, reason) => {
    const [report] = readFhirBundle(broken((bundle) => breakIt(firstObservation(bundle))));
    expect(report?.unreadableValues).toEqual([expect.objectContaining({ reason })]);
  });
});
