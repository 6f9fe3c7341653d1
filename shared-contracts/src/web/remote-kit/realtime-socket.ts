import type { EventPayload } from '@labshop/shared-contracts/web';

type RealtimeSettings = EventPayload<'config:loaded'>['realtime'];

/**
 * Where a part's pusher-js client connects: the site's own realtime server, at the host and port the public
 * configuration names, on the page's own scheme (no forced TLS) and without Pusher's usage statistics. Each part adds
 * its own channel authorisation and timeouts.
 */
export function realtimeSocketOptions(settings: RealtimeSettings) {
  return {
    cluster: settings.cluster,
    wsHost: settings.host,
    wsPort: settings.port,
    wssPort: settings.port,
    httpHost: settings.host,
    httpPort: settings.port,
    forceTLS: false,
    disableStats: true,
  };
}
