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

export interface OrderOwnership {
  accountId: string | null;
  accessTokenHash: string;
}

/**
 * Who may read or pay for an order: the account that placed it, or whoever holds its access token (the guest's
 * browser). Anyone else is told the order does not exist.
 */
export function mayAccessOrder(order: OrderOwnership, callerId: string | null, token: string | null): boolean {
  if (order.accountId !== null && callerId === order.accountId) return true;
  return token !== null && token !== '' && sameHash(accessTokenHash(token), order.accessTokenHash);
}
