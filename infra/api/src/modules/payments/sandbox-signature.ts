import { createHmac } from 'node:crypto';
import type { SandboxOutcome } from '@labshop/shared-contracts/core/api/payments';
import { sameHash } from '../../platform/secrets';

/** The fields of one sandbox callback; the signature covers all of them, so none can be swapped. */
export interface SandboxCallback {
  paymentId: string;
  outcome: SandboxOutcome;
  eventId: string;
}

export function signSandboxCallback(secret: string, callback: SandboxCallback): string {
  return createHmac('sha256', secret)
    .update(`sandbox-callback|${callback.paymentId}|${callback.outcome}|${callback.eventId}`)
    .digest('hex');
}

export function isValidSandboxSignature(secret: string, callback: SandboxCallback, signature: string): boolean {
  return sameHash(signSandboxCallback(secret, callback), signature);
}
