// Messages the server sends. Event data travels as a JSON-encoded string, as Pusher sends it;
// `pusher:error` carries a plain object, also as Pusher does.
import type { ProtocolCode } from './codes';

export interface OutgoingMessage {
  event: string;
  channel?: string;
  data: unknown;
  user_id?: string;
}

export function encodeMessage(message: OutgoingMessage): string {
  return JSON.stringify(message);
}

export function connectionEstablished(socketId: string, activityTimeoutSeconds: number): OutgoingMessage {
  return {
    event: 'pusher:connection_established',
    data: JSON.stringify({ socket_id: socketId, activity_timeout: activityTimeoutSeconds }),
  };
}

export function protocolError(code: ProtocolCode, message: string): OutgoingMessage {
  return { event: 'pusher:error', data: { code, message } };
}

export const PING: OutgoingMessage = { event: 'pusher:ping', data: {} };
export const PONG: OutgoingMessage = { event: 'pusher:pong', data: {} };

export function subscriptionSucceeded(channel: string, data: unknown = {}): OutgoingMessage {
  return { event: 'pusher_internal:subscription_succeeded', channel, data: JSON.stringify(data) };
}

/** Same shape pusher-js emits when its own authorisation call fails, so an app handles both alike. */
export function subscriptionError(channel: string, type: string, error: string, status: number): OutgoingMessage {
  return { event: 'pusher:subscription_error', channel, data: { type, error, status } };
}

export function channelEvent(channel: string, event: string, data: unknown, userId?: string): OutgoingMessage {
  return userId === undefined ? { event, channel, data } : { event, channel, data, user_id: userId };
}
