import proxy from '@fastify/http-proxy';
import type { FastifyInstance } from 'fastify';
import { ApiUpstreams, apiUrlsOf } from './api-upstreams';

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

/**
 * Everything under /api goes to the API unchanged, to its instances in turn (API_URL may name several, or a name with
 * several addresses); they share the database, so any of them answers any request. When the instance asked cannot
 * answer, the caller gets a 502 body.
 */
export async function registerApiProxy(app: FastifyInstance, apiUrl: string): Promise<void> {
  const upstreams = new ApiUpstreams(apiUrlsOf(apiUrl));
  await app.register(proxy, {
    // No fixed upstream: each request takes the instance whose turn it is.
    upstream: '',
    prefix: '/api',
    rewritePrefix: '/api',
    replyOptions: {
      getUpstream: () => upstreams.next(),
      rewriteRequestHeaders: forwardedHeaders,
      // The proxy has already logged the cause; the caller gets a message, never the internals.
      onError: (reply) => {
        void reply.code(502).send({ message: API_UNAVAILABLE });
      },
    },
  });
}
