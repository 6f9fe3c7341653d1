import type { OrdersService } from '../orders/service';
import type { DatabaseExecutor } from '../../db/client';

/**
 * The shop's order with the number a lab echoes, as the orders service answers it (none, not paid, or paid with
 * what was ordered on it), read in the delivery's own transaction so the report is stored against what it saw.
 */
export type PaidOrderByNumber = (tx: DatabaseExecutor, number: number) => ReturnType<OrdersService['byNumber']>;

/** A person as an order names them. */
export type OrderedPerson = NonNullable<
  Extract<Awaited<ReturnType<PaidOrderByNumber>>, { found: 'paid' }>['items'][number]['person']
>;
