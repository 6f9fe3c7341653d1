import type { ValidateFunction } from 'ajv';
import type { Bundle, DiagnosticReport, Observation } from '@medplum/fhirtypes';
import { createTestAccount, signedIn } from '../../testing/account-factories';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { testPesel } from '../../testing/identity-numbers';
import { registerLab } from '../lab-delivery/store/labs';
import { sampleBundle } from '../lab-delivery/testing/sample-bundle';
import { sampleOruR01 } from '../lab-delivery/testing/sample-oru-r01';
import { createLoincTest, createTestOrder } from '../lab-delivery/testing/paid-order';
import { compileFhirR4Validator } from './testing/fhir-r4-schema';

const NOW = new Date('2026-05-02T09:00:00Z');

describe('exporting a patient’s archive as FHIR R4', () => {
  let testApp: TestApp;
  let validate: ValidateFunction;
  let labKey: string;

  beforeAll(async () => {
    validate = compileFhirR4Validator();
    testApp = await createTestApp({ clock: () => NOW });
    ({ apiKey: labKey } = await registerLab(testApp.db, { code: 'export-lab', name: 'Export lab' }));
  }, 60_000);
  afterAll(() => testApp.close());

  const deliver = (contentType: string, payload: string) =>
    testApp.app.inject({
      method: 'POST',
      url: '/api/lab/results',
      headers: { 'content-type': contentType, authorization: `Bearer ${labKey}` },
      payload,
    });
  const exportArchive = (orderPatientId: string, headers: Record<string, string> = {}) =>
    testApp.app.inject({ method: 'GET', url: `/api/results/patients/${orderPatientId}/fhir`, headers });

  /** Two orders for the same woman (same PESEL), each with a delivered report, one by HL7 and one by FHIR. */
  async function patientWithTwoReports() {
    const account = await createTestAccount(testApp.db);
    const pesel = testPesel('1985-04-10', 'f');
    const potassium = await createLoincTest(testApp.db, '2823-3', 'Potassium');
    const lipids = await createLoincTest(testApp.db, '57698-3', 'Lipid panel');
    const first = await createTestOrder(testApp.db, {
      accountId: account.id,
      patients: [{ patient: { pesel }, testIds: [potassium.id] }],
    });
    const second = await createTestOrder(testApp.db, {
      accountId: account.id,
      patients: [{ patient: { pesel }, testIds: [lipids.id] }],
    });
    const hl7 = await deliver(
      'x-application/hl7-v2+er7',
      sampleOruR01({
        orderNumber: first.orderNumber,
        labReportId: `HL7-${first.orderNumber}`,
        testCode: '2823-3',
        pesel,
        observations: [
          {
            loinc: '2823-3',
            name: 'Potassium',
            value: '6.5',
            unit: 'mmol/L',
            range: '3.5-5.1',
            note: 'Instrument run 4412, checked',
            noteForPatient: 'Repeat advised',
          },
        ],
      }),
    );
    const fhir = await deliver(
      'application/fhir+json',
      JSON.stringify(
        sampleBundle({
          orderNumber: second.orderNumber,
          labReportId: `FHIR-${second.orderNumber}`,
          testCode: '57698-3',
          pesel,
          collectedAt: '2026-03-02T08:00:00+01:00',
          observations: [
            { loinc: '2093-3', name: 'Cholesterol', quantity: { value: 212, unit: 'mg/dL' }, rangeText: '<200' },
            { loinc: '5802-4', name: 'Nitrite', text: 'Negative' },
          ],
        }),
      ),
    );
    expect([hl7.statusCode, fhir.statusCode]).toEqual([200, 201]);
    return { account, orderPatientId: first.patientIds[0] ?? '' };
  }

  it('answers a Bundle of the Patient, every DiagnosticReport and Observation that validates against the R4 schema', async () => {
    const { account, orderPatientId } = await patientWithTwoReports();

    const response = await exportArchive(orderPatientId, await signedIn(testApp.app, account.id));

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/fhir+json');
    const bundle: Bundle = response.json();
    const valid = validate(bundle);
    expect(validate.errors?.slice(0, 3) ?? []).toEqual([]);
    expect(valid).toBe(true);

    const resources = (bundle.entry ?? []).map((entry) => entry.resource);
    expect(resources.map((resource) => resource?.resourceType)).toEqual([
      'Patient',
      'DiagnosticReport',
      'Observation',
      'DiagnosticReport',
      'Observation',
      'Observation',
    ]);
    const reports = resources.filter(
      (resource): resource is DiagnosticReport => resource?.resourceType === 'DiagnosticReport',
    );
    // Newest sample first.
    expect(reports.map((report) => report.code.text)).toEqual(['Potassium', 'Lipid panel']);
    const values = resources.filter((resource): resource is Observation => resource?.resourceType === 'Observation');
    const potassium = values.find((value) => value.code.text === 'Potassium');
    expect(potassium).toMatchObject({
      valueQuantity: { value: 6.5, unit: 'mmol/L', system: 'http://unitsofmeasure.org', code: 'mmol/L' },
      interpretation: [{ coding: [{ code: 'HH', display: 'Critically high' }] }],
      referenceRange: [{ low: { value: 3.5 }, high: { value: 5.1 }, text: '3.5-5.1' }],
      // The archive is the patient's: it holds the note the lab wrote for them, not its note for other labs.
      note: [{ text: 'Repeat advised' }],
    });
    expect(JSON.stringify(bundle)).not.toContain('Instrument run 4412');
    const cholesterol = values.find((value) => value.code.text === 'Cholesterol');
    // '< 200' has an exclusive end, which FHIR's inclusive high cannot say: it travels as text only.
    expect(cholesterol?.referenceRange).toEqual([{ text: '<200' }]);
    expect(cholesterol?.interpretation?.[0]?.coding?.[0]?.code).toBe('H');
    expect(values.find((value) => value.code.text === 'Nitrite')).toMatchObject({
      valueString: 'Negative',
      interpretation: [{ coding: [{ code: 'N' }] }],
    });
  });

  it('hands on every range the lab sent, with whom each is for, not only the one the value was judged by', async () => {
    const account = await createTestAccount(testApp.db);
    const pesel = testPesel('1985-04-10', 'f');
    const haemoglobin = await createLoincTest(testApp.db, '718-7', 'Haemoglobin');
    const order = await createTestOrder(testApp.db, {
      accountId: account.id,
      patients: [{ patient: { pesel }, testIds: [haemoglobin.id] }],
    });
    const bundle = sampleBundle({
      orderNumber: order.orderNumber,
      labReportId: `RANGES-${order.orderNumber}`,
      testCode: '718-7',
      pesel,
      observations: [{ loinc: '718-7', name: 'Haemoglobin', quantity: { value: 13, unit: 'g/dL' } }],
    });
    const observation = bundle.entry?.find((entry) => entry.resource?.resourceType === 'Observation')?.resource;
    const unit = { unit: 'g/dL', system: 'http://unitsofmeasure.org', code: 'g/dL' };
    const forSex = (code: 'male' | 'female') => [
      { coding: [{ system: 'http://hl7.org/fhir/administrative-gender', code }] },
    ];
    if (observation?.resourceType === 'Observation') {
      observation.referenceRange = [
        { low: { value: 13.5, ...unit }, high: { value: 17.5, ...unit }, appliesTo: forSex('male') },
        { low: { value: 12, ...unit }, high: { value: 15.5, ...unit }, appliesTo: forSex('female') },
        {
          low: { value: 11, ...unit },
          high: { value: 14, ...unit },
          age: {
            low: { value: 1, unit: 'years', system: 'http://unitsofmeasure.org', code: 'a' },
            high: { value: 17, unit: 'years', system: 'http://unitsofmeasure.org', code: 'a' },
          },
        },
      ];
    }
    expect((await deliver('application/fhir+json', JSON.stringify(bundle))).statusCode).toBe(201);

    const response = await exportArchive(order.patientIds[0] ?? '', await signedIn(testApp.app, account.id));

    const exported: Bundle = response.json();
    expect(validate(exported)).toBe(true);
    const value = exported.entry
      ?.map((entry) => entry.resource)
      .find((resource) => resource?.resourceType === 'Observation');
    // 13 g/dL is normal for a woman (12-15.5), the range she was judged by; a man's would have called it low.
    expect(value).toMatchObject({ interpretation: [{ coding: [{ code: 'N' }] }] });
    expect(value?.resourceType === 'Observation' ? value.referenceRange : undefined).toEqual([
      {
        low: { value: 13.5, ...unit },
        high: { value: 17.5, ...unit },
        text: '13.5–17.5 g/dL',
        appliesTo: forSex('male'),
      },
      {
        low: { value: 12, ...unit },
        high: { value: 15.5, ...unit },
        text: '12–15.5 g/dL',
        appliesTo: forSex('female'),
      },
      {
        low: { value: 11, ...unit },
        high: { value: 14, ...unit },
        text: '11–14 g/dL',
        age: {
          low: { value: 1, unit: 'years', system: 'http://unitsofmeasure.org', code: 'a' },
          high: { value: 17, unit: 'years', system: 'http://unitsofmeasure.org', code: 'a' },
        },
      },
    ]);
  });

  it('would notice an export that breaks the schema', () => {
    const broken = {
      resourceType: 'Bundle',
      type: 'collection',
      entry: [{ resource: { resourceType: 'Observation' } }],
    };
    expect(validate(broken)).toBe(false);
    expect(
      validate({
        resourceType: 'Bundle',
        type: 'collection',
        entry: [{ resource: { resourceType: 'Patient', gender: 'woman' } }],
      }),
    ).toBe(false);
  });

  it('is 404 for another account and 401 for a guest', async () => {
    const { orderPatientId } = await patientWithTwoReports();
    const stranger = await createTestAccount(testApp.db);

    expect((await exportArchive(orderPatientId, await signedIn(testApp.app, stranger.id))).statusCode).toBe(404);
    expect((await exportArchive(orderPatientId)).statusCode).toBe(401);
    expect((await exportArchive('not-an-id', await signedIn(testApp.app, stranger.id))).statusCode).toBe(404);
  });
});
