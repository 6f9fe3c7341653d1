import Pusher from 'pusher-js';
import ServerPusher from 'pusher';
import { LabDeliveryAnswer, RESULT_READY_EVENT, accountChannel } from '@labshop/shared-contracts/api/results';
import { createTestAccount, signedIn } from '../../testing/account-factories';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { expectShape } from '../../testing/expect-shape';
import type { RealtimeSettings } from '../../platform/realtime-settings';
import { deliverFhirResult } from '../results/testing/deliver-result';
import { registerLab } from './labs';
import { sampleBundle } from './testing/sample-bundle';
import { createLoincTest, createTestOrder } from './testing/paid-order';
// The real channels server of infra/realtime, started in this process as its own tests start it.
import type { RealtimeServer } from '../../../../realtime/src/app';
import { TEST_APP, startTestServer } from '../../../../realtime/src/testing/test-server';
import { disconnect, nextEvent, subscribed } from '../../../../realtime/src/testing/browser-client';

/** The patient's open page hears of a corrected result and of a kept report an administrator matched. */
describe('results told live after a correction or a review', () => {
  let server: RealtimeServer;
  let testApp: TestApp;
  let labKey: string;
  const browsers: Pusher[] = [];

  beforeAll(async () => {
    server = await startTestServer();
    const realtime: RealtimeSettings = {
      enabled: true,
      ...TEST_APP,
      host: '127.0.0.1',
      port: server.port,
      cluster: null,
      useTls: false,
    };
    testApp = await createTestApp({ config: { realtime } });
    ({ apiKey: labKey } = await registerLab(testApp.db, { code: 'told-lab', name: 'Told Lab' }));
  });
  afterEach(async () => {
    await Promise.all(browsers.splice(0).map(disconnect));
  });
  afterAll(async () => {
    await testApp.close();
    await server.close();
  });

  /** pusher-js as the site sets it up, its subscription signed by the API's broadcasting-auth endpoint. */
  function browserOf(accountId: string): Pusher {
    const client = new Pusher(TEST_APP.key, {
      cluster: 'local',
      wsHost: '127.0.0.1',
      wsPort: server.port,
      forceTLS: false,
      enabledTransports: ['ws'],
      disableStats: true,
      channelAuthorization: {
        endpoint: '/api/broadcasting/auth',
        transport: 'ajax',
        customHandler: ({ socketId, channelName }, callback) => {
          void signedIn(testApp.app, accountId)
            .then((headers) =>
              testApp.app.inject({
                method: 'POST',
                url: '/api/broadcasting/auth',
                headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
                payload: new URLSearchParams({ socket_id: socketId, channel_name: channelName }).toString(),
              }),
            )
            .then((response) =>
              response.statusCode === 200
                ? callback(null, response.json())
                : callback(new Error(`${response.statusCode}`), null),
            );
        },
      },
    });
    browsers.push(client);
    return client;
  }

  async function paidGlucoseOrder() {
    const account = await createTestAccount(testApp.db);
    const test = await createLoincTest(testApp.db, '2345-7', 'Glucose');
    const { orderNumber } = await createTestOrder(testApp.db, {
      accountId: account.id,
      patients: [{ patient: {}, testIds: [test.id] }],
    });
    return { account, orderNumber };
  }

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
    const marker = nextEvent(channel, 'marker');
    await new ServerPusher({ ...TEST_APP, host: '127.0.0.1', port: String(server.port) }).trigger(
      accountChannel(account.id),
      'marker',
      {},
    );
    await marker;
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
    const headers = await signedIn(testApp.app, admin.id);
    await testApp.app.inject({ method: 'POST', url: '/api/user/role', headers, payload: { role: 'admin' } });
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
