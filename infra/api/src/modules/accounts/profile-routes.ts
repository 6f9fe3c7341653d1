import type { FastifyPluginAsync } from 'fastify';
import {
  ACCOUNT_PATHS,
  MessageAnswer,
  PasswordChangeRequest,
  Profile,
  ProfileUpdate,
} from '@labshop/shared-contracts/core/api/accounts';
import { bearerToken } from '../../platform/authentication';
import { principalOf } from '../../platform/principal';
import { signedInOnly } from '../../platform/route-guards';
import type { ShapeTypeProvider } from '../../platform/route-shapes/type-provider';
import { callerOf } from './caller';

/** The account holder's own details and password (the profile settings and security pages). */
const accountProfileRoutes: FastifyPluginAsync = async (app) => {
  const fastify = app.withTypeProvider<ShapeTypeProvider>();
  const { profile } = fastify.accounts;

  fastify.get(
    `/${ACCOUNT_PATHS.profile}`,
    {
      preValidation: signedInOnly,
      schema: { summary: "The signed-in account's own details.", response: { 200: Profile } },
    },
    async (request) => profile.read(principalOf(request)),
  );

  fastify.put(
    `/${ACCOUNT_PATHS.profile}`,
    {
      preValidation: signedInOnly,
      schema: {
        summary: "Changes the signed-in account's name, identity card number and address.",
        body: ProfileUpdate,
        response: { 200: Profile },
      },
    },
    async (request) => profile.update(principalOf(request), request.body),
  );

  fastify.put(
    `/${ACCOUNT_PATHS.profilePassword}`,
    {
      preValidation: signedInOnly,
      schema: {
        summary: "Changes the password, given the current one; the account's other sessions end.",
        body: PasswordChangeRequest,
        response: { 200: MessageAnswer },
      },
    },
    async (request) => {
      const thisDevice = bearerToken(request.headers.authorization);
      return profile.changePassword(principalOf(request), request.body, thisDevice, callerOf(request));
    },
  );
};

export default accountProfileRoutes;
