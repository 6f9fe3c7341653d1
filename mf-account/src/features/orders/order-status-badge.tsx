import { ORDER_STATUS_TEXTS, type OrderStatus } from '@labshop/shared-contracts/core';
import { Badge, type Tone } from '@labshop/shared-contracts/web/ui';

const TONES: Record<OrderStatus, Tone> = {
  pending_payment: 'warning',
  paid: 'success',
  failed: 'danger',
  cancelled: 'neutral',
  awaiting_payment_at_visit: 'info',
  expired: 'neutral',
};

/** An order's status in words; the tint only repeats them. */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return <Badge tone={TONES[status]}>{ORDER_STATUS_TEXTS[status]}</Badge>;
}
