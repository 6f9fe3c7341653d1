import type { FastifyPluginAsync } from 'fastify';
import { ACCOUNT_PATHS, RoleSwitchAnswer, RoleSwitchRequest } from '@labshop/shared-contracts/core/api/accounts';
import { bearerToken } from '../../platform/authentication';
import { principalOf } from '../../platform/principal';
import { signedInOnly } from '../../platform/route-guards';
import type { ShapeTypeProvider } from '../../platform/route-shapes/type-provider';
import { callerOf } from './caller';

/** The role switch: the session (this device) acts in another role the account holds, with a new token. */
const roleRoutes: FastifyPluginAsync = async (app) => {
  const fastify = app.withTypeProvider<ShapeTypeProvider>();

  fastify.post(
    `/${ACCOUNT_PATHS.userRole}`,
    {
      preValidation: signedInOnly,
      schema: {
        summary: 'Switches this session to another role the account holds; the answer carries its new token.',
        body: RoleSwitchRequest,
        response: { 200: RoleSwitchAnswer },
      },
    },
    async (request) => {
      const token = bearerToken(request.headers.authorization);
      return fastify.accounts.signIn.switchRole(principalOf(request), token, request.body.role, callerOf(request));
    },
  );
};

export default roleRoutes;
