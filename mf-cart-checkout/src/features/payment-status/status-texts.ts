import type { OrderStatus } from '@labshop/shared-contracts/core';

export interface StatusText {
  heading: string;
  body: string;
  /** One sentence a screen reader hears when the status is shown or checked again. */
  announcement: string;
}

/** The payment status page: thanks, or pending payment; and what a failed or cancelled order says. */
export const STATUS_TEXTS: Readonly<Record<OrderStatus, StatusText>> = {
  paid: {
    heading: 'Thank you for your order',
    body: 'Your payment was received.',
    announcement: 'Payment status: paid.',
  },
  awaiting_payment_at_visit: {
    heading: 'Thank you for your order',
    body: 'You pay at the test centre when the samples are taken.',
    announcement: 'Payment status: to be paid at the test centre.',
  },
  pending_payment: {
    heading: 'Payment pending',
    body: 'We are waiting for the confirmation of your payment. This can take a moment.',
    announcement: 'Payment status: pending.',
  },
  failed: {
    heading: 'The payment failed',
    body: 'Your order is saved but not paid. You can try the payment again.',
    announcement: 'Payment status: failed.',
  },
  cancelled: {
    heading: 'The order was cancelled',
    body: 'This order will not be carried out.',
    announcement: 'Payment status: cancelled.',
  },
  expired: {
    heading: 'The order expired',
    body: 'It was not paid in time and will not be carried out. Any payment that arrives for it is refunded. You can place a new order.',
    announcement: 'Payment status: expired.',
  },
};
