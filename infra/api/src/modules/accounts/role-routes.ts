import type { FastifyPluginAsync } from 'fastify';
import { ACCOUNT_PATHS, RoleSwitchRequest, type RoleSwitchAnswer } from '@labshop/shared-contracts/api/accounts';
import { bearerToken, requireUser } from '../../platform/authentication';
import { principalOf } from '../../platform/principal';
import { validateInput } from '../../platform/validation';
import { callerOf } from './caller';

/** The role switch: the session (this device) acts in another role the account holds, with a new token. */
const roleRoutes: FastifyPluginAsync = async (fastify) => {
  fastify.post(`/${ACCOUNT_PATHS.userRole}`, async (request): Promise<RoleSwitchAnswer> => {
    requireUser(request);
    const { role } = validateInput(RoleSwitchRequest, request.body);
    const token = bearerToken(request.headers.authorization);
    return fastify.accounts.signIn.switchRole(principalOf(request), token, role, callerOf(request));
  });
};

export default roleRoutes;
