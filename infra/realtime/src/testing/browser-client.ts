// A browser's side: pusher-js configured as the shell configures it, with channel authorisation signed
// by the official `pusher` package, as the API's broadcasting-auth endpoint does.
import Pusher, { type Channel } from 'pusher-js';
import ServerPusher from 'pusher';
import { TEST_APP } from './test-server';
import { withTimeout } from './wait-for';

export interface BrowserUser {
  id: string;
  info?: Record<string, string>;
}

export interface BrowserClientOptions {
  /** The presence identity the app's server vouches for. */
  user?: BrowserUser;
  /** Signs with another secret, as a forged or stale authorisation would be. */
  signingSecret?: string;
  /** Signs as another app, with that app's key. */
  signingKey?: string;
}

export function createBrowserClient(port: number, options: BrowserClientOptions = {}): Pusher {
  const signer = new ServerPusher({
    ...TEST_APP,
    key: options.signingKey ?? TEST_APP.key,
    secret: options.signingSecret ?? TEST_APP.secret,
    host: '127.0.0.1',
  });
  return new Pusher(TEST_APP.key, {
    cluster: 'local',
    wsHost: '127.0.0.1',
    wsPort: port,
    forceTLS: false,
    enabledTransports: ['ws'],
    disableStats: true,
    activityTimeout: 120_000,
    pongTimeout: 30_000,
    unavailableTimeout: 10_000,
    channelAuthorization: {
      customHandler: ({ socketId, channelName }, callback) => {
        const presence = options.user && { user_id: options.user.id, user_info: options.user.info };
        callback(null, signer.authorizeChannel(socketId, channelName, presence));
      },
    },
  });
}

export function connected(client: Pusher): Promise<void> {
  if (client.connection.state === 'connected') return Promise.resolve();
  const ready = new Promise<void>((resolve) => client.connection.bind('connected', () => resolve()));
  return withTimeout(ready, 'the connection');
}

/** Resolves with the data of the next `event` on the channel. */
export function nextEvent<T = unknown>(channel: Channel, event: string): Promise<T> {
  const received = new Promise<T>((resolve) => {
    const handler = (data: T) => {
      channel.unbind(event, handler);
      resolve(data);
    };
    channel.bind(event, handler);
  });
  return withTimeout(received, `"${event}" on ${channel.name}`);
}

export async function subscribed(client: Pusher, channelName: string): Promise<Channel> {
  const channel = client.subscribe(channelName);
  await nextEvent(channel, 'pusher:subscription_succeeded');
  return channel;
}

/** Disconnects and waits until the socket is really gone, so jest finds nothing left open. */
export function disconnect(client: Pusher): Promise<void> {
  if (client.connection.state === 'disconnected' || client.connection.state === 'initialized') {
    client.disconnect();
    return Promise.resolve();
  }
  const gone = new Promise<void>((resolve) => client.connection.bind('disconnected', () => resolve()));
  client.disconnect();
  return withTimeout(gone, 'the disconnection');
}
