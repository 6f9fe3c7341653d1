import { LabDeliveryAnswer } from '@labshop/shared-contracts/core/api/results';
import { createTestAccount, signedInAs } from '../../testing/account-factories';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { expectShape } from '../../testing/expect-shape';
import { readOutbox } from '../../testing/outbox';
import { registerLab } from '../lab-delivery/store/labs';
import { createLoincTest, createTestOrder, paidGlucoseOrderOfNewAccount } from '../lab-delivery/testing/paid-order';
import { sampleBundle, type SampleBundleOptions } from '../lab-delivery/testing/sample-bundle';
import { deliverFhirResult } from './testing/deliver-result';

describe('the e-mail that tells a patient a result is ready', () => {
  let testApp: TestApp;
  let labKey: string;

  beforeAll(async () => {
    testApp = await createTestApp();
    ({ apiKey: labKey } = await registerLab(testApp.db, { code: 'notice-lab', name: 'Notice Lab' }));
  });
  afterAll(() => testApp.close());

  const glucose = (value: number) => [
    { loinc: '2345-7', name: 'Glucose', quantity: { value, unit: 'mmol/L' }, low: 3.9, high: 5.5 },
  ];
  const deliver = (options: SampleBundleOptions & { status?: 'final' | 'preliminary' | 'corrected' }) =>
    testApp.app.inject({
      method: 'POST',
      url: '/api/lab/results',
      headers: { 'content-type': 'application/fhir+json', authorization: `Bearer ${labKey}` },
      payload: JSON.stringify(sampleBundle(options)),
    });
  const noticesTo = async (email: string) =>
    (await readOutbox(testApp.outbox.mail)).filter(
      (mail) => mail.to === email && mail.subject?.startsWith('Your result for'),
    );

  it('names the test and links to the result page, and never holds a value', async () => {
    const { account, orderNumber } = await paidGlucoseOrderOfNewAccount(testApp.db);

    const resultId = await deliverFhirResult(testApp, labKey, {
      orderNumber,
      labReportId: `NOTICE-${orderNumber}`,
      testCode: '2345-7',
      observations: glucose(7.4),
    });

    const notices = await noticesTo(account.email);
    expect(notices).toHaveLength(1);
    expect(notices[0]?.subject).toBe('Your result for Glucose is ready');
    expect(notices[0]?.text).toContain('Your result for Glucose is ready.');
    expect(notices[0]?.text).toContain(`http://127.0.0.1:8080/account/results/${resultId}`);
    expect(notices[0]?.text).not.toMatch(/7[.,]4|mmol|high|low/i);
  });

  it('tells once: the same report again or the lab’s correction of it sends no second notice', async () => {
    const { account, orderNumber } = await paidGlucoseOrderOfNewAccount(testApp.db);
    const report = { orderNumber, labReportId: `ONCE-${orderNumber}`, testCode: '2345-7' };

    expect((await deliver({ ...report, observations: glucose(6.1) })).statusCode).toBe(201);
    expect((await deliver({ ...report, observations: glucose(6.1) })).statusCode).toBe(201);
    expect((await deliver({ ...report, status: 'corrected', observations: glucose(5.2) })).statusCode).toBe(201);

    expect(await noticesTo(account.email)).toHaveLength(1);
  });

  it('waits for a preliminary result to become ready before telling', async () => {
    const { account, orderNumber } = await paidGlucoseOrderOfNewAccount(testApp.db);
    const report = { orderNumber, labReportId: `PRELIM-${orderNumber}`, testCode: '2345-7' };

    expect((await deliver({ ...report, status: 'preliminary', observations: glucose(6.1) })).statusCode).toBe(201);
    expect(await noticesTo(account.email)).toHaveLength(0);

    expect((await deliver({ ...report, status: 'corrected', observations: glucose(5.9) })).statusCode).toBe(201);
    expect(await noticesTo(account.email)).toHaveLength(1);
  });

  it('tells the patient when an administrator matches a kept report to their order', async () => {
    const { account, orderNumber } = await paidGlucoseOrderOfNewAccount(testApp.db);
    const kept = await deliver({
      // The lab mistyped the order number.
      orderNumber: 'LS-999999998',
      labReportId: `KEPT-NOTICE-${orderNumber}`,
      testCode: '2345-7',
      observations: glucose(6.2),
    });
    const keptId = expectShape(kept.json(), LabDeliveryAnswer).reports[0]?.id ?? '';
    expect(await noticesTo(account.email)).toHaveLength(0);
    const admin = await createTestAccount(testApp.db, { roles: ['patient', 'admin'] });
    const headers = await signedInAs(testApp.app, admin.id, 'admin');

    const matched = await testApp.app.inject({
      method: 'POST',
      url: `/api/admin/lab-deliveries/unmatched/${keptId}/match`,
      headers,
      payload: { orderNumber },
    });

    expect(matched.statusCode).toBe(200);
    const notices = await noticesTo(account.email);
    expect(notices).toHaveLength(1);
    expect(notices[0]?.text).toContain(`/account/results/${matched.json<{ resultId: string }>().resultId}`);
  });

  it('has nobody to tell for a guest’s order, which has no account', async () => {
    const test = await createLoincTest(testApp.db, '2345-7', 'Guest glucose');
    const { orderNumber } = await createTestOrder(testApp.db, { patients: [{ patient: {}, testIds: [test.id] }] });

    expect(
      (
        await deliver({
          orderNumber,
          labReportId: `GUEST-${orderNumber}`,
          testCode: '2345-7',
          observations: glucose(5),
        })
      ).statusCode,
    ).toBe(201);

    const mail = await readOutbox(testApp.outbox.mail);
    expect(mail.filter((message) => message.subject?.includes('Guest glucose'))).toEqual([]);
  });
});
