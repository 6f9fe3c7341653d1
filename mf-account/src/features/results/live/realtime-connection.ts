import type { ChannelAuthorizationHandler, Options } from 'pusher-js';
import { mask } from 'superstruct';
import {
  accountChannel,
  ApiError,
  BroadcastingAuthAnswer,
  RESULT_READY_EVENT,
  ResultReadyPayload,
  type EventPayload,
  type ResultReadyPayload as ResultReady,
} from '@labshop/shared-contracts';

type RealtimeSettings = EventPayload<'config:loaded'>['realtime'];

/** Spec §9: how long the connection may stay quiet, wait for a pong, and wait before it counts as unavailable. */
export const REALTIME_TIMEOUTS = {
  activityTimeout: 120_000,
  pongTimeout: 30_000,
  unavailableTimeout: 10_000,
} as const;

/**
 * Asks the API to sign a private channel for this socket with the session's bearer token. Whatever goes wrong
 * is handed back to pusher-js (spec §8 'Realtime auth failure'), which reports it as a subscription error.
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

/** The pusher-js options of spec §7 and §9: hosts from the settings, no forced TLS, the spec's timeouts. */
export function pusherOptions(settings: RealtimeSettings, token: string): Options {
  return {
    cluster: settings.cluster,
    wsHost: settings.host,
    wsPort: settings.port,
    wssPort: settings.port,
    httpHost: settings.host,
    httpPort: settings.port,
    forceTLS: false,
    disableStats: true,
    ...REALTIME_TIMEOUTS,
    channelAuthorization: { customHandler: authorizeWithToken(settings.authEndpoint, token) },
  };
}

/**
 * Listens on the account's private channel for results the labs deliver. pusher-js is loaded only when
 * realtime is on, so pages without it never download the client. Returns the function that disconnects.
 */
export function listenForResults(
  settings: RealtimeSettings,
  session: { token: string; accountId: string },
  onReady: (ready: ResultReady) => void,
): () => void {
  let stopped = false;
  let disconnect: () => void = () => undefined;
  void import('pusher-js').then(({ default: Pusher }) => {
    if (stopped) return;
    const pusher = new Pusher(settings.key, pusherOptions(settings, session.token));
    const channel = pusher.subscribe(accountChannel(session.accountId));
    channel.bind(RESULT_READY_EVENT, (payload: unknown) => {
      // A payload of another shape is not ours to show; it is dropped rather than guessed at.
      const [failure, ready] = ResultReadyPayload.validate(payload);
      if (!failure) onReady(ready);
    });
    disconnect = () => pusher.disconnect();
  }, warnLiveUnavailable);
  return () => {
    stopped = true;
    disconnect();
  };
}

/** Without the client the page still works, it only does not update by itself; worth a trace, not an error page. */
function warnLiveUnavailable(error: unknown): void {
  console.warn('Live result updates are unavailable', error);
}
