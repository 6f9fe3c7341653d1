import type { FastifyPluginAsync } from 'fastify';
import type { CollectionPoint, DefaultCollectionPointAnswer } from '@labshop/shared-contracts/api/collection-points';
import { requireUser } from '../../platform/authentication';
import { ValidationError } from '../../platform/errors';
import { principalOf } from '../../platform/principal';
import { validateInput } from '../../platform/validation';
import { CollectionPointRequest } from './collection-point-request';

const profileRoutes: FastifyPluginAsync = async (fastify) => {
  async function pointNamedIn(body: unknown): Promise<CollectionPoint> {
    const { id } = validateInput(CollectionPointRequest, body);
    const point = await fastify.collectionPoints.findById(id);
    if (!point) throw new ValidationError({ id: ['no collection point has this id'] });
    return point;
  }

  /** POST /profile/collection-point: the details of the point the patient picked. */
  fastify.post('/profile/collection-point', async (request): Promise<CollectionPoint> => pointNamedIn(request.body));

  /** Logged in only. The user comes from the session, never from the body. */
  fastify.post('/profile/collection-point/update-default', async (request): Promise<DefaultCollectionPointAnswer> => {
    requireUser(request);
    const point = await pointNamedIn(request.body);
    if (point.closed) throw new ValidationError({ id: ['this collection point is closed'] });
    await fastify.collectionPoints.setDefault(principalOf(request), point.id);
    return { defaultFacilityId: point.id, collectionPoint: point };
  });
};

export default profileRoutes;
