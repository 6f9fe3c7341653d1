import type Pusher from 'pusher-js';
import type { RealtimeServer } from './app';
import { createApiClient } from './testing/api-client';
import { createBrowserClient, disconnect, nextEvent, subscribed } from './testing/browser-client';
import { startTestServer } from './testing/test-server';

describe('public channels', () => {
  let server: RealtimeServer;
  const browsers: Pusher[] = [];

  function browser(): Pusher {
    const client = createBrowserClient(server.port);
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

  it('delivers an event the API triggers to every browser on the channel', async () => {
    const [first, second] = [browser(), browser()];
    const channels = await Promise.all([subscribed(first, 'catalogue'), subscribed(second, 'catalogue')]);
    const received = channels.map((channel) => nextEvent(channel, 'price-updated'));

    await createApiClient(server.port).trigger('catalogue', 'price-updated', { testId: 42, price: 1999 });

    await expect(Promise.all(received)).resolves.toEqual([
      { testId: 42, price: 1999 },
      { testId: 42, price: 1999 },
    ]);
  });

  it('leaves out the socket named in socket_id', async () => {
    const [author, other] = [browser(), browser()];
    const [authorChannel, otherChannel] = await Promise.all([
      subscribed(author, 'basket'),
      subscribed(other, 'basket'),
    ]);
    const heardByAuthor: string[] = [];
    authorChannel.bind('changed', (data: { step: string }) => heardByAuthor.push(data.step));
    const otherHeard = nextEvent(otherChannel, 'changed');
    const api = createApiClient(server.port);

    await api.trigger('basket', 'changed', { step: 'own change' }, { socket_id: author.connection.socket_id });
    await expect(otherHeard).resolves.toEqual({ step: 'own change' });
    // Events on one socket arrive in order, so once the next one arrives the excluded one can no longer come.
    const authorHeardNext = nextEvent(authorChannel, 'changed');
    await api.trigger('basket', 'changed', { step: 'someone else' });
    await authorHeardNext;

    expect(heardByAuthor).toEqual(['someone else']);
  });

  it('delivers a batch of events to their channels', async () => {
    const client = browser();
    const [orders, results] = await Promise.all([subscribed(client, 'orders'), subscribed(client, 'results')]);
    const received = Promise.all([nextEvent(orders, 'order-paid'), nextEvent(results, 'result-ready')]);

    await createApiClient(server.port).triggerBatch([
      { channel: 'orders', name: 'order-paid', data: { orderId: 'A1' } },
      { channel: 'results', name: 'result-ready', data: { resultId: 'R7' } },
    ]);

    await expect(received).resolves.toEqual([{ orderId: 'A1' }, { resultId: 'R7' }]);
  });

  it('frees the channel when its only browser unsubscribes', async () => {
    const client = browser();
    const api = createApiClient(server.port);
    const occupied = () => api.get({ path: '/channels/news' }).then((response) => response.json());
    await subscribed(client, 'news');
    await expect(occupied()).resolves.toEqual({ occupied: true });

    client.unsubscribe('news');
    // The server handles one socket's messages in order: once this later subscription succeeds, it has left 'news'.
    await subscribed(client, 'other-news');

    await expect(occupied()).resolves.toEqual({ occupied: false });
  });
});
