import { object, string } from 'superstruct';
import { createEventBus } from '../events/bus';
import { createBusApiClient } from './api-client';
import { ApiError } from '@labshop/shared-contracts/core';

const Greeting = object({ hello: string() });

function answerWith(status: number, body: unknown) {
  return jest.fn((_url: string, _init?: RequestInit) =>
    Promise.resolve({ ok: status < 400, status, text: () => Promise.resolve(JSON.stringify(body)) }),
  );
}

function headersOf(init: RequestInit | undefined): Record<string, string> {
  return (init?.headers ?? {}) as Record<string, string>;
}

describe('the bus-aware API client', () => {
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  it('sends the token of the latest session and the configured app name and base', async () => {
    const fetchMock = answerWith(200, { hello: 'world' });
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    const bus = createEventBus();
    const client = createBusApiClient(bus);
    bus.emit('config:loaded', {
      appName: 'labshop-web',
      currency: 'GBP',
      countryCode: 'UK',
      apiBase: '/backend/api',
      mapsApiKey: null,
      mapsMapId: null,
      consent: { enabled: false, siteId: null, scriptUrl: null },
      realtime: { enabled: false, key: '', host: '', port: 6001, cluster: '', authEndpoint: '' },
      analytics: { id: null, enabled: false, debug: false },
    });
    bus.emit('session:changed', { user: null, token: 'first' });
    bus.emit('session:changed', { user: null, token: 'second' });

    await expect(client.request('greeting', { answer: Greeting })).resolves.toEqual({ hello: 'world' });

    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/backend/api/greeting');
    expect(headersOf(init).Authorization).toBe('Bearer second');
    expect(headersOf(init)['X-App-Name']).toBe('labshop-web');
  });

  it('sends no token when signed out and uses /api before config arrives', async () => {
    const fetchMock = answerWith(200, { hello: 'world' });
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    const bus = createEventBus();
    const client = createBusApiClient(bus);
    bus.emit('session:changed', { user: null, token: null });

    await client.request('greeting', { answer: Greeting });

    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/greeting');
    expect(headersOf(init).Authorization).toBeUndefined();
  });

  it('raises a failed answer as an ApiError with the status and body', async () => {
    globalThis.fetch = answerWith(404, { message: 'Not Found' }) as unknown as typeof fetch;
    const client = createBusApiClient(createEventBus());

    await expect(client.request('missing', { answer: Greeting })).rejects.toEqual(
      expect.objectContaining({ code: 404, data: { message: 'Not Found' } }),
    );
    await expect(client.request('missing', { answer: Greeting })).rejects.toBeInstanceOf(ApiError);
  });

  describe('when the API refuses the session', () => {
    function endedSessions(bus: ReturnType<typeof createEventBus>) {
      const ended: unknown[] = [];
      bus.on('session:ended').subscribe((event) => ended.push(event));
      return ended;
    }

    it('announces an expired session for a 401 to a call that carried a token, and still fails the call', async () => {
      globalThis.fetch = answerWith(401, { message: 'Unauthorized access' }) as unknown as typeof fetch;
      const bus = createEventBus({ checkPayloads: true });
      const ended = endedSessions(bus);
      const client = createBusApiClient(bus);
      bus.emit('session:changed', { user: null, token: 'stale' });

      await expect(client.request('profile', { answer: Greeting })).rejects.toEqual(
        expect.objectContaining({ code: 401 }),
      );

      expect(ended).toEqual([{ token: 'stale', reason: 'expired' }]);
    });

    it('announces a blocked account for a 403 that says so', async () => {
      globalThis.fetch = answerWith(403, {
        message: 'Your account has been blocked.',
        status: 'blocked',
      }) as unknown as typeof fetch;
      const bus = createEventBus({ checkPayloads: true });
      const ended = endedSessions(bus);
      const client = createBusApiClient(bus);
      bus.emit('session:changed', { user: null, token: 'token-1' });

      await expect(client.request('catalogue/tests', { answer: Greeting })).rejects.toBeInstanceOf(ApiError);

      expect(ended).toEqual([{ token: 'token-1', reason: 'blocked' }]);
    });

    it('says nothing of the session for a role refused, or for a guest’s 401', async () => {
      const bus = createEventBus({ checkPayloads: true });
      const ended = endedSessions(bus);
      const client = createBusApiClient(bus);
      globalThis.fetch = answerWith(403, { message: 'It cannot be done.' }) as unknown as typeof fetch;
      bus.emit('session:changed', { user: null, token: 'token-1' });
      await expect(client.request('admin/accounts', { answer: Greeting })).rejects.toBeInstanceOf(ApiError);

      globalThis.fetch = answerWith(401, { message: 'Unauthorized access' }) as unknown as typeof fetch;
      bus.emit('session:changed', { user: null, token: null });
      await expect(client.request('profile', { answer: Greeting })).rejects.toBeInstanceOf(ApiError);

      expect(ended).toEqual([]);
    });

    it('names the token the call was sent with, even when the session changed while it was under way', async () => {
      let answer: (value: unknown) => void = () => undefined;
      globalThis.fetch = jest.fn(
        () =>
          new Promise((resolve) => {
            answer = resolve;
          }),
      ) as unknown as typeof fetch;
      const bus = createEventBus({ checkPayloads: true });
      const ended = endedSessions(bus);
      const client = createBusApiClient(bus);
      bus.emit('session:changed', { user: null, token: 'before-switch' });

      const call = client.request('user', { answer: Greeting });
      bus.emit('session:changed', { user: null, token: 'after-switch' });
      answer({ ok: false, status: 401, text: () => Promise.resolve('{"message":"Unauthorized access"}') });

      await expect(call).rejects.toBeInstanceOf(ApiError);
      expect(ended).toEqual([{ token: 'before-switch', reason: 'expired' }]);
    });
  });
});
