import type { PaymentProviderName } from '@labshop/shared-contracts/core/api/payments';
import type { PaymentLine } from './payment-breakdown';

/** What a provider needs to take a payment for an order. Amounts are minor units. */
export interface PaymentRequest {
  paymentId: string;
  orderId: string;
  orderNumber: string;
  amountMinor: number;
  currency: string;
  email: string;
  /** The order's breakdown, as the buyer saw it at checkout; the lines add up to the amount. */
  lines: readonly PaymentLine[];
}

export interface StartedPayment {
  /** Where the buyer's browser goes to pay. */
  redirectUrl: string;
  /** The provider's own id of the attempt (a Checkout Session id), when it has one. */
  providerReference: string | null;
}

/** What a provider said about a payment, in a callback or webhook event it signed. */
export interface PaymentNotification {
  /** The provider's id of this event: the same event delivered twice has the same id. */
  eventId: string;
  kind: string;
  /** Our payment id, when the provider carries it back, and the provider's own reference. */
  paymentId: string | null;
  providerReference: string | null;
  /** The provider's id of the money taken (a Stripe PaymentIntent), when the event names it. */
  providerPaymentReference?: string | null;
  /** 'pending': the buyer left or the money is still on its way; nothing changes yet. */
  outcome: 'paid' | 'failed' | 'pending';
}

/** The raw request a notification arrived in; providers sign the exact bytes or the fields. */
export interface NotificationRequest {
  rawBody: Buffer | null;
  fields: Record<string, string>;
  headers: Record<string, string | string[] | undefined>;
}

/** A signature that does not verify: the request is refused with 400 and logged. */
export class InvalidSignatureError extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'InvalidSignatureError';
  }
}

/** A payment whose money goes back to the buyer, in full. */
export interface RefundRequest {
  paymentId: string;
  providerReference: string | null;
  providerPaymentReference: string | null;
  amountMinor: number;
  currency: string;
}

/**
 * A way to take payments online. `start` creates the attempt at the provider; `verifyNotification` checks a
 * callback's signature and says what happened, or null for events that do not concern a payment's outcome;
 * `refund` gives a payment's money back, and may be asked again for the same payment without refunding twice.
 */
export interface PaymentProvider {
  readonly name: PaymentProviderName;
  start(payment: PaymentRequest): Promise<StartedPayment>;
  verifyNotification(request: NotificationRequest): PaymentNotification | null;
  refund(payment: RefundRequest): Promise<void>;
}
