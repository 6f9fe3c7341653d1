import { accountChannel } from '@labshop/shared-contracts/core';
import type { EventPayload } from '@labshop/shared-contracts/web';
import { pusherOptions } from './realtime-connection';

export type RealtimeSettings = EventPayload<'config:loaded'>['realtime'];
export interface RealtimeSession {
  token: string;
  accountId: string;
}
type Handler = (payload: unknown) => void;

interface BindableChannel {
  bind(event: string, handler: Handler): unknown;
}

interface SharedConnection {
  handlers: Map<string, Set<Handler>>;
  channel: BindableChannel | null;
  disconnect: () => void;
  closed: boolean;
}

/**
 * One pusher connection per page: the page-wide watcher of doctor requests and a results page both listen on the
 * account's private channel, and each extra socket would be one more connection for the realtime server to hold.
 * Keyed by settings and session, so a new session or configuration opens a new connection and the old one closes
 * with its last listener.
 */
const connections = new Map<string, SharedConnection>();

/**
 * Calls `handler` with every `event` published on the account's private channel until the returned function is
 * called. pusher-js is loaded only when someone listens, so pages without realtime never download the client.
 */
export function listenOnAccountChannel(
  settings: RealtimeSettings,
  session: RealtimeSession,
  event: string,
  handler: Handler,
): () => void {
  const key = JSON.stringify([settings, session.token, session.accountId]);
  const connection = connections.get(key) ?? connect(key, settings, session);
  let handlers = connection.handlers.get(event);
  if (handlers === undefined) {
    handlers = new Set();
    connection.handlers.set(event, handlers);
    if (connection.channel) bindEvent(connection, connection.channel, event);
  }
  // Each listener is its own entry, so the same function listening twice is released twice.
  const entry: Handler = (payload) => handler(payload);
  handlers.add(entry);

  let listening = true;
  return () => {
    if (!listening) return;
    listening = false;
    handlers.delete(entry);
    const stillHeard = [...connection.handlers.values()].some((set) => set.size > 0);
    if (!stillHeard) close(key, connection);
  };
}

function connect(key: string, settings: RealtimeSettings, session: RealtimeSession): SharedConnection {
  const connection: SharedConnection = {
    handlers: new Map(),
    channel: null,
    disconnect: () => undefined,
    closed: false,
  };
  connections.set(key, connection);
  void import('pusher-js').then(({ default: Pusher }) => {
    if (connection.closed) return;
    const pusher = new Pusher(settings.key, pusherOptions(settings, session.token));
    const channel = pusher.subscribe(accountChannel(session.accountId));
    connection.channel = channel;
    connection.disconnect = () => pusher.disconnect();
    connection.handlers.forEach((_handlers, event) => bindEvent(connection, channel, event));
  }, warnLiveUnavailable);
  return connection;
}

/** One binding per event name; it hands each payload to whoever listens at that moment. */
function bindEvent(connection: SharedConnection, channel: BindableChannel, event: string): void {
  channel.bind(event, (payload: unknown) => {
    connection.handlers.get(event)?.forEach((handler) => handler(payload));
  });
}

function close(key: string, connection: SharedConnection): void {
  connection.closed = true;
  connection.disconnect();
  if (connections.get(key) === connection) connections.delete(key);
}

/** Without the client the page still works, it only does not update by itself; worth a trace, not an error page. */
function warnLiveUnavailable(error: unknown): void {
  console.warn('Live updates are unavailable', error);
}
