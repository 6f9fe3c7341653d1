import { Link } from 'react-router-dom';
import type { OrderStatus } from '@labshop/shared-contracts/core';
import { Button, VisuallyHidden } from '@labshop/shared-contracts/web/ui';
import { CancelOrder } from './cancel-order';
import { payOrderPath } from './order-paths';
import { ReceiptButton } from './receipt-button';
import styles from './orders.module.css';

export interface ActionableOrder {
  id: string;
  number: string;
  status: OrderStatus;
  canPay: boolean;
  canCancel: boolean;
}

/**
 * What the order's state allows: paying (again after a failure) while it waits for an online payment, cancelling
 * while nothing is paid, the receipt once paid, and its results once the first one is in.
 */
export function OrderActions({ order, hasResults, onChanged }: OrderActionsProps) {
  return (
    <div className={styles.actions}>
      {order.canPay ? (
        <Button size="sm" href={payOrderPath(order.id)} aria-label={`${payLabel(order.status)}, order ${order.number}`}>
          {payLabel(order.status)}
        </Button>
      ) : null}
      {order.canCancel ? <CancelOrder orderId={order.id} orderNumber={order.number} onCancelled={onChanged} /> : null}
      {order.status === 'paid' ? <ReceiptButton orderId={order.id} orderNumber={order.number} /> : null}
      {hasResults ? (
        <Link to="/account/results" className={styles.link}>
          View results<VisuallyHidden> of order {order.number}</VisuallyHidden>
        </Link>
      ) : null}
    </div>
  );
}

const payLabel = (status: OrderStatus) => (status === 'failed' ? 'Retry payment' : 'Pay now');

interface OrderActionsProps {
  order: ActionableOrder;
  /** Whether a result of the order has arrived. */
  hasResults: boolean;
  onChanged: () => void;
}
