/**
 * An id no other page or message of a room shares: a page's own name in the signalling, and the id that ties a
 * message's pieces together. A page served over plain HTTP has no randomUUID, hence the fallback.
 */
export const randomId = (): string =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}${Math.random().toString(36).slice(2)}`;
