// Dispatches one message from a browser. Anything the protocol does not know is answered with
// `pusher:error`; the connection stays open.
import { CODES } from '../protocol/codes';
import { parseIncomingMessage, readChannelRequest } from '../protocol/incoming';
import { PONG } from '../protocol/outgoing';
import type { RealtimeContext } from '../realtime-context';
import type { ClientConnection } from './client-connection';
import { relayClientEvent } from './client-events';
import { subscribe, unsubscribe } from './subscriptions';

export function handleClientMessage(context: RealtimeContext, connection: ClientConnection, text: string): void {
  const parsed = parseIncomingMessage(text);
  if (!parsed.ok) {
    connection.reportError(CODES.invalidMessage, parsed.error);
    return;
  }
  const message = parsed.value;
  if (message.event === 'pusher:ping') {
    connection.send(PONG);
    return;
  }
  // The answer to the server's own ping: receiving it was the point.
  if (message.event === 'pusher:pong') return;
  if (message.event.startsWith('client-')) {
    relayClientEvent(context, connection, message);
    return;
  }
  if (message.event !== 'pusher:subscribe' && message.event !== 'pusher:unsubscribe') {
    connection.reportError(CODES.invalidMessage, `Unsupported event "${message.event}".`);
    return;
  }
  const request = readChannelRequest(message.data);
  if (!request.ok) {
    connection.reportError(CODES.invalidMessage, request.error);
  } else if (message.event === 'pusher:subscribe') {
    subscribe(context, connection, request.value);
  } else {
    unsubscribe(context, connection, request.value.channel);
  }
}
