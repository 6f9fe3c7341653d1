const PREFIX = 'labshop.order-access.';

/**
 * A guest reads their order with the access token the API gave when it was placed. It is kept in this
 * browser (not the address), so the payment status page still works when the payment page sends the
 * buyer back, and a shared link to the status page shows nothing to someone else.
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
