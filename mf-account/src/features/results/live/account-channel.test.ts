import { waitFor } from '@testing-library/react';
import { DEFAULT_PUBLIC_CONFIG } from '@labshop/shared-contracts/web/remote-kit';
import { mockPushers, publish } from '../testing/mock-pusher';
import { listenOnAccountChannel } from './account-channel';

jest.mock('pusher-js', () => jest.requireActual('../testing/mock-pusher').mockPusherModule);

const settings = { ...DEFAULT_PUBLIC_CONFIG.realtime, enabled: true, key: 'app-key' };
const session = { token: 'token-1', accountId: 'account-1' };
const CHANNEL = 'private-account.account-1';

describe('the account’s channel', () => {
  beforeEach(() => {
    mockPushers.length = 0;
  });

  it('serves every listener of the page through one connection, and closes it with the last', async () => {
    const results: unknown[] = [];
    const requests: unknown[] = [];
    const stopResults = listenOnAccountChannel(settings, session, 'result-ready', (payload) => results.push(payload));
    const stopRequests = listenOnAccountChannel(settings, session, 'doctor-access-requested', (payload) =>
      requests.push(payload),
    );
    await waitFor(() => expect(mockPushers[0]?.channels.get(CHANNEL)?.size).toBe(2));

    publish(mockPushers[0], CHANNEL, 'doctor-access-requested', { doctorId: 'doctor-1' });
    publish(mockPushers[0], CHANNEL, 'result-ready', { resultId: 'result-1' });
    expect(requests).toEqual([{ doctorId: 'doctor-1' }]);
    expect(results).toEqual([{ resultId: 'result-1' }]);
    expect(mockPushers).toHaveLength(1);

    stopResults();
    publish(mockPushers[0], CHANNEL, 'result-ready', { resultId: 'result-2' });
    expect(results).toHaveLength(1);
    expect(mockPushers[0]?.disconnected).toBe(false);

    stopRequests();
    expect(mockPushers[0]?.disconnected).toBe(true);
  });

  it('listens to an event first heard after the connection opened', async () => {
    const stopResults = listenOnAccountChannel(settings, session, 'result-ready', () => undefined);
    await waitFor(() => expect(mockPushers).toHaveLength(1));
    const requests: unknown[] = [];
    const stopRequests = listenOnAccountChannel(settings, session, 'doctor-access-requested', (payload) =>
      requests.push(payload),
    );
    publish(mockPushers[0], CHANNEL, 'doctor-access-requested', { doctorId: 'doctor-2' });
    expect(requests).toEqual([{ doctorId: 'doctor-2' }]);
    stopResults();
    stopRequests();
  });

  it('opens a new connection for another session, and none for a listener gone before the client loaded', async () => {
    const stopGone = listenOnAccountChannel(settings, session, 'result-ready', () => undefined);
    stopGone();
    const stopOther = listenOnAccountChannel(
      settings,
      { token: 'token-2', accountId: 'account-2' },
      'result-ready',
      () => undefined,
    );
    await waitFor(() => expect(mockPushers).toHaveLength(1));
    expect([...(mockPushers[0]?.channels.keys() ?? [])]).toEqual(['private-account.account-2']);
    stopOther();
  });
});
