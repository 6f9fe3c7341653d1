import type { DatabaseExecutor } from '../../db/client';
import { SHOP, type AppointmentsDependencies } from './appointments-dependencies';
import { releaseRunOutHoldsAt } from './store';

/**
 * Expires, in `tx`, the orders of holds just released (a payment arriving later books the slot again if it is still
 * free, and is refunded otherwise).
 */
export async function expireOrdersOfReleasedHolds(
  deps: Pick<AppointmentsDependencies, 'orders'>,
  tx: DatabaseExecutor,
  released: { orderId: string }[],
  now: Date,
) {
  for (const hold of released) {
    await deps.orders.moveStatus(tx, SHOP, {
      orderId: hold.orderId,
      status: 'expired',
      from: ['pending_payment', 'failed'],
      now,
    });
  }
}

/**
 * Frees, in `tx`, a slot held by someone whose time to pay ran out, with its order, before the slot is taken: a
 * booking, a move or a late payment need not wait for the job that releases holds.
 */
export async function freeRunOutHoldsOfSlot(
  deps: Pick<AppointmentsDependencies, 'orders'>,
  tx: DatabaseExecutor,
  slot: { doctorId: string; startsAt: Date },
  now: Date,
) {
  await expireOrdersOfReleasedHolds(deps, tx, await releaseRunOutHoldsAt(tx, slot, now), now);
}
