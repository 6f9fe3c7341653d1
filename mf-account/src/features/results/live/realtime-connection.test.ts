import { DEFAULT_PUBLIC_CONFIG } from '@labshop/shared-contracts/web/remote-kit';
import { mockApi } from '@labshop/shared-contracts/testing';
import { authorizeWithToken, pusherOptions } from './realtime-connection';

const settings = {
  ...DEFAULT_PUBLIC_CONFIG.realtime,
  enabled: true,
  key: 'app-key',
  host: 'realtime.example.com',
  port: 6001,
  cluster: 'mt1',
};

function authorize(endpoint: string) {
  return new Promise<[Error | null, unknown]>((resolve) =>
    authorizeWithToken(endpoint, 'token-1')({ socketId: '1.2', channelName: 'private-account.a-1' }, (error, data) =>
      resolve([error, data]),
    ),
  );
}

describe('the realtime connection', () => {
  it('keeps the spec’s timeouts and hosts, without forcing TLS', () => {
    expect(pusherOptions(settings, 'token-1')).toMatchObject({
      cluster: 'mt1',
      wsHost: 'realtime.example.com',
      wsPort: 6001,
      forceTLS: false,
      activityTimeout: 120_000,
      pongTimeout: 30_000,
      unavailableTimeout: 10_000,
    });
  });

  it('asks the auth endpoint to sign the channel with the bearer token and hands pusher-js the answer', async () => {
    const api = mockApi({ 'POST /api/broadcasting/auth': { body: { auth: 'app-key:signature' } } });
    const [error, data] = await authorize('/api/broadcasting/auth');
    expect(error).toBeNull();
    expect(data).toEqual({ auth: 'app-key:signature' });
    const [, init] = api.mock.calls[0] ?? [];
    expect(init?.headers).toMatchObject({ Authorization: 'Bearer token-1' });
    expect(JSON.parse(String(init?.body))).toEqual({ socket_id: '1.2', channel_name: 'private-account.a-1' });
  });

  it('hands a refusal back to pusher-js', async () => {
    mockApi({ 'POST /api/broadcasting/auth': { status: 403, body: { message: 'It cannot be done.' } } });
    const [error, data] = await authorize('/api/broadcasting/auth');
    expect(error?.message).toBe('It cannot be done.');
    expect(data).toBeNull();
  });
});
