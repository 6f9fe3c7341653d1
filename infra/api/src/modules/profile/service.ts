import fp from 'fastify-plugin';
import type { CollectionPoint } from '@labshop/shared-contracts/core/api/collection-points';
import { UNAUTHORIZED_MESSAGE } from '../../platform/authentication';
import { HttpError, ValidationError } from '../../platform/errors';
import type { Principal } from '../../platform/principal';

/** The collection point a patient picks on the profile, and the default one of a signed-in account. */
export function createProfileService(deps: {
  /** The point with this id, asked of the collection points, which own them. */
  findPoint: (id: string) => Promise<CollectionPoint | null>;
  /** Records the point as the principal's own default, as the collection points keep it. */
  makeDefault: (principal: Principal, facilityId: string) => Promise<void>;
}) {
  /** The point with this (well-formed) id; 422 on `id` when there is none. */
  async function pointNamed(id: string): Promise<CollectionPoint> {
    const point = await deps.findPoint(id);
    if (!point) throw new ValidationError({ id: ['no collection point has this id'] });
    return point;
  }

  return {
    pointNamed,

    /** Makes an open point the principal's default; the account comes from the principal, never from the body. */
    async setDefaultPoint(principal: Principal, id: string): Promise<CollectionPoint> {
      if (principal.kind !== 'account') throw new HttpError(401, UNAUTHORIZED_MESSAGE);
      const point = await pointNamed(id);
      if (point.closed) throw new ValidationError({ id: ['this collection point is closed'] });
      await deps.makeDefault(principal, point.id);
      return point;
    },
  };
}

export type ProfileService = ReturnType<typeof createProfileService>;

declare module 'fastify' {
  interface FastifyInstance {
    profile: ProfileService;
  }
}

export default fp(
  async function profileService(fastify) {
    const { collectionPoints } = fastify;
    fastify.decorate(
      'profile',
      createProfileService({
        findPoint: (id) => collectionPoints.findById(id),
        makeDefault: async (principal, facilityId) => {
          if (principal.kind === 'account') await collectionPoints.setDefault(principal, facilityId);
        },
      }),
    );
  },
  { name: 'profile-service', dependencies: ['collection-points-service'] },
);
