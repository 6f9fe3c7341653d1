import type { FastifyPluginAsync } from 'fastify';
import {
  ACCOUNT_PATHS,
  ContactChangeConfirmRequest,
  EmailChangeRequest,
  PhoneChangeRequest,
  type ContactChangeAnswer,
  type Profile,
} from '@labshop/shared-contracts/api/accounts';
import { requireUser } from '../../platform/authentication';
import { principalOf } from '../../platform/principal';
import { validateInput } from '../../platform/validation';
import { callerOf } from './caller';

/** The security page: a new e-mail address or phone number, confirmed by a code sent to it. */
const contactChangeRoutes: FastifyPluginAsync = async (fastify) => {
  const { contactChange } = fastify.accounts;

  fastify.post(`/${ACCOUNT_PATHS.emailChange}`, async (request, reply): Promise<ContactChangeAnswer> => {
    requireUser(request);
    const { email } = validateInput(EmailChangeRequest, request.body);
    const answer = await contactChange.request(principalOf(request), 'email', email, callerOf(request));
    reply.code(202);
    return answer;
  });

  fastify.post(`/${ACCOUNT_PATHS.phoneChange}`, async (request, reply): Promise<ContactChangeAnswer> => {
    requireUser(request);
    const { phone } = validateInput(PhoneChangeRequest, request.body);
    const answer = await contactChange.request(principalOf(request), 'phone', phone, callerOf(request));
    reply.code(202);
    return answer;
  });

  fastify.post(`/${ACCOUNT_PATHS.emailChangeConfirm}`, async (request): Promise<Profile> => {
    requireUser(request);
    const { code } = validateInput(ContactChangeConfirmRequest, request.body);
    return contactChange.confirm(principalOf(request), 'email', code, callerOf(request));
  });

  fastify.post(`/${ACCOUNT_PATHS.phoneChangeConfirm}`, async (request): Promise<Profile> => {
    requireUser(request);
    const { code } = validateInput(ContactChangeConfirmRequest, request.body);
    return contactChange.confirm(principalOf(request), 'phone', code, callerOf(request));
  });
};

export default contactChangeRoutes;
