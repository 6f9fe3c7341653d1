// Subscriptions signed the way the app's server signs them, for raw-socket tests.
import ServerPusher from 'pusher';
import { TEST_APP } from './test-server';

const signer = new ServerPusher({ ...TEST_APP, host: '127.0.0.1' });

export function authorise(socketId: string, channel: string, user?: { user_id: string }) {
  return signer.authorizeChannel(socketId, channel, user);
}
