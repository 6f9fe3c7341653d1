import type { FastifyPluginAsync } from 'fastify';
import {
  ACCOUNT_PATHS,
  NewPasswordRequest,
  PasswordResetRequest,
  type MessageAnswer,
} from '@labshop/shared-contracts/api/accounts';
import { validateInput } from '../../platform/validation';
import { callerOf } from './caller';

export { RESET_MESSAGES } from './service/password-reset';

/** A forgotten password: a link by e-mail, then a new password through it. */
const passwordResetRoutes: FastifyPluginAsync = async (fastify) => {
  const { passwordReset } = fastify.accounts;

  fastify.post(`/${ACCOUNT_PATHS.passwordReset}`, async (request): Promise<MessageAnswer> => {
    const { email } = validateInput(PasswordResetRequest, request.body);
    return passwordReset.sendLink(email, callerOf(request));
  });

  fastify.post<{ Params: { token: string } }>('/password/reset/:token', async (request): Promise<MessageAnswer> => {
    const change = validateInput(NewPasswordRequest, request.body);
    return passwordReset.setNewPassword(request.params.token, change, callerOf(request));
  });
};

export default passwordResetRoutes;
