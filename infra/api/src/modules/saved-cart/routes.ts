import type { FastifyPluginAsync } from 'fastify';
import {
  SAVED_CART_MAX_CHARACTERS,
  SaveCartRequest,
  type SavedCart,
} from '@labshop/shared-contracts/core/api/saved-cart';
import { requireUser } from '../../platform/authentication';
import { ValidationError } from '../../platform/errors';
import { validateInput } from '../../platform/validation';

export const SAVED_CART_TOO_LARGE = `The cart is too large to save (at most ${SAVED_CART_MAX_CHARACTERS} characters).`;

const savedCartRoutes: FastifyPluginAsync = async (fastify) => {
  /** The signed-in user's cart, so it follows them to another browser. */
  fastify.get('/cart', async (request): Promise<SavedCart> => fastify.savedCart.read(requireUser(request).id));

  fastify.put('/cart', async (request): Promise<SavedCart> => {
    const user = requireUser(request);
    const input = validateInput(SaveCartRequest, request.body);
    if (JSON.stringify(input.cart).length > SAVED_CART_MAX_CHARACTERS) {
      throw new ValidationError({ cart: [SAVED_CART_TOO_LARGE] });
    }
    return fastify.savedCart.save(user.id, input.cart, input.version);
  });
};

export default savedCartRoutes;
