import type { FastifyPluginAsync } from 'fastify';
import { object, string } from 'superstruct';
import {
  ACCOUNT_PATHS,
  MessageAnswer,
  NewPasswordRequest,
  PasswordResetRequest,
} from '@labshop/shared-contracts/core/api/accounts';
import type { ShapeTypeProvider } from '../../platform/route-shapes/type-provider';
import { callerOf } from './caller';

const ResetLinkParams = object({ token: string() });

/** A forgotten password: a link by e-mail, then a new password through it. */
const passwordResetRoutes: FastifyPluginAsync = async (app) => {
  const fastify = app.withTypeProvider<ShapeTypeProvider>();
  const { passwordReset } = fastify.accounts;

  fastify.post(
    `/${ACCOUNT_PATHS.passwordReset}`,
    {
      schema: {
        summary: 'Sends a link to set a new password, if an account uses the address; the answer never says.',
        body: PasswordResetRequest,
        response: { 200: MessageAnswer },
      },
    },
    async (request) => passwordReset.sendLink(request.body.email, callerOf(request)),
  );

  fastify.post(
    '/password/reset/:token',
    {
      schema: {
        summary: "Sets a new password through the e-mailed link, once; the account's sessions end.",
        params: ResetLinkParams,
        body: NewPasswordRequest,
        response: { 200: MessageAnswer },
      },
    },
    async (request) => passwordReset.setNewPassword(request.params.token, request.body, callerOf(request)),
  );
};

export default passwordResetRoutes;
