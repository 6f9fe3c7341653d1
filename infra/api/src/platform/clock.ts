import fp from 'fastify-plugin';

/** What time it is; tests pass their own to move time on (code and session expiry) without waiting. */
export type Clock = () => Date;

export const SYSTEM_CLOCK: Clock = () => new Date();

declare module 'fastify' {
  interface FastifyInstance {
    clock: Clock;
  }
}

export default fp<{ clock: Clock }>(
  async function clockPlugin(fastify, options) {
    fastify.decorate('clock', options.clock);
  },
  { name: 'clock' },
);
