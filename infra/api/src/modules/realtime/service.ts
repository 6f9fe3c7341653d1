import fp from 'fastify-plugin';
import Pusher from 'pusher';
import type { FastifyBaseLogger } from 'fastify';
import type { RealtimeSettings } from '../../platform/realtime-settings';

/** Publishes live events to browsers and signs their subscriptions to private and presence channels. */
export interface Broadcaster {
  readonly enabled: boolean;
  /** Publishes one event; a failure is logged, never thrown: a live update is a courtesy, the data is stored. */
  publish(channel: string, event: string, data: unknown): Promise<void>;
  /** The signature pusher-js expects for a channel, or null when live updates are off. */
  authorize(
    socketId: string,
    channel: string,
    presence?: { user_id: string; user_info?: Record<string, string> },
  ): { auth: string; channel_data?: string } | null;
}

const PUBLISH_TIMEOUT_MS = 5_000;

export function createBroadcaster(settings: RealtimeSettings, log: FastifyBaseLogger): Broadcaster {
  if (!settings.enabled) {
    return { enabled: false, publish: async () => undefined, authorize: () => null };
  }
  const pusher = new Pusher({
    appId: settings.appId,
    key: settings.key,
    secret: settings.secret,
    useTLS: settings.useTls,
    // A lab waits for its delivery's answer while the event goes out: a stalled channels server must not hold it.
    timeout: PUBLISH_TIMEOUT_MS,
    ...(settings.cluster === null
      ? { host: settings.host, port: String(settings.port) }
      : { cluster: settings.cluster }),
  });
  return {
    enabled: true,
    async publish(channel, event, data) {
      try {
        await pusher.trigger(channel, event, data);
      } catch (error) {
        log.warn({ err: error, channel, event }, 'A live update could not be published');
      }
    },
    authorize: (socketId, channel, presence) => pusher.authorizeChannel(socketId, channel, presence),
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    broadcaster: Broadcaster;
  }
}

export default fp(
  async function broadcasterService(fastify) {
    fastify.decorate('broadcaster', createBroadcaster(fastify.config.realtime, fastify.log));
  },
  { name: 'broadcaster', dependencies: ['config'] },
);
