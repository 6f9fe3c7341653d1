import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/**
 * GET routes whose answers are the same for everyone and say nothing about anyone: the catalogue, its prices,
 * places and the public doctor cards. Everything else the API answers may name a person or their health (results,
 * orders, the account, referrals, doctors' access, administration, login and registration answers, payment pages),
 * so it is answered `no-store`, and a route added later is `no-store` until it is listed here on purpose. Search
 * is left out: the words a person searches for can say something about their health.
 */
export const PUBLIC_ANSWER_ROUTES: ReadonlySet<string> = new Set([
  '/api/get-cities',
  '/api/services/nursing-services',
  '/api/services/visit-services',
  '/api/services/customer-services',
  '/api/catalogue/categories',
  '/api/catalogue/tests',
  '/api/catalogue/tests/:slug',
  '/api/catalogue/packages/:slug',
  '/api/catalogue/screenings',
  '/api/catalogue/screenings/:slug',
  '/api/offers',
  '/api/offers/:slug',
  '/api/discounts/:slug',
  '/api/collection-points',
  '/api/collection-points/cities',
  '/api/collection-points/:city/:slug',
  '/api/doctors',
  '/api/doctors/:slug',
  '/api/quiz/:kind',
]);

export const NO_STORE = 'no-store';

function isPublicAnswer(request: FastifyRequest, statusCode: number): boolean {
  const readOnly = request.method === 'GET' || request.method === 'HEAD';
  return readOnly && statusCode < 400 && PUBLIC_ANSWER_ROUTES.has(request.routeOptions.url ?? '');
}

/**
 * Tells browsers and any cache between them and the API not to keep an answer that may carry personal or health
 * data, so it cannot be read back from a shared computer's cache or a proxy. Public answers keep their own caching
 * (the catalogue's list answers are cached in the API's memory, not by HTTP).
 */
export default fp(
  async function answerCaching(fastify) {
    fastify.addHook('onSend', async (request, reply, payload) => {
      if (!isPublicAnswer(request, reply.statusCode)) void reply.header('cache-control', NO_STORE);
      return payload;
    });
  },
  { name: 'answer-caching' },
);
