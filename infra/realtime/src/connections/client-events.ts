// `client-*` events go from one subscriber straight to the others. Only on channels the app's server
// authorised, only when the app enables them, and never back to the sender.
import type { Channel } from '../channels/channel';
import { MAX_EVENT_DATA_BYTES, MAX_EVENT_NAME_LENGTH } from '../limits';
import { CODES } from '../protocol/codes';
import type { IncomingMessage, Parsed } from '../protocol/incoming';
import { channelEvent } from '../protocol/outgoing';
import type { RealtimeContext } from '../realtime-context';
import type { ClientConnection } from './client-connection';

function targetChannel(
  context: RealtimeContext,
  connection: ClientConnection,
  message: IncomingMessage,
): Parsed<Channel> {
  if (!context.config.clientEvents) return { ok: false, error: 'Client events are not enabled for this app.' };
  if (message.event.length > MAX_EVENT_NAME_LENGTH) {
    return { ok: false, error: `Event names are at most ${MAX_EVENT_NAME_LENGTH} characters.` };
  }
  const channel = message.channel === undefined ? undefined : context.channels.find(message.channel);
  if (!channel || channel.kind === 'public' || !channel.has(connection.socketId)) {
    return { ok: false, error: 'Client events are only accepted on private and presence channels you joined.' };
  }
  if (Buffer.byteLength(JSON.stringify(message.data ?? null), 'utf8') > MAX_EVENT_DATA_BYTES) {
    return { ok: false, error: `Event data is at most ${MAX_EVENT_DATA_BYTES} bytes.` };
  }
  return { ok: true, value: channel };
}

export function relayClientEvent(context: RealtimeContext, connection: ClientConnection, message: IncomingMessage) {
  const target = targetChannel(context, connection, message);
  if (!target.ok) {
    connection.reportError(CODES.clientEventRejected, target.error);
    return;
  }
  const channel = target.value;
  const userId = channel.members?.userOf(connection.socketId);
  channel.broadcast(channelEvent(channel.name, message.event, message.data, userId), connection.socketId);
}
