import { useCallback, useEffect, useState } from 'react';
import type { OrderDetails } from '@labshop/shared-contracts/core';
import { statusOf } from './api-errors';
import type { OrdersApi } from './orders-api';

export type OrderState =
  | { status: 'loading' }
  | { status: 'not-found' }
  | { status: 'error' }
  /** `checks`: how many times the order was read again on request. */
  | { status: 'success'; order: OrderDetails; refreshing: boolean; checks: number };

type Result = { kind: 'order'; order: OrderDetails } | { kind: 'not-found' } | { kind: 'error' };

interface Settled {
  orderId: string;
  attempt: number;
  result: Result;
}

export interface OrderQuery {
  state: OrderState;
  /** Reads the order again; the order shown stays on screen while it is asked for. */
  refresh: () => void;
}

/** One order, read with the guest's token or the session; 404 (not theirs or no such order) is its own state. */
export function useOrder(api: OrdersApi, orderId: string): OrderQuery {
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState<Settled>();

  useEffect(() => {
    const controller = new AbortController();
    const settle = (result: Result) => setSettled({ orderId, attempt, result });
    api.order(orderId, controller.signal).then(
      (order) => settle({ kind: 'order', order }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        settle(statusOf(error) === 404 ? { kind: 'not-found' } : { kind: 'error' });
      },
    );
    return () => controller.abort();
  }, [api, orderId, attempt]);

  const refresh = useCallback(() => setAttempt((count) => count + 1), []);
  return { state: stateOf(settled, orderId, attempt), refresh };
}

function stateOf(settled: Settled | undefined, orderId: string, attempt: number): OrderState {
  if (!settled || settled.orderId !== orderId) return { status: 'loading' };
  const current = settled.attempt === attempt;
  const { result } = settled;
  if (result.kind === 'order') {
    return { status: 'success', order: result.order, refreshing: !current, checks: settled.attempt };
  }
  if (!current) return { status: 'loading' };
  return result.kind === 'not-found' ? { status: 'not-found' } : { status: 'error' };
}
