import { object, string } from 'superstruct';
import { createEventBus } from '../events/bus';
import { createBusApiClient } from './api-client';
import { ApiError } from './client';

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
  const realFetch = global.fetch;
  afterEach(() => {
    global.fetch = realFetch;
  });

  it('sends the token of the latest session and the configured app name and base', async () => {
    const fetchMock = answerWith(200, { hello: 'world' });
    global.fetch = fetchMock as unknown as typeof fetch;
    const bus = createEventBus();
    const client = createBusApiClient(bus);
    bus.emit('config:loaded', {
      appName: 'labshop-web',
      currency: 'GBP',
      countryCode: 'UK',
      apiBase: '/backend/api',
      mapsApiKey: null,
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
    global.fetch = fetchMock as unknown as typeof fetch;
    const bus = createEventBus();
    const client = createBusApiClient(bus);
    bus.emit('session:changed', { user: null, token: null });

    await client.request('greeting', { answer: Greeting });

    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/greeting');
    expect(headersOf(init).Authorization).toBeUndefined();
  });

  it('raises a failed answer as an ApiError with the status and body', async () => {
    global.fetch = answerWith(404, { message: 'Not Found' }) as unknown as typeof fetch;
    const client = createBusApiClient(createEventBus());

    await expect(client.request('missing', { answer: Greeting })).rejects.toEqual(
      expect.objectContaining({ code: 404, data: { message: 'Not Found' } }),
    );
    await expect(client.request('missing', { answer: Greeting })).rejects.toBeInstanceOf(ApiError);
  });
});
