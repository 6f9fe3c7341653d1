import type { FastifyPluginAsync } from 'fastify';
import { SaveCartRequest, type SavedCart } from '@labshop/shared-contracts/api/saved-cart';
import { requireUser } from '../../platform/authentication';
import { principalOf } from '../../platform/principal';
import { validateInput } from '../../platform/validation';

const savedCartRoutes: FastifyPluginAsync = async (fastify) => {
  /** The signed-in user's cart, so it follows them to another browser. */
  fastify.get('/cart', async (request): Promise<SavedCart> => {
    requireUser(request);
    return fastify.savedCart.read(principalOf(request));
  });

  fastify.put('/cart', async (request): Promise<SavedCart> => {
    requireUser(request);
    const input = validateInput(SaveCartRequest, request.body);
    return fastify.savedCart.save(principalOf(request), input.cart, input.version);
  });
};

export default savedCartRoutes;
