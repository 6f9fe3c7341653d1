import type { FastifyPluginAsync } from 'fastify';
import { ACCOUNT_PATHS, RoleSwitchRequest, type RoleSwitchAnswer } from '@labshop/shared-contracts/core/api/accounts';
import { bearerToken, requireUser, UNAUTHORIZED_MESSAGE } from '../../platform/authentication';
import { ForbiddenError } from '../../platform/authorization';
import { HttpError } from '../../platform/errors';
import { validateInput } from '../../platform/validation';
import { audit } from './audit-log';
import { currentUserOf, findAccount } from './current-user';
import { heldRoles } from './roles';

/**
 * The role switch: the session (this device) acts in another role the account holds. The session gets a new
 * token as its powers change, as it did at login, and the one it was sent with stops working.
 */
const roleRoutes: FastifyPluginAsync = async (fastify) => {
  const { db, sessions } = fastify;

  fastify.post(`/${ACCOUNT_PATHS.userRole}`, async (request): Promise<RoleSwitchAnswer> => {
    const user = requireUser(request);
    const { role } = validateInput(RoleSwitchRequest, request.body);
    const account = await findAccount(db, user.id);
    const token = bearerToken(request.headers.authorization);
    if (!account || token === null) throw new HttpError(401, UNAUTHORIZED_MESSAGE);
    if (!heldRoles(account.roles).includes(role)) throw new ForbiddenError();
    const reissued = await sessions.reissueForRole(token, role);
    // Another request with the same token switched first (or the session ended meanwhile): this token is spent.
    if (reissued === null) throw new HttpError(401, UNAUTHORIZED_MESSAGE);
    await audit(db, 'role_switched', { accountId: account.id, address: request.ip, details: { role } });
    return { token: reissued, user: await currentUserOf(db, account, role) };
  });
};

export default roleRoutes;
