import { getEventBus, type EventBus, type EventPayload } from '../events/bus';
import { ApiError, createApiClient, type ApiClient } from '@labshop/shared-contracts/core';

const DEFAULT_API_BASE = '/api';
const DEFAULT_APP_NAME = 'labshop';

/**
 * Why the API refused a request's bearer token, or null when the failure says nothing about the session: a 401
 * means the token no longer names a session (it expired or was ended), a 403 with status 'blocked' that its
 * account is blocked.
 */
export function sessionEndOf(error: unknown): EventPayload<'session:ended'>['reason'] | null {
  if (!(error instanceof ApiError)) return null;
  if (error.code === 401) return 'expired';
  const { data } = error;
  const blocked = error.code === 403 && typeof data === 'object' && data !== null && 'status' in data;
  return blocked && data.status === 'blocked' ? 'blocked' : null;
}

/**
 * A client that follows the page's state on the bus: the bearer token of the latest `session:changed`,
 * the app name and API base of `config:loaded`. Each call reads the latest values, so a login in one
 * remote is seen by the next call of every other remote. A call whose token the API refuses announces
 * `session:ended`, so the session ends on the whole page whichever remote made the call.
 */
export function createBusApiClient(bus: EventBus): ApiClient {
  let token: string | null = null;
  let config: EventPayload<'config:loaded'> | undefined;
  bus.on('session:changed').subscribe((session) => {
    token = session.token;
  });
  bus.on('config:loaded').subscribe((loaded) => {
    config = loaded;
  });
  return {
    async request(path, options) {
      const sentToken = token;
      const client = createApiClient({
        baseUrl: config?.apiBase ?? DEFAULT_API_BASE,
        appName: config?.appName ?? DEFAULT_APP_NAME,
        getToken: () => sentToken,
      });
      try {
        return await client.request(path, options);
      } catch (error) {
        const reason = sentToken === null ? null : sessionEndOf(error);
        if (sentToken !== null && reason !== null) bus.emit('session:ended', { token: sentToken, reason });
        throw error;
      }
    },
  };
}

// One client for the whole page, like the bus it listens to, even when a remote carries its own copy.
const CLIENT_KEY = Symbol.for('labshop.api-client');
type ClientHolder = { [CLIENT_KEY]?: ApiClient };

export function getApiClient(): ApiClient {
  const holder = globalThis as ClientHolder;
  holder[CLIENT_KEY] ??= createBusApiClient(getEventBus());
  return holder[CLIENT_KEY];
}
