import { createHmac } from 'node:crypto';
import ServerPusher from 'pusher';
import { DOCTOR_ACCESS_REQUESTED_EVENT } from '@labshop/shared-contracts/core/api/doctor-access';
import { RESULT_READY_EVENT, accountChannel } from '@labshop/shared-contracts/core/api/results';
import { createTestAccount, signedIn } from '../../testing/account-factories';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { registerLab } from '../lab-delivery/store/labs';
import { paidGlucoseOrderOfNewAccount } from '../lab-delivery/testing/paid-order';
import { deliverFhirResult } from '../results/testing/deliver-result';
import {
  createBrowserClient,
  disconnect,
  nextEvent,
  subscribed,
} from '../../../../realtime/src/testing/browser-client';
import { TEST_APP } from '../../../../realtime/src/testing/test-server';
import { realtimeSettingsFor, startLiveApp, type LiveApp } from './testing/live-harness';

describe('live updates of results', () => {
  let app: LiveApp;
  let testApp: TestApp;
  let labKey: string;

  beforeAll(async () => {
    app = await startLiveApp();
    ({ testApp } = app);
    ({ apiKey: labKey } = await registerLab(testApp.db, { code: 'live-lab', name: 'Live Lab' }));
  });
  afterEach(() => app.live.disconnectBrowsers());
  afterAll(() => app.close());

  const browserOf = (accountId: string) => app.browserOf(accountId);
  const paidOrder = () => paidGlucoseOrderOfNewAccount(testApp.db);

  const report = (orderNumber: string) => ({
    orderNumber,
    labReportId: `LIVE-${orderNumber}`,
    testCode: '2345-7',
    testName: 'Glucose',
    observations: [{ loinc: '2345-7', name: 'Glucose', quantity: { value: 7.1, unit: 'mmol/L' }, low: 3.9, high: 5.5 }],
  });

  it('tells the account’s open page once when a result is stored, not again for a repeated delivery', async () => {
    const { account, orderNumber } = await paidOrder();
    const channel = await subscribed(browserOf(account.id), accountChannel(account.id));
    const heard: unknown[] = [];
    channel.bind(RESULT_READY_EVENT, (data: unknown) => heard.push(data));
    const first = nextEvent(channel, RESULT_READY_EVENT);

    const resultId = await deliverFhirResult(testApp, labKey, report(orderNumber));
    await expect(first).resolves.toEqual({
      resultId,
      testName: 'Glucose',
      status: 'ready',
      patientFirstName: 'Anna',
      outOfRange: 1,
      corrected: false,
    });

    await deliverFhirResult(testApp, labKey, report(orderNumber));
    await app.live.drain(channel, accountChannel(account.id));
    expect(heard).toHaveLength(1);
  });

  it('tells the patient’s open page when a doctor asks for access', async () => {
    const { account } = await paidOrder();
    const doctor = await createTestAccount(testApp.db, { firstName: 'Piotr', lastName: 'Nowak', roles: ['doctor'] });
    const channel = await subscribed(browserOf(account.id), accountChannel(account.id));
    const asked = nextEvent(channel, DOCTOR_ACCESS_REQUESTED_EVENT);

    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/doctor/access-requests',
      headers: await signedIn(testApp.app, doctor.id),
      payload: { phone: account.phone },
    });

    expect(response.statusCode).toBe(201);
    await expect(asked).resolves.toEqual({ doctorId: doctor.id, doctorName: 'Piotr Nowak' });
  });

  describe('with the secret once published as the local default', () => {
    const PUBLISHED_SECRET = 'labshop-secret';

    it('refuses a page that signed its own subscription to another account’s channel', async () => {
      const { account } = await paidOrder();
      const intruder = createBrowserClient(app.live.server.port, { signingSecret: PUBLISHED_SECRET });
      try {
        const channel = intruder.subscribe(accountChannel(account.id));

        await expect(nextEvent(channel, 'pusher:subscription_error')).resolves.toMatchObject({
          type: 'AuthError',
          status: 401,
        });
      } finally {
        await disconnect(intruder);
      }
    });

    it('cannot put a forged result notice on a patient’s open page', async () => {
      const { account } = await paidOrder();
      const channel = await subscribed(browserOf(account.id), accountChannel(account.id));
      const heard: unknown[] = [];
      channel.bind(RESULT_READY_EVENT, (data: unknown) => heard.push(data));
      const forger = new ServerPusher({
        ...TEST_APP,
        secret: PUBLISHED_SECRET,
        host: '127.0.0.1',
        port: String(app.live.server.port),
      });

      await expect(
        forger.trigger(accountChannel(account.id), RESULT_READY_EVENT, { resultId: 'forged', testName: 'HIV' }),
      ).rejects.toMatchObject({ status: 401 });
      await app.live.drain(channel, accountChannel(account.id));
      expect(heard).toEqual([]);
    });
  });

  it('refuses to let one account listen on another’s channel', async () => {
    const { account } = await paidOrder();
    const intruder = await createTestAccount(testApp.db);

    const channel = browserOf(intruder.id).subscribe(accountChannel(account.id));

    await expect(nextEvent(channel, 'pusher:subscription_error')).resolves.toMatchObject({ type: 'AuthError' });
  });
});

