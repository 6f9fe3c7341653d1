import { createServer, type AddressInfo, type Server, type Socket } from 'node:net';
import fp from 'fastify-plugin';
import { securityOf, withoutSecurity } from './hl7/msh-security';
import { framed, MllpFrameReader } from './mllp-frames';
import { MESSAGE_LIMIT_BYTES, type DeliveryAnswer } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The MLLP listener labs may send HL7 to: the port it listens on, null while it is off. */
    labMllp: { port(): number | null };
  }
}

const answerText = (answer: DeliveryAnswer) => (typeof answer.body === 'string' ? answer.body : '');

/**
 * HL7 over MLLP, the transport labs' integration engines use by default: a TCP listener, off unless
 * LAB_MLLP_PORT is set. Each framed message is handled as an HTTP delivery is and answered with its ACK, framed,
 * in the order the messages came. MLLP carries no headers, so a lab signs a message with its own key in MSH-8
 * (Security); the key is emptied before the message is stored. A message larger than the HTTP limit is answered
 * AR and the connection closed.
 */
export default fp(
  async function labMllpListener(fastify) {
    const port = fastify.config.labMllpPort;
    let server: Server | null = null;
    fastify.decorate('labMllp', {
      port: () => (server?.listening ? (server.address() as AddressInfo).port : null),
    });
    if (port === null) return;

    const service = fastify.labDelivery;
    async function answerFor(message: Buffer): Promise<string> {
      try {
        const lab = await service.principalOfKey(securityOf(message));
        return answerText(await service.deliverHl7(lab, { bytes: withoutSecurity(message), httpCharset: null }));
      } catch (error) {
        fastify.log.error({ err: error }, 'An HL7 message over MLLP failed unexpectedly');
        return answerText(service.hl7Failure(message));
      }
    }

    const sockets = new Set<Socket>();
    server = createServer((socket) => {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', (error) => fastify.log.warn({ err: error }, 'An MLLP connection failed'));
      const reader = new MllpFrameReader(MESSAGE_LIMIT_BYTES);
      // One message at a time per connection: a lab engine waits for each ACK, and reads them in order.
      let answered = Promise.resolve();
      socket.on('data', (chunk: Buffer) => {
        const { messages, tooLarge } = reader.push(chunk);
        for (const message of messages) {
          answered = answered.then(async () => {
            const ack = await answerFor(message);
            if (!socket.destroyed) socket.write(framed(ack));
          });
        }
        if (tooLarge !== null) {
          answered = answered.then(() => {
            socket.end(framed(answerText(service.hl7TooLarge(tooLarge))));
          });
        }
      });
    });

    fastify.addHook('onReady', async () => {
      await new Promise<void>((resolve, reject) => {
        server?.once('error', reject);
        server?.listen({ port, host: fastify.config.host }, () => resolve());
      });
      fastify.log.info({ port: fastify.labMllp.port() }, 'Labs may send HL7 over MLLP');
    });
    fastify.addHook('onClose', async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => (server?.listening ? server.close(() => resolve()) : resolve()));
    });
  },
  { name: 'lab-mllp-listener', dependencies: ['config', 'lab-delivery-service'] },
);
