import proxy from '@fastify/http-proxy';
import type { FastifyInstance } from 'fastify';

type Headers = Record<string, string | string[] | undefined>;

/** What the proxy needs of a request (HTTP/1 or HTTP/2 alike). */
interface ProxiedRequest {
  readonly headers: Headers;
  readonly socket: { readonly remoteAddress?: string | undefined };
  readonly protocol: string;
  readonly host: string;
}

export const API_UNAVAILABLE = 'The service is temporarily unavailable. Please try again in a moment.';

/**
 * The API sees every visitor through the gateway; the forwarded headers tell it who the visitor is, so
 * per-address rate limits and logs are about people, not about the gateway.
 */
export function forwardedHeaders<H extends Headers>(request: ProxiedRequest, headers: H): H {
  const earlier = request.headers['x-forwarded-for'];
  const chain = [Array.isArray(earlier) ? earlier.join(', ') : earlier, request.socket.remoteAddress];
  return {
    ...headers,
    'x-forwarded-for': chain.filter(Boolean).join(', '),
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
