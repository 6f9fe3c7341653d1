import { LabDeliveryAnswer, RESULT_READY_EVENT, accountChannel } from '@labshop/shared-contracts/core/api/results';
import { createTestAccount, signedInAs } from '../../testing/account-factories';
import type { TestApp } from '../../testing/create-test-app';
import { expectShape } from '../../testing/expect-shape';
import { deliverFhirResult } from '../results/testing/deliver-result';
import { registerLab } from './store/labs';
import { sampleBundle } from './testing/sample-bundle';
import { paidGlucoseOrderOfNewAccount } from './testing/paid-order';
import { nextEvent, subscribed } from '../../../../realtime/src/testing/browser-client';
import { startLiveApp, type LiveApp } from '../realtime/testing/live-harness';

/** The patient's open page hears of a corrected result and of a kept report an administrator matched. */
describe('results told live after a correction or a review', () => {
  let app: LiveApp;
  let testApp: TestApp;
  let labKey: string;

  beforeAll(async () => {
    app = await startLiveApp();
    ({ testApp } = app);
    ({ apiKey: labKey } = await registerLab(testApp.db, { code: 'told-lab', name: 'Told Lab' }));
  });
  afterEach(() => app.live.disconnectBrowsers());
  afterAll(() => app.close());

  const browserOf = (accountId: string) => app.browserOf(accountId);
  const paidGlucoseOrder = () => paidGlucoseOrderOfNewAccount(testApp.db);

  const glucose = (value: number) => [
    { loinc: '2345-7', name: 'Glucose', quantity: { value, unit: 'mmol/L' }, low: 3.9, high: 5.5 },
  ];

  it('tells the patient once when a correction changes the result, not for a repeat of it', async () => {
    const { account, orderNumber } = await paidGlucoseOrder();
    const labReportId = `TOLD-${orderNumber}`;
    const resultId = await deliverFhirResult(testApp, labKey, {
      orderNumber,
      labReportId,
      testCode: '2345-7',
      observations: glucose(7.1),
    });
    const channel = await subscribed(browserOf(account.id), accountChannel(account.id));
    const heard: unknown[] = [];
    channel.bind(RESULT_READY_EVENT, (data: unknown) => heard.push(data));
    const told = nextEvent(channel, RESULT_READY_EVENT);

    const correction = JSON.stringify(
      sampleBundle({ orderNumber, labReportId, testCode: '2345-7', status: 'corrected', observations: glucose(5.1) }),
    );
    const deliver = () =>
      testApp.app.inject({
        method: 'POST',
        url: '/api/lab/results',
        headers: { 'content-type': 'application/fhir+json', authorization: `Bearer ${labKey}` },
        payload: correction,
      });
    expect((await deliver()).statusCode).toBe(201);

    await expect(told).resolves.toEqual({
      resultId,
      testName: 'Glucose',
      status: 'ready',
      patientFirstName: 'Anna',
      outOfRange: 0,
      corrected: true,
    });
    await deliver();
    await app.live.drain(channel, accountChannel(account.id));
    expect(heard).toHaveLength(1);
  });

  it('tells the patient when an administrator matches a kept report to their order', async () => {
    const { account, orderNumber } = await paidGlucoseOrder();
    const kept = await testApp.app.inject({
      method: 'POST',
      url: '/api/lab/results',
      headers: { 'content-type': 'application/fhir+json', authorization: `Bearer ${labKey}` },
      // The lab mistyped the order number.
      payload: JSON.stringify(
        sampleBundle({
          orderNumber: 'LS-999999999',
          labReportId: `KEPT-${orderNumber}`,
          testCode: '2345-7',
          observations: glucose(6.2),
        }),
      ),
    });
    const keptId = expectShape(kept.json(), LabDeliveryAnswer).reports[0]?.id ?? '';
    const admin = await createTestAccount(testApp.db, { roles: ['patient', 'admin'] });
    const headers = await signedInAs(testApp.app, admin.id, 'admin');
    const channel = await subscribed(browserOf(account.id), accountChannel(account.id));
    const told = nextEvent(channel, RESULT_READY_EVENT);

    const matched = await testApp.app.inject({
      method: 'POST',
      url: `/api/admin/lab-deliveries/unmatched/${keptId}/match`,
      headers,
      payload: { orderNumber },
    });

    expect(matched.statusCode).toBe(200);
    await expect(told).resolves.toMatchObject({
      resultId: matched.json().resultId,
      testName: 'Glucose',
      outOfRange: 1,
      corrected: false,
    });
  });
});
