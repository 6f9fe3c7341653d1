// Live updates for `npm start`: the local Pusher-protocol server (infra/realtime), unless the caller chose
// otherwise. Plain Node, like the rest of these scripts.

const TRUTHY = ['1', 'true', 'yes'];
const LOCAL_HOSTS = ['127.0.0.1', 'localhost'];
/** Where the local server listens; the browser on the same machine reaches it there too. */
export const LOCAL_REALTIME_HOST = '127.0.0.1';
/** The same default port as the API's and the gateway's realtime settings. */
export const DEFAULT_REALTIME_PORT = 6001;

/**
 * Whether `npm start` runs the local realtime server, and the settings that point the API (where it publishes)
 * and the gateway (what /config.json tells browsers) at it. The caller's own choice wins: live updates turned
 * off (REALTIME_ENABLED=false), Pusher itself (REALTIME_CLUSTER) or a server elsewhere (a host that is not this
 * machine) start nothing here and leave their settings as they are. App id, key and secret are read from the
 * same variables by all three, so they agree whether the caller set them or not.
 */
export function localRealtime(env = process.env) {
  const enabled = env.REALTIME_ENABLED?.trim().toLowerCase();
  const turnedOff = enabled !== undefined && enabled !== '' && !TRUTHY.includes(enabled);
  const host = env.REALTIME_HOST?.trim() || LOCAL_REALTIME_HOST;
  const apiHost = env.REALTIME_API_HOST?.trim() || host;
  const elsewhere = !LOCAL_HOSTS.includes(host) || !LOCAL_HOSTS.includes(apiHost);
  if (turnedOff || env.REALTIME_CLUSTER?.trim() || elsewhere) return { start: false, env: {} };

  const port = Number(env.REALTIME_PORT?.trim() || DEFAULT_REALTIME_PORT);
  return {
    start: true,
    host,
    port,
    readyUrl: `http://${host}:${port}/ready`,
    env: { REALTIME_ENABLED: 'true', REALTIME_HOST: host, REALTIME_PORT: String(port) },
  };
}
