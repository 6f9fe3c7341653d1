import proxy from '@fastify/http-proxy';
import type { FastifyInstance } from 'fastify';

type Headers = Record<string, string | string[] | undefined>;

/** What the proxy needs of a request (HTTP/1 or HTTP/2 alike). */
interface ProxiedRequest {
  /** The visitor's address: the peer's, or what the proxies the gateway trusts (TRUST_PROXY) say it is. */
  readonly ip: string;
  readonly protocol: string;
  readonly host: string;
}

export const API_UNAVAILABLE = 'The service is temporarily unavailable. Please try again in a moment.';

/**
 * The API sees every visitor through the gateway; the forwarded headers tell it who the visitor is, so
 * per-address limits and logs are about people, not about the gateway. Whatever the visitor sent in these
 * headers is replaced, never passed on: a visitor cannot name another address to dodge a limit.
 */
export function forwardedHeaders<H extends Headers>(request: ProxiedRequest, headers: H): H {
  return {
    ...headers,
    'x-forwarded-for': request.ip,
    'x-real-ip': request.ip,
    'x-forwarded-proto': request.protocol,
    'x-forwarded-host': request.host,
  };
}

/** Everything under /api goes to the API unchanged; when the API cannot answer the caller gets a 502 body. */
export async function registerApiProxy(app: FastifyInstance, apiUrl: string): Promise<void> {
  await app.register(proxy, {
    upstream: apiUrl,
    prefix: '/api',
    rewritePrefix: '/api',
    replyOptions: {
      rewriteRequestHeaders: forwardedHeaders,
      // The proxy has already logged the cause; the caller gets a message, never the internals.
      onError: (reply) => {
        void reply.code(502).send({ message: API_UNAVAILABLE });
      },
    },
  });
}
