import type { FastifyTypeProvider } from 'fastify';
import type { Struct } from 'superstruct';

/**
 * Lets a route declare its params, querystring, body and answers as superstruct structs in Fastify's `schema` and have
 * the handler typed from them: `request.body` is the struct's value, and the handler must return the answer's shape.
 * Use it as `fastify.withTypeProvider<ShapeTypeProvider>()`.
 */
export interface ShapeTypeProvider extends FastifyTypeProvider {
  readonly validator: this['schema'] extends Struct<infer Value, infer _Schema> ? Value : unknown;
  readonly serializer: this['schema'] extends Struct<infer Value, infer _Schema> ? Value : unknown;
}

declare module 'fastify' {
  interface FastifySchema {
    /** One line saying what the route does, for the API's description (`/api/docs`). */
    summary?: string;
    /** More words when one line is not enough. */
    description?: string;
  }
}
