import type { FastifyPluginAsync } from 'fastify';
import {
  ACCOUNT_PATHS,
  ContactChangeAnswer,
  ContactChangeConfirmRequest,
  EmailChangeRequest,
  PhoneChangeRequest,
  Profile,
} from '@labshop/shared-contracts/core/api/accounts';
import { principalOf } from '../../platform/principal';
import { signedInOnly } from '../../platform/route-guards';
import type { ShapeTypeProvider } from '../../platform/route-shapes/type-provider';
import { callerOf } from './caller';

/** The security page: a new e-mail address or phone number, confirmed by a code sent to it. */
const contactChangeRoutes: FastifyPluginAsync = async (app) => {
  const fastify = app.withTypeProvider<ShapeTypeProvider>();
  const { contactChange } = fastify.accounts;

  fastify.post(
    `/${ACCOUNT_PATHS.emailChange}`,
    {
      preValidation: signedInOnly,
      schema: {
        summary: 'Starts changing the e-mail address: a code goes to the new one.',
        body: EmailChangeRequest,
        response: { 202: ContactChangeAnswer },
      },
    },
    async (request, reply) => {
      const answer = await contactChange.request(principalOf(request), 'email', request.body.email, callerOf(request));
      reply.code(202);
      return answer;
    },
  );

  fastify.post(
    `/${ACCOUNT_PATHS.phoneChange}`,
    {
      preValidation: signedInOnly,
      schema: {
        summary: 'Starts changing the phone number: a code goes to the new one by SMS.',
        body: PhoneChangeRequest,
        response: { 202: ContactChangeAnswer },
      },
    },
    async (request, reply) => {
      const answer = await contactChange.request(principalOf(request), 'phone', request.body.phone, callerOf(request));
      reply.code(202);
      return answer;
    },
  );

  fastify.post(
    `/${ACCOUNT_PATHS.emailChangeConfirm}`,
    {
      preValidation: signedInOnly,
      schema: {
        summary: 'The code sent to the new e-mail address: the right one makes it the account’s.',
        body: ContactChangeConfirmRequest,
        response: { 200: Profile },
      },
    },
    async (request) => contactChange.confirm(principalOf(request), 'email', request.body.code, callerOf(request)),
  );

  fastify.post(
    `/${ACCOUNT_PATHS.phoneChangeConfirm}`,
    {
      preValidation: signedInOnly,
      schema: {
        summary: 'The code sent to the new phone number: the right one makes it the account’s.',
        body: ContactChangeConfirmRequest,
        response: { 200: Profile },
      },
    },
    async (request) => contactChange.confirm(principalOf(request), 'phone', request.body.code, callerOf(request)),
  );
};

export default contactChangeRoutes;
