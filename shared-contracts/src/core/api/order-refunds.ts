import { object, string, type Infer } from 'superstruct';

/**
 * An administrator refunds a paid order (issue 16: a refund reverses the doctor's commission). Paths are relative to
 * the API base (`/api`), for the admin role only.
 */
export const ORDER_REFUND_PATHS = {
  /** POST → `RefundOrderAnswer`: the order is cancelled and its payment given back; 409 for an order not paid. */
  refund: (orderId: string) => `admin/orders/${orderId}/refund`,
} as const;

export const ORDER_NOT_REFUNDABLE_MESSAGE = 'Only a paid order can be refunded.';

export const RefundOrderAnswer = object({ orderId: string(), status: string() });
export type RefundOrderAnswer = Infer<typeof RefundOrderAnswer>;
