import { array, enums, integer, object, string, type Infer } from 'superstruct';

/**
 * Online payments of an order. Start one with
 * POST /api/orders/{orderId}/payments (ORDER_PATHS.payments; a guest sends the order's access token as for
 * reading it) and send the buyer to `redirectUrl`: the sandbox payment page of the API by default, Stripe
 * Checkout when the shop is set up for it. Whatever the buyer does there, they come back to
 * /payment/status/{orderId}, which reads the order again (the status may still be pending for a moment).
 */
export const PAYMENT_PROVIDERS = ['sandbox', 'stripe'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

/** The message when a payment cannot be started (the 502 answer's message); word for word. */
export const PAYMENT_START_FAILED_MESSAGE = 'An error occurred. Please try again or contact your administrator.';
/** 409 to a start of payment for an order that is paid, cancelled, expired or paid at the centre. */
export const ORDER_NOT_PAYABLE_MESSAGE = 'This order cannot be paid online.';
/** 409 while another request is still opening the order's payment with the provider. */
export const PAYMENT_BEING_STARTED_MESSAGE = 'The payment of this order is being started. Try again in a moment.';

/** The status page every payment returns to. */
export function paymentStatusPath(orderId: string): string {
  return `/payment/status/${encodeURIComponent(orderId)}`;
}

/** The page where a buyer starts a new online payment of an order. */
export function paymentRetryPath(orderId: string): string {
  return `/payment/retry/${encodeURIComponent(orderId)}`;
}

/**
 * POST /api/orders/{orderId}/payments: 201 for a new attempt; 200 with the attempt already open, which the buyer
 * continues (an order has one open attempt at a time, so it is never paid twice by attempts started side by side).
 */
export const StartPaymentAnswer = object({
  paymentId: string(),
  provider: enums(PAYMENT_PROVIDERS),
  /** Absolute (Stripe) or site-relative (sandbox, e.g. '/api/payments/sandbox/{paymentId}'); open it in the window. */
  redirectUrl: string(),
});
export type StartPaymentAnswer = Infer<typeof StartPaymentAnswer>;

/** The choices the sandbox payment page offers; its buttons are labelled 'Pay', 'Fail' and 'Leave pending'. */
export const SANDBOX_OUTCOMES = ['paid', 'failed', 'pending'] as const;
export type SandboxOutcome = (typeof SANDBOX_OUTCOMES)[number];

/** How an attempt to pay an order stands: started and not finished, paid, failed, or paid too late and given back. */
export const PAYMENT_ATTEMPT_STATUSES = ['started', 'paid', 'failed', 'refund_pending', 'refunded'] as const;
export type PaymentAttemptStatus = (typeof PAYMENT_ATTEMPT_STATUSES)[number];

/** The status of a payment attempt in words, as the order's page says it. */
export const PAYMENT_ATTEMPT_STATUS_TEXTS: Record<PaymentAttemptStatus, string> = {
  started: 'Started, not finished',
  paid: 'Paid',
  failed: 'Failed',
  refund_pending: 'Being refunded',
  refunded: 'Refunded',
};

/** One attempt to pay an order online. Amounts are minor units of `currency`; times are ISO date-times. */
export const PaymentAttempt = object({
  id: string(),
  status: enums(PAYMENT_ATTEMPT_STATUSES),
  amountMinor: integer(),
  currency: string(),
  startedAt: string(),
  updatedAt: string(),
});
export type PaymentAttempt = Infer<typeof PaymentAttempt>;

/**
 * GET /api/orders/{orderId}/payments (ORDER_PATHS.payments): every attempt to pay the order, oldest first, for whoever
 * may read the order (404 for anyone else).
 */
export const PaymentHistory = object({ payments: array(PaymentAttempt) });
export type PaymentHistory = Infer<typeof PaymentHistory>;
