import type { FastifyPluginAsync } from 'fastify';
import { BROADCASTING_AUTH_PATH, BroadcastingAuthBody } from '@labshop/shared-contracts/core/api/results';
import { principalOf } from '../../platform/principal';
import { signedInOnly } from '../../platform/route-guards';
import type { ShapeTypeProvider } from '../../platform/route-shapes/type-provider';
import { authorizeOwnChannel } from './own-channels';

const FORM_TYPE = 'application/x-www-form-urlencoded';

/**
 * POST /api/broadcasting/auth: signs a browser's subscription to a private or presence channel, but only to the
 * caller's own (such channels need the server's authorisation). pusher-js posts a form by default; JSON is
 * accepted too. Registered without fastify-plugin, so the form parser applies to this route only.
 */
const broadcastingRoutes: FastifyPluginAsync = async (app) => {
  const fastify = app.withTypeProvider<ShapeTypeProvider>();
  fastify.addContentTypeParser(FORM_TYPE, { parseAs: 'string' }, (_request, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(typeof body === 'string' ? body : body.toString('utf8')))),
  );

  // The body is checked after the sign-in, so a caller who is not signed in is told that first.
  const schema = {
    summary: "Signs a browser's subscription to the signed-in account's own live channels.",
    body: BroadcastingAuthBody,
  };
  fastify.post(`/${BROADCASTING_AUTH_PATH}`, { preValidation: signedInOnly, schema }, async (request) =>
    authorizeOwnChannel(
      fastify.broadcaster,
      principalOf(request),
      {
        socketId: request.body.socket_id,
        channelName: request.body.channel_name,
      },
      fastify.visitRooms.mayEnterChannel,
    ),
  );
};

export default broadcastingRoutes;
