import { MARKED_VALUES_LIMIT, MarkedResultList } from '@labshop/shared-contracts/core/api/admin-lab-deliveries';
import { createTestAccount, signedIn, signedInAs } from '../../testing/account-factories';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { expectShape } from '../../testing/expect-shape';
import { registerLab } from '../lab-delivery/store/labs';
import { FINAL_SENT_AGAIN_CHANGED } from '../lab-delivery/report-succession';
import { createLoincTest, createTestOrder } from '../lab-delivery/testing/paid-order';
import type { SampleObx } from '../lab-delivery/testing/sample-oru-r01';
import { deliverOruResult } from '../results/testing/deliver-result';

const PATH = '/api/admin/lab-deliveries/marked-for-review';
const POTASSIUM = { loinc: '2823-3', name: 'Potassium', unit: 'mmol/L', range: '3.5-5.1' };

/** Results shown to patients that an administrator should look at: where they already review kept reports. */
describe('the administrators’ list of results and values marked for review', () => {
  let testApp: TestApp;
  let labKey: string;
  let now = new Date('2026-05-01T09:00:00Z');
  let sequence = 0;

  beforeAll(async () => {
    testApp = await createTestApp({ clock: () => now });
    ({ apiKey: labKey } = await registerLab(testApp.db, { code: 'marked-lab', name: 'Marked Lab' }));
  });
  afterAll(() => testApp.close());

  /** A paid potassium test and the lab's report of it, received at `at`. */
  async function delivered(at: string, observations: SampleObx[], labReportId?: string) {
    now = new Date(at);
    const account = await createTestAccount(testApp.db);
    const potassium = await createLoincTest(testApp.db, '2823-3', 'Potassium');
    const order = await createTestOrder(testApp.db, {
      accountId: account.id,
      placedAt: new Date('2026-04-01T09:00:00Z'),
      patients: [{ patient: {}, testIds: [potassium.id] }],
    });
    sequence += 1;
    const id = labReportId ?? `MARKED-${sequence}`;
    const send = (values: SampleObx[]) =>
      deliverOruResult(testApp, labKey, {
        orderNumber: order.orderNumber,
        labReportId: id,
        testCode: '2823-3',
        testName: 'Potassium',
        observations: values,
      });
    return { account, resultId: await send(observations), send };
  }

  const list = async () => {
    const admin = await createTestAccount(testApp.db, { roles: ['patient', 'admin'] });
    const response = await testApp.app.inject({
      method: 'GET',
      url: PATH,
      headers: await signedInAs(testApp.app, admin.id, 'admin'),
    });
    expect(response.statusCode).toBe(200);
    return expectShape(response.json(), MarkedResultList).results;
  };

  it('lists results whose values the lab and the shop judged apart, and results a final report changed, with why', async () => {
    const normal = await delivered('2026-05-02T09:00:00Z', [{ ...POTASSIUM, value: '4.2' }]);
    // The lab printed H against a value its own range calls normal: the patient sees the lab's flag, marked.
    const disagreeing = await delivered('2026-05-03T09:00:00Z', [
      { ...POTASSIUM, value: '4.2' },
      { ...POTASSIUM, name: 'Potassium again', value: '4.0', flag: 'H' },
    ]);
    const changedFinal = await delivered('2026-05-04T09:00:00Z', [{ ...POTASSIUM, value: '4.4' }]);
    now = new Date('2026-05-04T10:00:00Z');
    await changedFinal.send([{ ...POTASSIUM, value: '4.6' }]);

    const results = await list();

    const ids = results.map((result) => result.resultId);
    expect(ids).not.toContain(normal.resultId);
    expect(ids.indexOf(changedFinal.resultId)).toBeLessThan(ids.indexOf(disagreeing.resultId));
    expect(results.find((result) => result.resultId === disagreeing.resultId)).toEqual({
      resultId: disagreeing.resultId,
      labName: 'Marked Lab',
      labReportId: expect.stringMatching(/^MARKED-/u),
      testName: 'Potassium',
      reportStatus: 'final',
      receivedAt: '2026-05-03T09:00:00.000Z',
      reason: null,
      markedValues: 1,
      values: [
        {
          id: expect.any(String),
          name: 'Potassium again',
          displayValue: '4 mmol/L',
          flag: 'H',
          labFlag: 'H',
          reason: 'The lab flagged the value H, the shop’s reading of its range gives N.',
        },
      ],
    });
    expect(results.find((result) => result.resultId === changedFinal.resultId)).toMatchObject({
      reason: FINAL_SENT_AGAIN_CHANGED,
      reportStatus: 'corrected',
      markedValues: 0,
      values: [],
    });
  });

  it('carries a report’s first marked values in the lab’s order and counts them all', async () => {
    const many = MARKED_VALUES_LIMIT + 5;
    const report = await delivered(
      '2026-05-05T09:00:00Z',
      Array.from({ length: many }, (_, index) => ({
        ...POTASSIUM,
        name: `Value ${index + 1}`,
        value: '4.0',
        flag: 'L',
      })),
    );

    const marked = (await list()).find((result) => result.resultId === report.resultId);

    expect(marked?.markedValues).toBe(many);
    expect(marked?.values.map((value) => value.name)).toEqual(
      Array.from({ length: MARKED_VALUES_LIMIT }, (_, index) => `Value ${index + 1}`),
    );
  });

  it('answers 401 to a guest and 403 ‘It cannot be done.’ to a patient', async () => {
    const patient = await createTestAccount(testApp.db);

    const guest = await testApp.app.inject({ method: 'GET', url: PATH });
    const asPatient = await testApp.app.inject({
      method: 'GET',
      url: PATH,
      headers: await signedIn(testApp.app, patient.id),
    });

    expect(guest.statusCode).toBe(401);
    expect({ status: asPatient.statusCode, body: asPatient.json() }).toEqual({
      status: 403,
      body: { message: 'It cannot be done.' },
    });
  });
});
