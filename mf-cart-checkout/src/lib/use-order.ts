import { useCallback, useEffect, useState } from 'react';
import type { OrderDetails } from '@labshop/shared-contracts/core';
import { errorBodyOf, statusOf } from './api-errors';
import type { OrdersApi } from './orders-api';

export type OrderState =
  | { status: 'loading' }
  | { status: 'not-found' }
  /** The e-mailed link that opened the page is past its time; `message` is the API's. */
  | { status: 'link-expired'; message: string }
  | { status: 'error' }
  /** `checks`: how many times the order was read again on request. */
  | { status: 'success'; order: OrderDetails; refreshing: boolean; checks: number };

type Result =
  | { kind: 'order'; order: OrderDetails }
  | { kind: 'not-found' }
  | { kind: 'link-expired'; message: string }
  | { kind: 'error' };

/** Said when an expired link's answer carries no message of its own. */
const LINK_EXPIRED_FALLBACK = 'This link has expired.';

function failureOf(error: unknown): Result {
  const status = statusOf(error);
  if (status === 404) return { kind: 'not-found' };
  if (status === 410) return { kind: 'link-expired', message: errorBodyOf(error)?.message ?? LINK_EXPIRED_FALLBACK };
  return { kind: 'error' };
}

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

/**
 * One order, read with the guest's token, an e-mailed link's token or the session; 404 (not theirs or no such order)
 * and 410 (a link past its time) are states of their own.
 */
export function useOrder(api: OrdersApi, orderId: string, linkToken: string | null = null): OrderQuery {
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState<Settled>();

  useEffect(() => {
    const controller = new AbortController();
    const settle = (result: Result) => setSettled({ orderId, attempt, result });
    if (linkToken) api.adoptLinkToken(orderId, linkToken);
    api.order(orderId, controller.signal).then(
      (order) => settle({ kind: 'order', order }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        settle(failureOf(error));
      },
    );
    return () => controller.abort();
  }, [api, orderId, attempt, linkToken]);

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
  if (result.kind === 'link-expired') return { status: 'link-expired', message: result.message };
  return result.kind === 'not-found' ? { status: 'not-found' } : { status: 'error' };
}
