import { SANDBOX_OUTCOMES, type SandboxOutcome } from '@labshop/shared-contracts/core/api/payments';
import { isRecordId } from '../../platform/request-values';
import {
  InvalidSignatureError,
  type NotificationRequest,
  type PaymentNotification,
  type PaymentProvider,
} from './payment-provider';
import { isValidSandboxSignature } from './sandbox-signature';

/** The sandbox page lives in this API; its path is relative so it works through the gateway's /api proxy. */
export function sandboxPagePath(paymentId: string): string {
  return `/api/payments/sandbox/${encodeURIComponent(paymentId)}`;
}

export const SANDBOX_CALLBACK_PATH = '/api/payments/sandbox/callback';

/**
 * The default provider: works offline. The buyer is sent to a page of this API that offers Pay, Fail and Leave
 * pending; each choice comes back as a callback signed with the server's secret, as a real provider's would.
 */
export function createSandboxProvider(secret: string): PaymentProvider {
  return {
    name: 'sandbox',
    async start(payment) {
      return { redirectUrl: sandboxPagePath(payment.paymentId), providerReference: null };
    },
    verifyNotification(request: NotificationRequest): PaymentNotification {
      const { paymentId = '', outcome = '', eventId = '', signature = '' } = request.fields;
      if (!isRecordId(paymentId) || !isSandboxOutcome(outcome) || !isRecordId(eventId)) {
        throw new InvalidSignatureError('The sandbox callback is incomplete');
      }
      if (!isValidSandboxSignature(secret, { paymentId, outcome, eventId }, signature)) {
        throw new InvalidSignatureError('The sandbox callback signature does not match');
      }
      return { eventId, kind: `sandbox.${outcome}`, paymentId, providerReference: null, outcome };
    },
    // No money moved in the sandbox: a refund is only recorded, by the caller.
    async refund() {},
  };
}

function isSandboxOutcome(value: string): value is SandboxOutcome {
  return SANDBOX_OUTCOMES.some((outcome) => outcome === value);
}
