import type { FastifyPluginAsync } from 'fastify';
import type { CollectionPoint, DefaultCollectionPointAnswer } from '@labshop/shared-contracts/api/collection-points';
import { requireUser } from '../../platform/authentication';
import { principalOf } from '../../platform/principal';
import { validateInput } from '../../platform/validation';
import { CollectionPointRequest } from './collection-point-request';

const profileRoutes: FastifyPluginAsync = async (fastify) => {
  /** POST /profile/collection-point: the details of the point the patient picked. */
  fastify.post('/profile/collection-point', async (request): Promise<CollectionPoint> => {
    const { id } = validateInput(CollectionPointRequest, request.body);
    return fastify.profile.pointNamed(id);
  });

  /** Logged in only. The user comes from the session, never from the body. */
  fastify.post('/profile/collection-point/update-default', async (request): Promise<DefaultCollectionPointAnswer> => {
    requireUser(request);
    const { id } = validateInput(CollectionPointRequest, request.body);
    const point = await fastify.profile.setDefaultPoint(principalOf(request), id);
    return { defaultFacilityId: point.id, collectionPoint: point };
  });
};

export default profileRoutes;
