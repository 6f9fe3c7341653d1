import Pusher, { type Channel } from 'pusher-js';
import ServerPusher from 'pusher';
import type { RealtimeSettings } from '../../../platform/realtime-settings';
import { createTestApp, type TestApp } from '../../../testing/create-test-app';
import { signedIn } from '../../../testing/account-factories';
// The real channels server of infra/realtime, started in this process as its own tests start it.
import type { RealtimeServer } from '../../../../../realtime/src/app';
import { TEST_APP, startTestServer } from '../../../../../realtime/src/testing/test-server';
import { disconnect, nextEvent } from '../../../../../realtime/src/testing/browser-client';

/** The API's realtime settings for the channels server listening on this port. */
export const realtimeSettingsFor = (port: number): RealtimeSettings => ({
  enabled: true,
  ...TEST_APP,
  host: '127.0.0.1',
  port,
  cluster: null,
  useTls: false,
});

/**
 * The real channels server and the browsers connected to it during a test file: each browser is pusher-js as the
 * site sets it up, its subscriptions signed by the API's broadcasting-auth endpoint for the account it acts for.
 */
export interface LiveHarness {
  server: RealtimeServer;
  browserOf(testApp: TestApp, accountId: string): Pusher;
  /**
   * Resolves once everything published on the channel so far has reached this subscription: events on one channel
   * arrive in order, so when a marker sent now is in, any earlier event would have been too.
   */
  drain(channel: Channel, channelName: string): Promise<void>;
  /** Disconnects every browser opened since the last call. */
  disconnectBrowsers(): Promise<void>;
  close(): Promise<void>;
}

export async function startLiveHarness(): Promise<LiveHarness> {
  const server = await startTestServer();
  const browsers: Pusher[] = [];
  const disconnectBrowsers = async () => {
    await Promise.all(browsers.splice(0).map(disconnect));
  };
  return {
    server,
    browserOf(testApp, accountId) {
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
    },
    async drain(channel, channelName) {
      const marker = nextEvent(channel, 'marker');
      await new ServerPusher({ ...TEST_APP, host: '127.0.0.1', port: String(server.port) }).trigger(
        channelName,
        'marker',
        {},
      );
      await marker;
    },
    disconnectBrowsers,
    async close() {
      await disconnectBrowsers();
      await server.close();
    },
  };
}

/** An API test app that publishes to its own channels server, and browsers that listen as the site does. */
export interface LiveApp {
  testApp: TestApp;
  live: LiveHarness;
  browserOf(accountId: string): Pusher;
  close(): Promise<void>;
}

export async function startLiveApp(): Promise<LiveApp> {
  const live = await startLiveHarness();
  const testApp = await createTestApp({ config: { realtime: realtimeSettingsFor(live.server.port) } });
  return {
    testApp,
    live,
    browserOf: (accountId) => live.browserOf(testApp, accountId),
    async close() {
      await testApp.close();
      await live.close();
    },
  };
}
