import { randomBytes } from 'node:crypto';
import fp from 'fastify-plugin';

/** The answer header naming the API instance that answered. */
export const INSTANCE_HEADER = 'api-instance';

/**
 * Every answer names the instance that made it, with a name drawn when the instance starts (nothing about the
 * machine). Behind the gateway several instances answer in turn; the name lets support and tests see which one did.
 */
export default fp(
  async function instanceName(fastify) {
    const name = randomBytes(6).toString('hex');
    fastify.addHook('onRequest', async (_request, reply) => {
      void reply.header(INSTANCE_HEADER, name);
    });
  },
  { name: 'instance-name' },
);
