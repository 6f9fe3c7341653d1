import type { ChannelAuthorizationHandler, Options } from 'pusher-js';
import { mask } from 'superstruct';
import { ApiError, BroadcastingAuthAnswer } from '@labshop/shared-contracts/core';
import type { EventPayload } from '@labshop/shared-contracts/web';
import { realtimeSocketOptions } from '@labshop/shared-contracts/web/remote-kit';

type RealtimeSettings = EventPayload<'config:loaded'>['realtime'];

/** How long the connection may stay quiet, wait for a pong, and wait before it counts as unavailable. */
export const REALTIME_TIMEOUTS = {
  activityTimeout: 120_000,
  pongTimeout: 30_000,
  unavailableTimeout: 10_000,
} as const;

/**
 * Asks the API to sign a private channel for this socket with the session's bearer token. Whatever goes wrong
 * is handed back to pusher-js, which reports it as a subscription error.
 */
export function authorizeWithToken(endpoint: string, token: string): ChannelAuthorizationHandler {
  return ({ socketId, channelName }, callback) => {
    fetch(endpoint, {
      method: 'POST',
      headers: {
        Accept: 'application/json',
        'Content-Type': 'application/json',
        'X-Requested-With': 'XMLHttpRequest',
        Authorization: `Bearer ${token}`,
      },
      body: JSON.stringify({ socket_id: socketId, channel_name: channelName }),
    })
      .then(async (response) => {
        const text = await response.text();
        const data: unknown = text ? JSON.parse(text) : null;
        if (!response.ok) throw new ApiError(response.status, data);
        // Only what pusher-js reads is handed on; anything more the server adds is dropped, not an error.
        callback(null, mask(data, BroadcastingAuthAnswer));
      })
      .catch((error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null));
  };
}

/** The pusher-js options: the realtime server's address, the product's timeouts, the bearer token's authorisation. */
export function pusherOptions(settings: RealtimeSettings, token: string): Options {
  return {
    ...realtimeSocketOptions(settings),
    ...REALTIME_TIMEOUTS,
    channelAuthorization: { customHandler: authorizeWithToken(settings.authEndpoint, token) },
  };
}