describe('the broadcasting-auth endpoint', () => {
  let testApp: TestApp;
  const settings = realtimeSettingsFor(6001);

  beforeAll(async () => {
    testApp = await createTestApp({ config: { realtime: settings } });
  });
  afterAll(() => testApp.close());

  const authorise = async (accountId: string | null, body: Record<string, string>, json = false) =>
    testApp.app.inject({
      method: 'POST',
      url: '/api/broadcasting/auth',
      headers: {
        ...(accountId === null ? {} : await signedIn(testApp.app, accountId)),
        'content-type': json ? 'application/json' : 'application/x-www-form-urlencoded',
      },
      payload: json ? JSON.stringify(body) : new URLSearchParams(body).toString(),
    });

  const signature = (text: string) => createHmac('sha256', settings.secret).update(text).digest('hex');

  it('signs the caller’s own private channel as Pusher expects', async () => {
    const account = await createTestAccount(testApp.db);
    const channel = accountChannel(account.id);

    const response = await authorise(account.id, { socket_id: '1234.5678', channel_name: channel });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ auth: `${settings.key}:${signature(`1234.5678:${channel}`)}` });
  });

  it('signs the caller’s own presence channel with who they are, from a JSON body too', async () => {
    const account = await createTestAccount(testApp.db);
    const channel = `presence-account.${account.id}`;

    const response = await authorise(account.id, { socket_id: '1.2', channel_name: channel }, true);

    const channelData = JSON.stringify({ user_id: account.id });
    expect(response.json()).toEqual({
      auth: `${settings.key}:${signature(`1.2:${channel}:${channelData}`)}`,
      channel_data: channelData,
    });
  });

  it('refuses other channels (403), the signed-out (401) and malformed requests (422)', async () => {
    const account = await createTestAccount(testApp.db);
    const other = await createTestAccount(testApp.db);

    const foreign = await authorise(account.id, { socket_id: '1.2', channel_name: accountChannel(other.id) });
    const invented = await authorise(account.id, { socket_id: '1.2', channel_name: 'private-everything' });
    const signedOut = await authorise(null, { socket_id: '1.2', channel_name: accountChannel(account.id) });
    const malformed = await authorise(account.id, { socket_id: 'x', channel_name: accountChannel(account.id) });

    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toEqual({ message: 'It cannot be done.' });
    expect(invented.statusCode).toBe(403);
    expect(signedOut.statusCode).toBe(401);
    expect(malformed.statusCode).toBe(422);
    expect(malformed.json()).toMatchObject({ errors: { socket_id: [expect.any(String)] } });
  });

  it('has nothing to sign when live updates are off', async () => {
    const off = await createTestApp();
    try {
      const account = await createTestAccount(off.db);
      const response = await off.app.inject({
        method: 'POST',
        url: '/api/broadcasting/auth',
        headers: await signedIn(off.app, account.id),
        payload: { socket_id: '1.2', channel_name: accountChannel(account.id) },
      });
      expect(response.statusCode).toBe(404);
    } finally {
      await off.close();
    }
  });
});
