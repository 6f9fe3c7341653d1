import type { FastifyPluginAsync } from 'fastify';
import {
  BROADCASTING_AUTH_PATH,
  BroadcastingAuthBody,
  accountChannel,
  accountPresenceChannel,
} from '@labshop/shared-contracts/core/api/results';
import { requireUser } from '../../platform/authentication';
import { ForbiddenError } from '../../platform/authorization';
import { notFound } from '../../platform/errors';
import { validateInput } from '../../platform/validation';

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

  fastify.post(`/${BROADCASTING_AUTH_PATH}`, async (request) => {
    const user = requireUser(request);
    const body = validateInput(BroadcastingAuthBody, request.body);
    // With live updates off there is nothing to subscribe to.
    if (!fastify.broadcaster.enabled) throw notFound();
    if (body.channel_name === accountChannel(user.id)) {
      return fastify.broadcaster.authorize(body.socket_id, body.channel_name);
    }
    if (body.channel_name === accountPresenceChannel(user.id)) {
      return fastify.broadcaster.authorize(body.socket_id, body.channel_name, { user_id: user.id });
    }
    throw new ForbiddenError();
  });
};

export default broadcastingRoutes;
