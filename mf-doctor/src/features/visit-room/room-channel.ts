import type { Options } from 'pusher-js';
import { BroadcastingAuthAnswer } from '@labshop/shared-contracts/core';
import { getApiClient, type EventPayload } from '@labshop/shared-contracts/web';
import { realtimeSocketOptions } from '@labshop/shared-contracts/web/remote-kit';
import { randomId } from './random-id';
import type { SignalMessage } from './signal-messages';
import { createAssembler, piecesOf } from './signal-pieces';

export type RealtimeSettings = EventPayload<'config:loaded'>['realtime'];

/** The one client event the room uses; every signal message travels in its pieces. */
export const SIGNAL_EVENT = 'client-signal';

export interface RoomChannel {
  send(message: SignalMessage): void;
  close(): void;
}

export interface RoomChannelHandlers {
  /** The channel is ours: messages can go both ways. */
  onReady(): void;
  /** The channel could not be joined (not allowed now, or the server is unreachable). */
  onFailed(): void;
  onMessage(message: SignalMessage): void;
}

/** The API path of the channel authorisation (the public config names it from the site's root). */
function authPath(settings: RealtimeSettings): string {
  return settings.authEndpoint.replace(/^\/api\//, '');
}

function pusherOptions(settings: RealtimeSettings): Options {
  return {
    ...realtimeSocketOptions(settings),
    // The API signs the channel for this visit's patient and doctor only, with the page's own session.
    channelAuthorization: {
      endpoint: settings.authEndpoint,
      transport: 'ajax',
      customHandler: ({ socketId, channelName }, callback) => {
        getApiClient()
          .request(authPath(settings), {
            method: 'POST',
            body: { socket_id: socketId, channel_name: channelName },
            answer: BroadcastingAuthAnswer,
          })
          .then(
            (answer) => callback(null, answer),
            (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null),
          );
      },
    },
  };
}

/** Joins the visit's private channel; pusher-js is loaded only for a room, so no other page downloads it. */
export function openRoomChannel(settings: RealtimeSettings, name: string, handlers: RoomChannelHandlers): RoomChannel {
  let closed = false;
  let close = () => undefined as void;
  let send: (message: SignalMessage) => void = () => undefined;
  import('pusher-js').then(
    ({ default: Pusher }) => {
      if (closed) return;
      const pusher = new Pusher(settings.key, pusherOptions(settings));
      const channel = pusher.subscribe(name);
      channel.bind('pusher:subscription_succeeded', () => handlers.onReady());
      channel.bind('pusher:subscription_error', () => handlers.onFailed());
      channel.bind(SIGNAL_EVENT, createAssembler(handlers.onMessage));
      send = (message) => {
        piecesOf(message, randomId()).forEach((piece) => channel.trigger(SIGNAL_EVENT, piece));
      };
      close = () => pusher.disconnect();
    },
    () => handlers.onFailed(),
  );
  return {
    send: (message) => send(message),
    close: () => {
      closed = true;
      close();
    },
  };
}
