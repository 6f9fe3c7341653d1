const ATTEMPT_KEY = 'labshop.checkout.idempotency-key';

export interface IdempotencyKeys {
  /** The key of the current attempt to buy, made the first time it is asked for. */
  current(): string;
  /** The order is placed: the next purchase is another attempt with a new key. */
  finish(): void;
}

/** A random version-4 UUID; randomUUID exists only on secure pages, getRandomValues everywhere. */
function newKey(): string {
  if (typeof globalThis.crypto.randomUUID === 'function') return globalThis.crypto.randomUUID();
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * One key for one attempt to buy the cart, kept in the tab's session storage: a double click, a submit
 * retried after a lost answer or a reload of the page all send the same key, so the API places one order.
 */
export function createIdempotencyKeys(storage: Storage | null = safeSessionStorage()): IdempotencyKeys {
  let inMemory: string | null = null;
  return {
    current() {
      const kept = storage?.getItem(ATTEMPT_KEY) ?? inMemory;
      if (kept) return kept;
      const key = newKey();
      inMemory = key;
      storage?.setItem(ATTEMPT_KEY, key);
      return key;
    },
    finish() {
      inMemory = null;
      storage?.removeItem(ATTEMPT_KEY);
    },
  };
}

function safeSessionStorage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}
