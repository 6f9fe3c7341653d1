import { createHash } from 'node:crypto';
import type Pusher from 'pusher-js';
import type { RealtimeServer } from '../app';
import { createApiClient } from '../testing/api-client';
import { createBrowserClient, disconnect, nextEvent, subscribed } from '../testing/browser-client';
import { signedFetch } from '../testing/signed-request';
import { startTestServer, TEST_APP } from '../testing/test-server';

const event = (overrides: Record<string, unknown> = {}) =>
  JSON.stringify({ name: 'result-ready', channels: ['results'], data: '{}', ...overrides });

describe('the HTTP API', () => {
  let server: RealtimeServer;
  const browsers: Pusher[] = [];

  function browser(options: Parameters<typeof createBrowserClient>[1] = {}): Pusher {
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

  describe('signatures', () => {
    it.each([
      ['a guessed secret', 'guessed-secret'],
      ['the secret once published as the local default', 'labshop-secret'],
    ])('refuses a trigger signed with %s with 401, and delivers nothing', async (_case, secret) => {
      const channel = await subscribed(browser(), 'results');
      const heard: unknown[] = [];
      channel.bind('result-ready', (data: unknown) => heard.push(data));
      const forger = createApiClient(server.port, { secret });

      const refusal = forger.trigger('results', 'result-ready', { resultId: 'R1' });

      await expect(refusal).rejects.toMatchObject({
        status: 401,
        body: expect.stringContaining('Invalid signature'),
      });
      const marker = nextEvent(channel, 'marker');
      await createApiClient(server.port).trigger('results', 'marker', {});
      await marker;
      expect(heard).toEqual([]);
    });

    it('refuses an unknown key with 401', async () => {
      const stranger = createApiClient(server.port, { key: 'other-key' });

      await expect(stranger.trigger('results', 'result-ready', {})).rejects.toMatchObject({
        status: 401,
        body: expect.stringContaining('Unknown auth_key'),
      });
    });

    it('accepts a request signed 599 s ago and refuses one signed 601 s ago', async () => {
      const agoSeconds = (seconds: number) => new Date(Date.now() - seconds * 1000);
      const body = event();

      const recent = await signedFetch(server.port, {
        method: 'POST',
        path: '/events',
        body,
        signedAt: agoSeconds(599),
      });
      const stale = await signedFetch(server.port, {
        method: 'POST',
        path: '/events',
        body,
        signedAt: agoSeconds(601),
      });

      expect(recent.status).toBe(200);
      expect(stale.status).toBe(401);
      await expect(stale.json()).resolves.toEqual({ error: expect.stringContaining('Timestamp expired'), code: 401 });
    });

    it('refuses a body changed after signing', async () => {
      const response = await signedFetch(server.port, {
        method: 'POST',
        path: '/events',
        body: event(),
        sentBody: event({ name: 'order-refunded' }),
      });

      expect(response.status).toBe(401);
      await expect(response.json()).resolves.toEqual({ error: expect.stringContaining('body_md5'), code: 401 });
    });

    it.each([
      ['POST', '/events', event()],
      ['POST', '/batch_events', JSON.stringify({ batch: [{ channel: 'results', name: 'result-ready', data: '{}' }] })],
      ['GET', '/channels', undefined],
      ['GET', '/channels/private-account.7', undefined],
      ['GET', '/channels/presence-account.7/users', undefined],
    ])('refuses %s %s without the secret: no signature, 401', async (method, path, body) => {
      const response = await fetch(`http://127.0.0.1:${server.port}/apps/${TEST_APP.appId}${path}`, {
        method,
        body,
        headers: body === undefined ? {} : { 'content-type': 'application/json' },
      });

      expect(response.status).toBe(401);
      await expect(response.json()).resolves.toEqual({ error: 'auth_key is missing.', code: 401 });
    });

    it('refuses a publish that names the key but carries no signature, and delivers nothing', async () => {
      const channel = await subscribed(browser(), 'results');
      const heard: unknown[] = [];
      channel.bind('result-ready', (data: unknown) => heard.push(data));
      const body = event();
      const query = new URLSearchParams({
        auth_key: TEST_APP.key,
        auth_timestamp: String(Math.floor(Date.now() / 1000)),
        auth_version: '1.0',
        body_md5: createHash('md5').update(body).digest('hex'),
      });

      const response = await fetch(`http://127.0.0.1:${server.port}/apps/${TEST_APP.appId}/events?${query}`, {
        method: 'POST',
        body,
        headers: { 'content-type': 'application/json' },
      });

      expect(response.status).toBe(401);
      await expect(response.json()).resolves.toEqual({ error: 'auth_signature is missing.', code: 401 });
      const marker = nextEvent(channel, 'marker');
      await createApiClient(server.port).trigger('results', 'marker', {});
      await marker;
      expect(heard).toEqual([]);
    });
  });

  describe('malformed triggers', () => {
    it.each([
      ['a body that is not JSON', '{"name":', 400],
      ['an event without a name', event({ name: undefined }), 400],
      ['data that is not a string', event({ data: { resultId: 1 } }), 400],
      ['no channels', event({ channels: [] }), 400],
      ['an invalid channel name', event({ channels: ['my results'] }), 400],
      ['more than 100 channels', event({ channels: Array.from({ length: 101 }, (_, i) => `c${i}`) }), 400],
      ['a socket_id of the wrong form', event({ socket_id: 'abc' }), 400],
      ['data over 10 KB', event({ data: JSON.stringify('x'.repeat(10_240)) }), 413],
    ])('answers %s with %i', async (_case, body, status) => {
      const response = await signedFetch(server.port, { method: 'POST', path: '/events', body });

      expect(response.status).toBe(status);
      await expect(response.json()).resolves.toEqual({ error: expect.any(String), code: status });
    });

    it('accepts data of exactly 10 KB and 100 channels', async () => {
      const channels = Array.from({ length: 100 }, (_, i) => `c${i}`);
      const body = event({ channels, data: 'x'.repeat(10_240) });

      const response = await signedFetch(server.port, { method: 'POST', path: '/events', body });

      expect(response.status).toBe(200);
    });

    it('answers a batch of more than 10 events with 400', async () => {
      const batch = Array.from({ length: 11 }, () => ({ channel: 'results', name: 'result-ready', data: '{}' }));

      await expect(createApiClient(server.port).triggerBatch(batch)).rejects.toMatchObject({ status: 400 });
    });

    it('answers an unknown app id with 404', async () => {
      const response = await fetch(`http://127.0.0.1:${server.port}/apps/another-app/events`, { method: 'POST' });

      expect(response.status).toBe(404);
    });
  });

  describe('channel information', () => {
    async function get(path: string, params?: Record<string, string>): Promise<unknown> {
      const response = await createApiClient(server.port).get({ path, params });
      return response.json();
    }

    beforeEach(async () => {
      await subscribed(browser(), 'results');
      await subscribed(browser(), 'results');
      await subscribed(browser({ user: { id: 'patient-1' } }), 'presence-ward');
      await subscribed(browser({ user: { id: 'doctor-9' } }), 'presence-ward');
    });

    it('lists the occupied channels', async () => {
      await expect(get('/channels')).resolves.toEqual({ channels: { results: {}, 'presence-ward': {} } });
    });

    it('lists presence channels with their user counts', async () => {
      await expect(get('/channels', { filter_by_prefix: 'presence-', info: 'user_count' })).resolves.toEqual({
        channels: { 'presence-ward': { user_count: 2 } },
      });
    });

    it('describes one channel', async () => {
      await expect(get('/channels/results', { info: 'subscription_count' })).resolves.toEqual({
        occupied: true,
        subscription_count: 2,
      });
      await expect(get('/channels/empty-channel', { info: 'subscription_count' })).resolves.toEqual({
        occupied: false,
        subscription_count: 0,
      });
    });

    it('lists the users of a presence channel', async () => {
      await expect(get('/channels/presence-ward/users')).resolves.toEqual({
        users: [{ id: 'patient-1' }, { id: 'doctor-9' }],
      });
    });

    it('answers the state of the channels after a trigger when asked', async () => {
      const api = createApiClient(server.port);
      const response = await api.trigger(
        ['results', 'presence-ward'],
        'ping',
        {},
        { info: 'subscription_count,user_count' },
      );

      await expect(response.json()).resolves.toEqual({
        channels: { results: { subscription_count: 2 }, 'presence-ward': { subscription_count: 2, user_count: 2 } },
      });
    });

    it.each([
      ['user counts of a channel that is not presence', '/channels/results', { info: 'user_count' }],
      ['user counts without the presence- prefix', '/channels', { info: 'user_count' }],
      ['an unknown info attribute', '/channels/results', { info: 'colour' }],
      ['the users of a channel that is not presence', '/channels/results/users', undefined],
    ])('answers a request for %s with 400', async (_case, path, params) => {
      await expect(createApiClient(server.port).get({ path, params })).rejects.toMatchObject({ status: 400 });
    });
  });
});
