import type { FastifyPluginAsync } from 'fastify';
import { BROADCASTING_AUTH_PATH, BroadcastingAuthBody } from '@labshop/shared-contracts/core/api/results';
import { requireUser } from '../../platform/authentication';
import { principalOf } from '../../platform/principal';
import { validateInput } from '../../platform/validation';
import { authorizeOwnChannel } from './own-channels';

const FORM_TYPE = 'application/x-www-form-urlencoded';

/**
 * POST /api/broadcasting/auth: signs a browser's subscription to a private or presence channel, but only to the
 * caller's own (such channels need the server's authorisation). pusher-js posts a form by default; JSON is
 * accepted too. Registered without fastify-plugin, so the form parser applies to this route only.
 */
const broadcastingRoutes: FastifyPluginAsync = async (fastify) => {
  fastify.addContentTypeParser(FORM_TYPE, { parseAs: 'string' }, (_request, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(typeof body === 'string' ? body : body.toString('utf8')))),
  );

  // The body is read after the sign-in check, so a caller who is not signed in is told that first.
  const schema = { summary: "Signs a browser's subscription to the signed-in account's own live channels." };
  fastify.post(`/${BROADCASTING_AUTH_PATH}`, { schema }, async (request) => {
    requireUser(request);
    const body = validateInput(BroadcastingAuthBody, request.body);
    return authorizeOwnChannel(fastify.broadcaster, principalOf(request), {
      socketId: body.socket_id,
      channelName: body.channel_name,
    });
  });
};

export default broadcastingRoutes;
