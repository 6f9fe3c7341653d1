import type { FastifyPluginAsync } from 'fastify';
import { ACCOUNT_PATHS, CurrentUser, MessageAnswer } from '@labshop/shared-contracts/core/api/accounts';
import { LoginAnswer, LoginRequest } from '@labshop/shared-contracts/core/api/patient-auth';
import { bearerToken } from '../../platform/authentication';
import { principalOf } from '../../platform/principal';
import { signedInOnly } from '../../platform/route-guards';
import type { ShapeTypeProvider } from '../../platform/route-shapes/type-provider';
import { callerOf } from './caller';
import { deviceCookie, deviceTokenIn } from './known-devices';
import { LOGGED_OUT_MESSAGE, LoginSlowedDown } from './service/sign-in';

const authRoutes: FastifyPluginAsync = async (app) => {
  const fastify = app.withTypeProvider<ShapeTypeProvider>();
  const { signIn } = fastify.accounts;

  fastify.post(
    '/patient/login',
    {
      schema: {
        summary: 'Logs in by e-mail or phone and password; the browser becomes known to the account.',
        body: LoginRequest,
        response: { 200: LoginAnswer },
      },
    },
    async (request, reply) => {
      const caller = { ...callerOf(request), deviceToken: deviceTokenIn(request.headers.cookie) };
      const { deviceToken, ...answer } = await signIn.login(caller, request.body).catch((error: unknown) => {
        if (error instanceof LoginSlowedDown && error.retryAfterMs !== null) {
          void reply.header('retry-after', Math.ceil(error.retryAfterMs / 1000));
        }
        throw error;
      });
      // request.protocol is the visitor's, as the gateway forwards it.
      void reply.header('set-cookie', deviceCookie(deviceToken, request.protocol === 'https'));
      return answer;
    },
  );

  fastify.post(
    `/${ACCOUNT_PATHS.logout}`,
    {
      // A blocked account may log out too: closing the blocked-patient modal does exactly that.
      config: { blockedAccountMayCall: true },
      schema: { summary: "Ends this device's session.", response: { 200: MessageAnswer } },
    },
    async (request) => {
      await signIn.logout(principalOf(request), bearerToken(request.headers.authorization), callerOf(request));
      return { message: LOGGED_OUT_MESSAGE };
    },
  );

  fastify.get(
    `/${ACCOUNT_PATHS.user}`,
    {
      preValidation: signedInOnly,
      schema: {
        summary: 'The signed-in account, in the role its session acts in, with its default collection point.',
        response: { 200: CurrentUser },
      },
    },
    async (request) => signIn.currentUser(principalOf(request)),
  );
};

export default authRoutes;
