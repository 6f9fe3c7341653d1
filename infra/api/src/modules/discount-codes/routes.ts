import type { FastifyPluginAsync } from 'fastify';
import { CheckCodeAnswer } from '@labshop/shared-contracts/core/api/check-code';
import { accountOf, principalOf } from '../../platform/principal';
import type { ShapeTypeProvider } from '../../platform/route-shapes/type-provider';
import { CheckCodeBody, readCheckCode } from './check-code-request';

const discountCodesRoutes: FastifyPluginAsync = async (app) => {
  const fastify = app.withTypeProvider<ShapeTypeProvider>();

  fastify.post(
    '/check-code',
    {
      schema: {
        summary: 'The discount a code gives these tests, or a 422 naming why it gives none.',
        body: CheckCodeBody,
        response: { 200: CheckCodeAnswer },
      },
    },
    async (request) => {
      const input = readCheckCode(request.body);
      const location = await fastify.locations.resolve(input);
      return fastify.discountCodes.check({ ...input, location, accountId: accountOf(principalOf(request)) });
    },
  );
};

export default discountCodesRoutes;
