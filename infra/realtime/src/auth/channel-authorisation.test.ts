import Pusher from 'pusher';
import { isChannelAuthorised } from './channel-authorisation';

const app = { key: 'shop-key', secret: 'shop-secret' };
const signer = new Pusher({ appId: 'shop', ...app, host: '127.0.0.1' });

describe('isChannelAuthorised', () => {
  const privateAuth = signer.authorizeChannel('123.456', 'private-patient.1');
  const presence = signer.authorizeChannel('123.456', 'presence-ward', { user_id: 'patient-1' });

  it('accepts what the official server package signs', () => {
    expect(
      isChannelAuthorised(app, { socketId: '123.456', channel: 'private-patient.1', auth: privateAuth.auth }),
    ).toBe(true);
    expect(
      isChannelAuthorised(app, {
        socketId: '123.456',
        channel: 'presence-ward',
        auth: presence.auth,
        channelData: presence.channel_data,
      }),
    ).toBe(true);
  });

  it.each([
    ['another socket', { socketId: '123.457', channel: 'private-patient.1', auth: privateAuth.auth }],
    ['another channel', { socketId: '123.456', channel: 'private-patient.2', auth: privateAuth.auth }],
    ['no auth', { socketId: '123.456', channel: 'private-patient.1', auth: undefined }],
    ['another key', { socketId: '123.456', channel: 'private-patient.1', auth: privateAuth.auth.replace('shop', 'x') }],
    [
      'changed presence data',
      { socketId: '123.456', channel: 'presence-ward', auth: presence.auth, channelData: '{"user_id":"doctor-9"}' },
    ],
  ])('refuses a signature made for %s', (_case, request) => {
    expect(isChannelAuthorised(app, request)).toBe(false);
  });
});
