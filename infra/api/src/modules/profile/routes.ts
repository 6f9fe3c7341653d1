import type { FastifyPluginAsync } from 'fastify';
import { CollectionPoint, DefaultCollectionPointAnswer } from '@labshop/shared-contracts/core/api/collection-points';
import { principalOf } from '../../platform/principal';
import { signedInOnly } from '../../platform/route-guards';
import type { ShapeTypeProvider } from '../../platform/route-shapes/type-provider';
import { CollectionPointRequest } from './collection-point-request';

const profileRoutes: FastifyPluginAsync = async (app) => {
  const fastify = app.withTypeProvider<ShapeTypeProvider>();

  fastify.post(
    '/profile/collection-point',
    {
      schema: {
        summary: 'The details of the collection point the patient picked.',
        body: CollectionPointRequest,
        response: { 200: CollectionPoint },
      },
    },
    async (request) => fastify.profile.pointNamed(request.body.id),
  );

  fastify.post(
    '/profile/collection-point/update-default',
    {
      // Logged in only: the account comes from the session, never from the body.
      preValidation: signedInOnly,
      schema: {
        summary: "Makes an open collection point the signed-in account's default.",
        body: CollectionPointRequest,
        response: { 200: DefaultCollectionPointAnswer },
      },
    },
    async (request) => {
      const point = await fastify.profile.setDefaultPoint(principalOf(request), request.body.id);
      return { defaultFacilityId: point.id, collectionPoint: point };
    },
  );
};

export default profileRoutes;
