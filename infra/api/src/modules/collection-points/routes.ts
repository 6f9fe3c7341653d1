import type { FastifyPluginAsync } from 'fastify';
import type {
  CityWithCollectionPoints,
  CollectionPoint,
  CollectionPointListAnswer,
} from '@labshop/shared-contracts/core/api/collection-points';
import { notFound } from '../../platform/errors';
import { isSlug, withoutEmptyValues } from '../../platform/request-values';
import { validateInput } from '../../platform/validation';
import { CollectionPointListRequest, gatherFeatures } from './list-request';

const collectionPointsRoutes: FastifyPluginAsync = async (fastify) => {
  /** The locations page and its map: every point matching the filters, open ones first. */
  fastify.get('/collection-points', async (request): Promise<CollectionPointListAnswer> => {
    const query = validateInput(CollectionPointListRequest, gatherFeatures(withoutEmptyValues(request.query)));
    const items = await fastify.collectionPoints.list({
      citySlug: query.city ?? null,
      postCodeDigits: query.postCode === undefined ? null : query.postCode.replace(/\D/g, ''),
      town: query.town ?? null,
      features: [...new Set(query.features ?? [])],
      childAge: query.childAge ?? null,
      hideClosed: query.hideClosed ?? false,
    });
    return { items, total: items.length };
  });

  fastify.get('/collection-points/cities', async (): Promise<CityWithCollectionPoints[]> =>
    fastify.collectionPoints.citiesWithCounts(),
  );

  /** One point (/locations/{city}/{slug}); 404 when the slug is unknown or belongs to another city. */
  fastify.get<{ Params: { city: string; slug: string } }>(
    '/collection-points/:city/:slug',
    async (request): Promise<CollectionPoint> => {
      const { city, slug } = request.params;
      const point = isSlug(city) && isSlug(slug) ? await fastify.collectionPoints.findBySlug(city, slug) : null;
      if (!point) throw notFound();
      return point;
    },
  );
};

export default collectionPointsRoutes;
