import type { FastifyPluginAsync } from 'fastify';
import { ACCOUNT_PATHS, type CurrentUser, type MessageAnswer } from '@labshop/shared-contracts/api/accounts';
import { LoginRequest, type LoginAnswer } from '@labshop/shared-contracts/api/patient-auth';
import { bearerToken, requireUser } from '../../platform/authentication';
import { principalOf } from '../../platform/principal';
import { validateInput } from '../../platform/validation';
import { callerOf } from './caller';
import { deviceCookie, deviceTokenIn } from './known-devices';
import { LOGGED_OUT_MESSAGE, LoginSlowedDown } from './service/sign-in';

export { INVALID_CREDENTIALS, LOGGED_OUT_MESSAGE } from './service/sign-in';

const authRoutes: FastifyPluginAsync = async (fastify) => {
  const { signIn } = fastify.accounts;

  fastify.post('/patient/login', async (request, reply): Promise<LoginAnswer> => {
    const credentials = validateInput(LoginRequest, request.body);
    const caller = { ...callerOf(request), deviceToken: deviceTokenIn(request.headers.cookie) };
    const { deviceToken, ...answer } = await signIn.login(caller, credentials).catch((error: unknown) => {
      if (error instanceof LoginSlowedDown && error.retryAfterMs !== null) {
        void reply.header('retry-after', Math.ceil(error.retryAfterMs / 1000));
      }
      throw error;
    });
    // request.protocol is the visitor's, as the gateway forwards it.
    void reply.header('set-cookie', deviceCookie(deviceToken, request.protocol === 'https'));
    return answer;
  });

  // A blocked account may log out too: closing the blocked-patient modal does exactly that.
  const logoutOptions = { config: { blockedAccountMayCall: true } };
  fastify.post(`/${ACCOUNT_PATHS.logout}`, logoutOptions, async (request): Promise<MessageAnswer> => {
    await signIn.logout(principalOf(request), bearerToken(request.headers.authorization), callerOf(request));
    return { message: LOGGED_OUT_MESSAGE };
  });

  fastify.get(`/${ACCOUNT_PATHS.user}`, async (request): Promise<CurrentUser> => {
    requireUser(request);
    return signIn.currentUser(principalOf(request));
  });
};

export default authRoutes;
