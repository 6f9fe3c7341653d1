import type { FastifyPluginAsync } from 'fastify';
import {
  ACCOUNT_PATHS,
  PasswordChangeRequest,
  ProfileUpdate,
  type MessageAnswer,
  type Profile,
} from '@labshop/shared-contracts/api/accounts';
import { bearerToken, requireUser } from '../../platform/authentication';
import { principalOf } from '../../platform/principal';
import { validateInput } from '../../platform/validation';
import { callerOf } from './caller';

export { PASSWORD_MESSAGES_OF_PROFILE } from './service/profile';

/** The account holder's own details and password (the profile settings and security pages). */
const accountProfileRoutes: FastifyPluginAsync = async (fastify) => {
  const { profile } = fastify.accounts;

  fastify.get(`/${ACCOUNT_PATHS.profile}`, async (request): Promise<Profile> => {
    requireUser(request);
    return profile.read(principalOf(request));
  });

  fastify.put(`/${ACCOUNT_PATHS.profile}`, async (request): Promise<Profile> => {
    requireUser(request);
    return profile.update(principalOf(request), validateInput(ProfileUpdate, request.body));
  });

  fastify.put(`/${ACCOUNT_PATHS.profilePassword}`, async (request): Promise<MessageAnswer> => {
    requireUser(request);
    const change = validateInput(PasswordChangeRequest, request.body);
    const thisDevice = bearerToken(request.headers.authorization);
    return profile.changePassword(principalOf(request), change, thisDevice, callerOf(request));
  });
};

export default accountProfileRoutes;
