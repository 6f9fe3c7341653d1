import helmet from '@fastify/helmet';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { routes, services } from './modules';
import sessionService from './modules/accounts/session-service';
import answerCaching from './platform/answer-caching';
import authentication, { type SessionResolver } from './platform/authentication';
import clockPlugin, { SYSTEM_CLOCK, type Clock } from './platform/clock';
import configPlugin, { type AppConfig } from './platform/config';
import databasePlugin, { type DatabaseOptions } from './platform/database';
import jobs from './platform/jobs/jobs-plugin';
import messaging, { type MessagingOptions } from './platform/messaging';
import { handleError, handleFrameworkError, handleNotFound } from './platform/error-handlers';
import instanceName from './platform/instance-name';
import instanceSecrets from './platform/instance-secrets';
import jsonBody, { JSON_BODY_LIMIT_BYTES } from './platform/json-body';
import { withoutSecrets } from './platform/request-logging';
import routeShapes from './platform/route-shapes/validator-compiler';
import docsRoutes from './platform/route-shapes/docs-routes';
import routeTable from './platform/route-table';
import sharedRateLimit from './platform/shared-rate-limit';

/**
 * The API answers data, not pages: an answer opened in a browser may load nothing, post nothing, be framed by
 * nobody. The site's pages get their own policy from the gateway, and the sandbox payment page sets its own.
 */
export const API_CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'none'"],
  baseUri: ["'none'"],
  formAction: ["'none'"],
  frameAncestors: ["'none'"],
};

export interface BuildAppOptions {
  config: AppConfig;
  /**
   * Migrate and seed at start; both default to the configuration's (tests start from a database that is already
   * prepared).
   */
  database?: Partial<DatabaseOptions>;
  logger?: FastifyServerOptions['logger'];
  /** Finds the user behind a bearer token; by default the accounts' own sessions. */
  resolveSession?: SessionResolver;
  /** What time it is; tests move it on to expire codes and sessions. */
  clock?: Clock;
  /** SMS and e-mail providers the queued messages are delivered through; by default the local outbox folders. */
  messaging?: MessagingOptions;
}

/**
 * The API, ready to listen or to be called with inject(). Plugins load in a fixed order: configuration and clock,
 * database, security headers, rate limits, the job queue, SMS and e-mail, sessions and the caller's session, then
 * the services, then the routes under /api. The job queue starts once the app is ready and stops as it closes.
 */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const app = Fastify({
    logger: withoutSecrets(options.logger ?? { level: config.logLevel }),
    // Only the configured proxies (the gateway) say who the caller is; anyone else's X-Forwarded-For is ignored.
    trustProxy: config.trustedProxies.length > 0 ? config.trustedProxies : false,
    // Errors Fastify raises before routing (a malformed or over-long path) leave in the same shape as the rest.
    frameworkErrors: handleFrameworkError,
    // The database plugin may start an embedded PostgreSQL, migrate and write the demo catalogue; on a busy or
    // cold machine that outlasts Fastify's 10 s default, and the API must wait for it rather than give up.
    pluginTimeout: 180_000,
    // Any body a route does not read itself (JSON has its own parser below, at the same limit).
    bodyLimit: JSON_BODY_LIMIT_BYTES,
  });
  app.setErrorHandler(handleError);

  await app.register(routeTable);
  await app.register(instanceName);
  await app.register(routeShapes);
  await app.register(jsonBody);
  await app.register(configPlugin, { config });
  await app.register(clockPlugin, { clock: options.clock ?? SYSTEM_CLOCK });
  await app.register(databasePlugin, {
    migrate: options.database?.migrate ?? config.prepareDatabaseOnStart,
    seed: options.database?.seed ?? (config.prepareDatabaseOnStart && config.seedDemoData),
  });
  await app.register(instanceSecrets);
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: API_CONTENT_SECURITY_POLICY },
  });
  await app.register(answerCaching);
  await app.register(sharedRateLimit);
  await app.register(jobs);
  await app.register(messaging, options.messaging ?? {});
  await app.register(sessionService);
  await app.register(authentication, {
    resolveSession: options.resolveSession ?? ((token) => app.sessions.resolve(token)),
  });

  await app.register(services);
  await app.register(routes, { prefix: '/api' });
  await app.register(docsRoutes, { prefix: '/api' });

  // Unknown paths are rate limited too, so probing for endpoints costs the prober.
  app.setNotFoundHandler({ preHandler: app.rateLimit() }, handleNotFound);
  return app;
}
