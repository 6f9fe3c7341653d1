import { getEventBus, type EventBus, type EventPayload } from '../events/bus';
import { createApiClient, type ApiClient } from './client';

const DEFAULT_API_BASE = '/api';
const DEFAULT_APP_NAME = 'labshop';

/**
 * A client that follows the page's state on the bus: the bearer token of the latest `session:changed`,
 * the app name and API base of `config:loaded`. Each call reads the latest values, so a login in one
 * remote is seen by the next call of every other remote.
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
    request(path, options) {
      const client = createApiClient({
        baseUrl: config?.apiBase ?? DEFAULT_API_BASE,
        appName: config?.appName ?? DEFAULT_APP_NAME,
        getToken: () => token,
      });
      return client.request(path, options);
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
