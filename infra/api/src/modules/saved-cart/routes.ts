import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { SaveCartRequest, SavedCart } from '@labshop/shared-contracts/core/api/saved-cart';
import { requireUser } from '../../platform/authentication';
import { principalOf } from '../../platform/principal';
import type { ShapeTypeProvider } from '../../platform/route-shapes/type-provider';

/** A guest is told to sign in (401) before anything they sent is checked. */
async function signedInOnly(request: FastifyRequest): Promise<void> {
  requireUser(request);
}

const savedCartRoutes: FastifyPluginAsync = async (app) => {
  const fastify = app.withTypeProvider<ShapeTypeProvider>();

  fastify.get(
    '/cart',
    {
      schema: {
        summary: "The signed-in user's saved cart, so it follows them to another browser.",
        response: { 200: SavedCart },
      },
      preValidation: signedInOnly,
    },
    async (request) => fastify.savedCart.read(principalOf(request)),
  );

  fastify.put(
    '/cart',
    {
      schema: {
        summary: 'Saves the cart if `version` is the one stored (0: none yet); 409 when another save came first.',
        body: SaveCartRequest,
        response: { 200: SavedCart },
      },
      preValidation: signedInOnly,
    },
    async (request) => fastify.savedCart.save(principalOf(request), request.body.cart, request.body.version),
  );
};

export default savedCartRoutes;
