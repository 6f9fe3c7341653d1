import { createHmac } from 'node:crypto';
import { sameHash, sha256 } from '../../platform/secrets';

/**
 * A guest's key to one order. Derived from the order id with the server's secret, so a retried placement can
 * answer the same token again; only its hash is stored, and it is compared in constant time.
 */
export function orderAccessToken(secret: string, orderId: string): string {
  return createHmac('sha256', secret).update(`order-access:${orderId}`).digest('base64url');
}

export function accessTokenHash(token: string): string {
  return sha256(token);
}

/**
 * How long the links in the order's e-mails open the order. Long enough to pay, be visited and come back for the
 * receipt; short enough that an old forwarded e-mail stops showing the buyer's details.
 */
export const ORDER_LINK_TTL_DAYS = 60;

const DAY_MS = 24 * 60 * 60 * 1000;

function linkSignature(secret: string, orderId: string, expiresAtSeconds: number): string {
  return createHmac('sha256', secret).update(`order-link:${orderId}:${expiresAtSeconds}`).digest('base64url');
}

/**
 * The token of an e-mailed link: its expiry and a signature of the order and that expiry. It needs no row of its
 * own, so it opens the order in any browser, and it cannot be stretched or moved to another order.
 */
export function orderLinkToken(secret: string, orderId: string, now: Date): string {
  const expiresAtSeconds = Math.floor((now.getTime() + ORDER_LINK_TTL_DAYS * DAY_MS) / 1000);
  return `${expiresAtSeconds.toString(36)}.${linkSignature(secret, orderId, expiresAtSeconds)}`;
}

export type LinkTokenCheck = 'valid' | 'expired' | 'invalid';

/** Whether a link token was signed for this order, and whether it still holds; a forged one is simply invalid. */
export function checkOrderLinkToken(secret: string, orderId: string, token: string, now: Date): LinkTokenCheck {
  const match = /^([0-9a-z]{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match?.[1] || !match[2]) return 'invalid';
  const expiresAtSeconds = Number.parseInt(match[1], 36);
  if (!sameHash(match[2], linkSignature(secret, orderId, expiresAtSeconds))) return 'invalid';
  return expiresAtSeconds * 1000 > now.getTime() ? 'valid' : 'expired';
}
