// A bare websocket client for what pusher-js hides: the handshake, pings, errors and close codes.
import { WebSocket } from 'ws';
import { isRecord } from '../protocol/incoming';
import { withTimeout } from './wait-for';

export interface ReceivedMessage {
  event: string;
  channel?: string;
  data: unknown;
}

export interface RawSocket {
  send(message: unknown): void;
  sendText(text: string): void;
  /** The next message the server sends, in order. */
  next(): Promise<ReceivedMessage>;
  closed(): Promise<{ code: number; reason: string }>;
  close(): Promise<void>;
}

export function decodeData(message: ReceivedMessage): unknown {
  return typeof message.data === 'string' ? JSON.parse(message.data) : message.data;
}

export function socketIdOf(greeting: ReceivedMessage): string {
  const data = decodeData(greeting);
  if (greeting.event !== 'pusher:connection_established' || !isRecord(data) || typeof data.socket_id !== 'string') {
    throw new Error(`Expected the connection greeting, got ${JSON.stringify(greeting)}`);
  }
  return data.socket_id;
}

export function openRawSocket(port: number, path: string): RawSocket {
  const socket = new WebSocket(`ws://127.0.0.1:${port}${path}`);
  const queue: ReceivedMessage[] = [];
  const waiting: Array<(message: ReceivedMessage) => void> = [];
  const closed = new Promise<{ code: number; reason: string }>((resolve) => {
    socket.on('close', (code, reason) => resolve({ code, reason: reason.toString('utf8') }));
  });
  socket.on('message', (data) => {
    const parsed: unknown = JSON.parse(String(data));
    if (!isRecord(parsed) || typeof parsed.event !== 'string') throw new Error(`Not a Pusher message: ${data}`);
    const channel = typeof parsed.channel === 'string' ? parsed.channel : undefined;
    const message = { event: parsed.event, channel, data: parsed.data };
    const taker = waiting.shift();
    if (taker) taker(message);
    else queue.push(message);
  });
  const open = new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });

  return {
    send: (message) => void open.then(() => socket.send(JSON.stringify(message))),
    sendText: (text) => void open.then(() => socket.send(text)),
    next() {
      const queued = queue.shift();
      if (queued) return Promise.resolve(queued);
      return withTimeout(new Promise((resolve) => waiting.push(resolve)), 'a message from the server');
    },
    closed: () => withTimeout(closed, 'the server to close the socket'),
    async close() {
      if (socket.readyState !== WebSocket.CLOSED) socket.close();
      await withTimeout(closed, 'the socket to close');
    },
  };
}
