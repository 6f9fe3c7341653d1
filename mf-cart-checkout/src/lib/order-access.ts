const PREFIX = 'labshop.order-access.';

/**
 * A guest reads their order with the access token the API gave when it was placed, or with the signed token of
 * the link in the order's e-mail. It is kept in this browser (the page takes a link's token out of the address),
 * so the payment status page still works when the payment page sends the buyer back, and a link copied from the
 * address bar shows nothing to someone else.
 */
export interface OrderAccess {
  remember(orderId: string, token: string): void;
  tokenFor(orderId: string): string | null;
}

export function createOrderAccess(storage: Storage | null = safeLocalStorage()): OrderAccess {
  const memory = new Map<string, string>();
  return {
    remember(orderId, token) {
      memory.set(orderId, token);
      try {
        storage?.setItem(PREFIX + orderId, token);
      } catch {
        // A full or blocked storage leaves the token for this page only.
      }
    },
    tokenFor(orderId) {
      return memory.get(orderId) ?? storage?.getItem(PREFIX + orderId) ?? null;
    },
  };
}

function safeLocalStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}
