import type Pusher from 'pusher-js';
import type { RealtimeServer } from './app';
import { createApiClient } from './testing/api-client';
import {
  createBrowserClient,
  disconnect,
  nextEvent,
  subscribed,
  type BrowserClientOptions,
} from './testing/browser-client';
import { startTestServer } from './testing/test-server';

describe('private channels', () => {
  let server: RealtimeServer;
  const browsers: Pusher[] = [];

  function browser(options: BrowserClientOptions = {}): Pusher {
    const client = createBrowserClient(server.port, options);
    browsers.push(client);
    return client;
  }

  beforeEach(async () => {
    server = await startTestServer();
  });

  afterEach(async () => {
    await Promise.all(browsers.splice(0).map(disconnect));
    await server.close();
  });

  it('lets a browser the app authorised subscribe and receive its events', async () => {
    const channel = await subscribed(browser(), 'private-patient.17');
    const received = nextEvent(channel, 'result-ready');

    await createApiClient(server.port).trigger('private-patient.17', 'result-ready', { resultId: 'R-100' });

    await expect(received).resolves.toEqual({ resultId: 'R-100' });
  });

  it.each<[string, BrowserClientOptions]>([
    ['a guessed secret', { signingSecret: 'not-the-app-secret' }],
    ['the secret once published as the local default', { signingSecret: 'labshop-secret' }],
    ["another app's key and secret", { signingKey: 'labshop-key', signingSecret: 'labshop-secret' }],
  ])('refuses a subscription signed with %s and sends it nothing', async (_case, forgery) => {
    const intruder = browser(forgery);
    const refusedChannel = intruder.subscribe('private-patient.17');

    await expect(nextEvent(refusedChannel, 'pusher:subscription_error')).resolves.toEqual({
      type: 'AuthError',
      error: 'The connection is not authorised to subscribe to private-patient.17.',
      status: 401,
    });

    const heardByIntruder: unknown[] = [];
    refusedChannel.bind('result-ready', (data: unknown) => heardByIntruder.push(data));
    const publicChannel = await subscribed(intruder, 'catalogue');
    const marker = nextEvent(publicChannel, 'price-updated');
    const api = createApiClient(server.port);
    await api.trigger('private-patient.17', 'result-ready', { resultId: 'R-100' });
    await api.trigger('catalogue', 'price-updated', {});
    await marker;

    expect(heardByIntruder).toEqual([]);
    const info = await api.get({ path: '/channels/private-patient.17' });
    await expect(info.json()).resolves.toEqual({ occupied: false });
  });
});
