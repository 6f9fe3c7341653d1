import { ResultDetail } from '@labshop/shared-contracts/core/api/results';
import { createTestAccount, signedIn } from '../../testing/account-factories';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { expectShape } from '../../testing/expect-shape';
import { testPesel } from '../../testing/identity-numbers';
import { registerLab } from '../lab-delivery/store/labs';
import { createLoincTest, createTestOrder } from '../lab-delivery/testing/paid-order';
import { sampleOruR01 } from '../lab-delivery/testing/sample-oru-r01';
import { deliverFhirResult } from './testing/deliver-result';

describe('a result as its reader reads it', () => {
  let testApp: TestApp;
  let labKey: string;

  beforeAll(async () => {
    testApp = await createTestApp({ clock: () => new Date('2026-05-02T09:00:00Z') });
    ({ apiKey: labKey } = await registerLab(testApp.db, { code: 'plain-lab', name: 'Plain Lab' }));
  });
  afterAll(() => testApp.close());

  async function read(resultId: string, accountId: string, path = `/api/results/${resultId}`) {
    const response = await testApp.app.inject({
      method: 'GET',
      url: path,
      headers: await signedIn(testApp.app, accountId),
    });
    expect(response.statusCode).toBe(200);
    return expectShape(response.json(), ResultDetail);
  }

  /** A patient account with a paid order of the given tests (by LOINC code), placed on the day given. */
  async function paidOrder(accountId: string, pesel: string, loincs: string[], placedAt: string) {
    const tests = await Promise.all(loincs.map((loinc) => createLoincTest(testApp.db, loinc, `Test ${loinc}`)));
    return createTestOrder(testApp.db, {
      accountId,
      placedAt: new Date(placedAt),
      patients: [{ patient: { pesel }, testIds: tests.map((test) => test.id) }],
    });
  }

  it('names a value sent by its LOINC code alone as patients know it, with a readable unit and what it means', async () => {
    const pesel = testPesel('1985-04-10', 'f');
    const account = await createTestAccount(testApp.db, { pesel, birthDate: '1985-04-10', sex: 'f' });
    const { orderNumber } = await paidOrder(account.id, pesel, ['58410-2'], '2026-04-29T09:00:00Z');
    const resultId = await deliverFhirResult(testApp, labKey, {
      orderNumber,
      labReportId: `CBC-${orderNumber}`,
      testCode: '58410-2',
      pesel,
      observations: [
        { loinc: '718-7', name: '', quantity: { value: 10.9, unit: 'g/dL' }, low: 12, high: 15.5 },
        {
          loinc: '6690-2',
          name: 'Leukocytes [#/volume] in Blood by Automated count',
          quantity: { value: 6.1, unit: '10*9/L' },
          low: 4,
          high: 11,
        },
      ],
    });

    const result = await read(resultId, account.id);

    const [haemoglobin, whiteCells] = result.observations;
    expect(haemoglobin).toMatchObject({
      name: 'Haemoglobin',
      nameFromLab: '718-7',
      displayValue: '10.9 g/dL',
      flagWords: 'Low',
      explanation: {
        measures: 'The protein in red blood cells that carries oxygen around the body.',
        low: 'Low haemoglobin (anaemia) is often caused by too little iron, for example after heavy periods.',
        high: 'High haemoglobin is often due to dehydration, smoking or living at altitude.',
        abnormal: null,
        reading: null,
        talkToDoctor:
          'Talk to a doctor if it is outside the range, sooner if you are short of breath, dizzy or very tired.',
      },
    });
    expect(whiteCells).toMatchObject({
      name: 'White blood cells',
      nameFromLab: 'Leukocytes [#/volume] in Blood by Automated count',
      value: { kind: 'quantity', value: 6.1, unit: '10*9/L' },
      unitText: '×10⁹/L',
      displayValue: '6.1 ×10⁹/L',
      range: { text: '4–11 ×10⁹/L' },
    });
  });

  it('keeps one history for an analyte measured in different units by different codes', async () => {
    const pesel = testPesel('1985-04-10', 'f');
    const account = await createTestAccount(testApp.db, { pesel, birthDate: '1985-04-10', sex: 'f' });
    const march = await paidOrder(account.id, pesel, ['2345-7'], '2026-03-01T09:00:00Z');
    const april = await paidOrder(account.id, pesel, ['14749-6'], '2026-04-01T09:00:00Z');
    const deliver = (
      orderNumber: string,
      testCode: string,
      collectedAt: string,
      quantity: { value: number; unit: string },
    ) =>
      deliverFhirResult(testApp, labKey, {
        orderNumber,
        labReportId: `GLU-${orderNumber}`,
        testCode,
        pesel,
        collectedAt,
        observations: [{ loinc: testCode, name: 'Glucose', quantity }],
      });
    const inMarch = await deliver(march.orderNumber, '2345-7', '2026-03-02T08:00:00Z', { value: 92, unit: 'mg/dL' });
    const inApril = await deliver(april.orderNumber, '14749-6', '2026-04-02T08:00:00Z', { value: 5.4, unit: 'mmol/L' });

    const result = await read(inApril, account.id);

    expect(result.observations[0]?.name).toBe('Glucose');
    expect(result.observations[0]?.history.map((point) => [point.resultId, point.value])).toEqual([
      [inMarch, { kind: 'quantity', value: 92, unit: 'mg/dL' }],
      [inApril, { kind: 'quantity', value: 5.4, unit: 'mmol/L' }],
    ]);
  });

  it('shows the patient only the notes the lab wrote for them, and a doctor they share with every note', async () => {
    const pesel = testPesel('1985-04-10', 'f');
    const patient = await createTestAccount(testApp.db, { pesel, birthDate: '1985-04-10', sex: 'f' });
    const doctor = await createTestAccount(testApp.db, { roles: ['doctor'] });
    const { orderNumber } = await paidOrder(patient.id, pesel, ['2823-3'], '2026-04-29T09:00:00Z');
    const message = sampleOruR01({
      orderNumber,
      labReportId: `NOTES-${orderNumber}`,
      testCode: '2823-3',
      pesel,
      observations: [
        {
          loinc: '2823-3',
          name: 'K',
          value: '4.2',
          unit: 'mmol/L',
          range: '3.5-5.1',
          note: 'Analyser 3, run 4412',
          noteForPatient: 'Drink plenty of water before your next test.',
        },
      ],
    });
    const delivered = await testApp.app.inject({
      method: 'POST',
      url: '/api/lab/results',
      headers: { 'content-type': 'x-application/hl7-v2+er7', authorization: `Bearer ${labKey}` },
      payload: message,
    });
    expect(delivered.statusCode).toBe(200);
    const overview = await testApp.app.inject({
      method: 'GET',
      url: '/api/results',
      headers: await signedIn(testApp.app, patient.id),
    });
    const resultId: string = overview.json().patients[0].entries[0].resultId;

    const asPatient = await read(resultId, patient.id);
    expect(asPatient.observations[0]).toMatchObject({
      name: 'Potassium',
      nameFromLab: 'K',
      notes: ['Drink plenty of water before your next test.'],
    });

    const headers = await signedIn(testApp.app, doctor.id);
    await testApp.app.inject({ method: 'POST', url: '/api/doctor/access-requests', headers, payload: { pesel } });
    await testApp.app.inject({
      method: 'POST',
      url: `/api/profile/history/add-access/${doctor.id}`,
      headers: await signedIn(testApp.app, patient.id),
      payload: { add_access: true },
    });
    const asDoctor = await read(resultId, doctor.id, `/api/doctor/shared-patients/${patient.id}/results/${resultId}`);
    expect(asDoctor.observations[0]?.notes).toEqual([
      'Analyser 3, run 4412',
      'Drink plenty of water before your next test.',
    ]);
  });
});
