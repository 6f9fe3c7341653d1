import type { FastifyPluginAsync } from 'fastify';
import type { CheckCodeAnswer } from '@labshop/shared-contracts/core/api/check-code';
import { readCheckCode } from './check-code-request';

const discountCodesRoutes: FastifyPluginAsync = async (fastify) => {
  /** POST /check-code: the discount a code gives these tests, or a 422 naming why it gives none. */
  fastify.post('/check-code', async (request): Promise<CheckCodeAnswer> => {
    const input = readCheckCode(request.body);
    const location = await fastify.locations.resolve(input);
    return fastify.discountCodes.check({ ...input, location });
  });
};

export default discountCodesRoutes;
