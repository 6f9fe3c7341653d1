import type { FastifyPluginAsync } from 'fastify';
import { array } from 'superstruct';
import {
  CityWithCollectionPoints,
  CollectionPoint,
  CollectionPointListAnswer,
} from '@labshop/shared-contracts/core/api/collection-points';
import { notFound } from '../../platform/errors';
import { isSlug } from '../../platform/request-values';
import type { ShapeTypeProvider } from '../../platform/route-shapes/type-provider';
import { CollectionPointListRequest, gatherFeatures } from './list-request';

const collectionPointsRoutes: FastifyPluginAsync = async (app) => {
  const fastify = app.withTypeProvider<ShapeTypeProvider>();

  fastify.get(
    '/collection-points',
    {
      // Features come as `a,b`, repeated or `features[]`: gathered into one list before the query is checked.
      preValidation: gatherFeatures,
      schema: {
        summary: 'Every collection point matching the filters, open ones first (the locations page and its map).',
        querystring: CollectionPointListRequest,
        response: { 200: CollectionPointListAnswer },
      },
    },
    async (request) => {
      const { query } = request;
      const items = await fastify.collectionPoints.list({
        citySlug: query.city ?? null,
        postCodeDigits: query.postCode === undefined ? null : query.postCode.replace(/\D/g, ''),
        town: query.town ?? null,
        features: [...new Set(query.features ?? [])],
        childAge: query.childAge ?? null,
        hideClosed: query.hideClosed ?? false,
      });
      return { items, total: items.length };
    },
  );

  fastify.get(
    '/collection-points/cities',
    {
      schema: {
        summary: 'The cities with how many collection points each has, and how many are open.',
        response: { 200: array(CityWithCollectionPoints) },
      },
    },
    async () => fastify.collectionPoints.citiesWithCounts(),
  );

  // The city and slug are read here: text that is no slug names no point (404), whatever characters it holds.
  fastify.get<{ Params: { city: string; slug: string } }>(
    '/collection-points/:city/:slug',
    {
      schema: {
        summary: 'One collection point; 404 when the slug is unknown or belongs to another city.',
        response: { 200: CollectionPoint },
      },
    },
    async (request) => {
      const { city, slug } = request.params;
      const point = isSlug(city) && isSlug(slug) ? await fastify.collectionPoints.findBySlug(city, slug) : null;
      if (!point) throw notFound();
      return point;
    },
  );
};

export default collectionPointsRoutes;
