import type { FastifySchema } from 'fastify';
import fp from 'fastify-plugin';

const ROUTE_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;
export type RouteMethod = (typeof ROUTE_METHODS)[number];

const isRouteMethod = (method: string): method is RouteMethod => (ROUTE_METHODS as readonly string[]).includes(method);

/** One method of one route the API serves, as it was registered: `{ method: 'POST', url: '/api/orders/:orderId' }`. */
export interface RouteEntry {
  method: RouteMethod;
  url: string;
  /** What the route declared of itself: its summary and the shapes of its parts and answers (route-shapes). */
  schema: FastifySchema;
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Every route the API serves, one entry per method (HEAD included when Fastify adds it). Checks that must hold on
     * every endpoint (a blocked account refused, answers never stored by caches, no malformed input answered with a
     * 5xx) walk this table, so a route added later is covered without anyone listing it.
     */
    routeTable(): readonly RouteEntry[];
  }
}

/** Registered before any route, so it sees them all. */
export default fp(
  async function routeTable(fastify) {
    const entries: RouteEntry[] = [];
    fastify.addHook('onRoute', (route) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const method of methods) {
        if (!isRouteMethod(method)) throw new Error(`${route.url}: the route table knows no method ${method}`);
        entries.push({ method, url: route.url, schema: route.schema ?? {} });
      }
    });
    fastify.decorate('routeTable', () => entries);
  },
  { name: 'route-table' },
);
