import type Pusher from 'pusher-js';
import type { Channel } from 'pusher-js';
import type { RealtimeServer } from './app';
import type { RealtimeConfig } from './config';
import { createApiClient } from './testing/api-client';
import {
  createBrowserClient,
  disconnect,
  nextEvent,
  subscribed,
  type BrowserClientOptions,
} from './testing/browser-client';
import { startTestServer } from './testing/test-server';
import { withTimeout } from './testing/wait-for';

describe('client events', () => {
  let server: RealtimeServer;
  const browsers: Pusher[] = [];

  async function start(options: Partial<RealtimeConfig>): Promise<void> {
    server = await startTestServer(options);
  }

  function browser(options: BrowserClientOptions = {}): Pusher {
    const client = createBrowserClient(server.port, options);
    browsers.push(client);
    return client;
  }

  function record(channel: Channel, event: string): unknown[] {
    const heard: unknown[] = [];
    channel.bind(event, (data: unknown) => heard.push(data));
    return heard;
  }

  afterEach(async () => {
    await Promise.all(browsers.splice(0).map(disconnect));
    await server.close();
  });

  it('passes a client event to the other subscribers, not back to the sender', async () => {
    await start({ clientEvents: true });
    const [sender, receiver] = [browser(), browser()];
    const [senderChannel, receiverChannel] = await Promise.all([
      subscribed(sender, 'private-consultation.5'),
      subscribed(receiver, 'private-consultation.5'),
    ]);
    const echoes = record(senderChannel, 'client-typing');
    const typing = nextEvent(receiverChannel, 'client-typing');

    senderChannel.trigger('client-typing', { typing: true });
    await expect(typing).resolves.toEqual({ typing: true });
    // The sender's own event would have reached it before this reply, which the server handles later.
    const reply = nextEvent(senderChannel, 'client-seen');
    receiverChannel.trigger('client-seen', {});
    await reply;

    expect(echoes).toEqual([]);
  });

  it('names the sending user on presence channels', async () => {
    await start({ clientEvents: true });
    const sender = browser({ user: { id: 'doctor-9' } });
    const receiver = browser({ user: { id: 'patient-1' } });
    const [senderChannel, receiverChannel] = await Promise.all([
      subscribed(sender, 'presence-consultation.5'),
      subscribed(receiver, 'presence-consultation.5'),
    ]);
    const received = new Promise((resolve) => {
      receiverChannel.bind('client-typing', (data: unknown, metadata: unknown) => resolve({ data, metadata }));
    });

    senderChannel.trigger('client-typing', { typing: true });

    await expect(withTimeout(received, 'the client event')).resolves.toEqual({
      data: { typing: true },
      metadata: { user_id: 'doctor-9' },
    });
  });

  it("carries a video visit's signalling between its two sides: pieces of a description up to the 10 KB limit", async () => {
    await start({ clientEvents: true });
    const channelName = 'private-visit-0b6c1c9e-6a0f-4d3b-9a51-2f4a8f1e7c10';
    const [doctor, patient] = [browser(), browser()];
    const [doctorChannel, patientChannel] = await Promise.all([
      subscribed(doctor, channelName),
      subscribed(patient, channelName),
    ]);
    // A piece as the room sends it: an offer's text, escaped once in the message and again in the event.
    const piece = {
      id: 'm-1',
      index: 0,
      count: 2,
      text: JSON.stringify({ sdp: 'a=candidate:1 1 udp\r\n'.repeat(180) }),
    };
    expect(Buffer.byteLength(JSON.stringify(piece))).toBeGreaterThan(4_000);
    expect(Buffer.byteLength(JSON.stringify(piece))).toBeLessThan(10_240);
    const heard = nextEvent(patientChannel, 'client-signal');

    doctorChannel.trigger('client-signal', piece);

    await expect(heard).resolves.toEqual(piece);
  });

  it('refuses client events when the app has not enabled them', async () => {
    await start({ clientEvents: false });
    const [sender, receiver] = [browser(), browser()];
    const [senderChannel, receiverChannel] = await Promise.all([
      subscribed(sender, 'private-consultation.5'),
      subscribed(receiver, 'private-consultation.5'),
    ]);
    const heard = record(receiverChannel, 'client-typing');
    const refused = new Promise((resolve) => sender.connection.bind('error', resolve));

    senderChannel.trigger('client-typing', { typing: true });

    await expect(withTimeout(refused, 'the refusal')).resolves.toEqual({
      type: 'PusherError',
      data: { code: 4301, message: 'Client events are not enabled for this app.' },
    });
    const marker = nextEvent(receiverChannel, 'consultation-updated');
    await createApiClient(server.port).trigger('private-consultation.5', 'consultation-updated', {});
    await marker;
    expect(heard).toEqual([]);
  });
});
