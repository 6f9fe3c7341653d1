import fp from 'fastify-plugin';
import { Struct } from 'superstruct';
import { withoutEmptyValues } from '../request-values';
import { validateInput } from '../validation';

/**
 * Checks each route's declared params, querystring and body with the route's superstruct structs, exactly as
 * `validateInput` does (422 by field, unknown keys dropped, values coerced), before the handler runs; the handler then
 * reads the checked values. A query string's empty values (`?page=`) count as absent, as the shared client leaves
 * them out. Answers are written as they are: their shapes describe them, they do not filter them.
 */
export default fp(
  async function routeShapes(fastify) {
    fastify.setValidatorCompiler(({ schema, url, method, httpPart }) => {
      if (!(schema instanceof Struct)) {
        throw new Error(`${method} ${url}: a route's shapes are superstruct structs`);
      }
      const received = httpPart === 'querystring' ? withoutEmptyValues : (value: unknown) => value ?? undefined;
      return (value: unknown) => {
        try {
          return { value: validateInput(schema, received(value)) };
        } catch (error) {
          return { error: error as Error };
        }
      };
    });
    fastify.setSerializerCompiler(() => (answer: unknown) => JSON.stringify(answer));
  },
  { name: 'route-shapes' },
);
