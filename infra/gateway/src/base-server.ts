import { constants as zlib } from 'node:zlib';
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import Fastify, { LogController, type FastifyInstance, type FastifyReply, type FastifyServerOptions } from 'fastify';
import { registerApiProxy } from './api-proxy';
import { cacheControlFor, REVALIDATE, variesByEncoding } from './cache-policy';
import { validPublicConfig, type PublicConfigValue } from './public-config';
import { registerSecurityHeaders, type PaymentProvider } from './security-headers';

export interface BaseServerOptions {
  readonly apiUrl: string;
  readonly publicConfig: PublicConfigValue;
  readonly frameAncestors?: readonly string[];
  readonly extraScriptSources?: readonly string[];
  readonly extraConnectSources?: readonly string[];
  readonly paymentProvider?: PaymentProvider;
  readonly logger?: FastifyServerOptions['logger'];
  /** Fastify's trustProxy: true, or the addresses of the proxies in front. */
  readonly trustProxy?: FastifyServerOptions['trustProxy'];
}

export const BAD_PATH = 'Bad request path';
export const SERVER_ERROR = 'Something went wrong. Please try again later.';

/** A URL that cannot even be decoded gets the same plain answer as every other refused path. */
function answerBadPath(reply: FastifyReply): void {
  void reply.code(400).send({ message: BAD_PATH });
}

/**
 * What the composed site and a remote's standalone host share: security headers, compression, file
 * sending with the cache policy, /config.json, the /api proxy, and JSON errors without internals.
 */
export async function createBaseServer(options: BaseServerOptions): Promise<FastifyInstance> {
  const publicConfig = validPublicConfig(options.publicConfig);
  const app = Fastify({
    logger: options.logger ?? false,
    // Every asset request would be a log line; what matters (404 pages, API failures, errors) is logged explicitly.
    logController: new LogController({ disableRequestLogging: true }),
    // At the edge, X-Forwarded-For comes from the visitor and proves nothing; behind a load balancer set TRUST_PROXY.
    trustProxy: options.trustProxy ?? false,
    frameworkErrors: (_error, _request, reply) => answerBadPath(reply),
  });

  await registerSecurityHeaders(app, {
    publicConfig,
    frameAncestors: options.frameAncestors ?? ["'self'"],
    extraScriptSources: options.extraScriptSources ?? [],
    extraConnectSources: options.extraConnectSources ?? [],
    paymentProvider: options.paymentProvider ?? 'sandbox',
  });
  // Brotli's top quality costs more time than it saves on the fly; level 5 keeps most of the gain.
  await app.register(compress, {
    global: true,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } },
  });
  await app.register(fastifyStatic, {
    // Files are sent only by explicit routes; the roots vary per request (shell, remotes, site data).
    root: process.cwd(),
    serve: false,
    cacheControl: false,
    dotfiles: 'deny',
    // The build writes `.br` (brotli at its highest quality) and `.gz` beside each text file: sent as they are when
    // the browser accepts them, so no request pays for compression; other files are compressed on the fly below.
    preCompressed: true,
    setHeaders: (response, filePath) => {
      response.setHeader('Cache-Control', cacheControlFor(filePath));
      if (variesByEncoding(filePath)) response.setHeader('Vary', 'accept-encoding');
    },
  });
  await registerApiProxy(app, options.apiUrl);

  app.get('/config.json', async (_request, reply) => {
    void reply.header('Cache-Control', REVALIDATE);
    return publicConfig;
  });

  app.setNotFoundHandler((_request, reply) => {
    void reply.code(404).send({ message: 'Not found' });
  });
  app.setErrorHandler((error: { statusCode?: number; message?: string }, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    void reply.code(status).send({ message: status >= 500 ? SERVER_ERROR : (error.message ?? 'Bad request') });
  });
  return app;
}
