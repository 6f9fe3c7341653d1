import { getApiClient } from '@labshop/shared-contracts/web';
import { SAVED_CART_PATH, SavedCart as AccountCart, type ApiClient } from '@labshop/shared-contracts/core';
import type { SavedCart } from './cart-storage';

export type AccountCartAnswer = AccountCart;

/** GET and PUT /api/cart: the signed-in user's cart, kept by the API with a version number. */
export interface SavedCartApi {
  load(): Promise<AccountCartAnswer>;
  /** `version` is the one last read; a stale one is refused with 409. */
  save(cart: SavedCart, version: number): Promise<AccountCartAnswer>;
}

export function createSavedCartApi(client: () => ApiClient = getApiClient): SavedCartApi {
  return {
    load() {
      return client().request(SAVED_CART_PATH, { answer: AccountCart });
    },
    save(cart, version) {
      return client().request(SAVED_CART_PATH, { method: 'PUT', body: { cart, version }, answer: AccountCart });
    },
  };
}
