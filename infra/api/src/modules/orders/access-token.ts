import { createHmac } from 'node:crypto';
import { sha256 } from '../../platform/secrets';

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
