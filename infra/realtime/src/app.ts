// Starts the channels server: Pusher's HTTP API and the `/app/<key>` websocket endpoint on one port.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ChannelRegistry } from './channels/channel-registry';
import { DEFAULT_REALTIME_CONFIG, type RealtimeConfig } from './config';
import { createWebSocketEndpoint } from './connections/websocket-endpoint';
import { handleApiRequest } from './http/api-router';
import type { RealtimeContext } from './realtime-context';

export interface RealtimeServer {
  /** The port it listens on: the one asked for, or the one the system chose for port 0. */
  port: number;
  /** Tells every client the server is going away, closes their sockets and stops listening. */
  close(): Promise<void>;
}

/** The key and secret have no default: whoever starts a server gives it the installation's own. */
export type RealtimeServerOptions = Partial<RealtimeConfig> & Pick<RealtimeConfig, 'key' | 'secret'>;

export async function startRealtimeServer(options: RealtimeServerOptions): Promise<RealtimeServer> {
  const config: RealtimeConfig = { ...DEFAULT_REALTIME_CONFIG, ...options };
  // An empty secret would make every signature computable by anyone.
  if (config.key === '' || config.secret === '') throw new Error('A realtime server needs a key and a secret.');
  const context: RealtimeContext = { config, channels: new ChannelRegistry() };
  const sockets = createWebSocketEndpoint(context);
  const server = createServer((request, response) => void handleApiRequest(context, request, response));
  server.on('upgrade', (request, socket, head) => sockets.handleUpgrade(request, socket, head));

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, config.host, () => {
      server.off('error', reject);
      resolve();
    });
  });

  let closing: Promise<void> | undefined;
  async function shutDown(): Promise<void> {
    await sockets.closeAll();
    await new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
  }

  return {
    port: (server.address() as AddressInfo).port,
    close: () => (closing ??= shutDown()),
  };
}
