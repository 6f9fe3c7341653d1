import { BOOKING_MESSAGES, type Appointment, type RescheduleRequest } from '@labshop/shared-contracts/core/api/booking';
import { HttpError } from '../../platform/errors';
import type { Principal } from '../../platform/principal';
import { SHOP, type AppointmentsDependencies } from './appointments-dependencies';
import { isChangeable } from './booking-views';
import type { FreeSlotFinder } from './free-slots';
import { freeRunOutHoldsOfSlot } from './run-out-holds';
import { isUniqueViolation, SlotTakenSignal } from './slot-taken';
import { moveAppointment } from './store';
import type { VisitReading } from './visit-reading';

/** The patient's changes to a visit booked: cancelling it (refunded when paid) and moving it to another slot. */
export function createVisitChanges(
  deps: Pick<AppointmentsDependencies, 'db' | 'clock' | 'orders' | 'refundPaidOrder'>,
  parts: {
    slots: Pick<FreeSlotFinder, 'checkedSlot' | 'slotTaken'>;
    reading: Pick<VisitReading, 'ownAppointment' | 'shapedOne'>;
  },
) {
  const { db, clock } = deps;
  const { slots, reading } = parts;

  return {
    /**
     * Cancels a visit, free of charge until FREE_CANCELLATION_HOURS before it: its order is cancelled, and a paid
     * one refunded through its provider.
     */
    async cancel(principal: Principal, id: string): Promise<Appointment> {
      const now = clock();
      const row = await reading.ownAppointment(principal, id);
      const cancelled = await db.transaction(async (tx) => {
        const status = await deps.orders.lockStatus(tx, SHOP, row.orderId);
        const locked = await reading.ownAppointment(principal, id, tx, true);
        if (locked.status !== 'held' && locked.status !== 'booked') {
          throw new HttpError(409, BOOKING_MESSAGES.notChangeable);
        }
        if (!isChangeable(locked, now)) throw new HttpError(409, BOOKING_MESSAGES.tooLateToChange);
        const moved = await moveAppointment(tx, id, ['held', 'booked'], { status: 'cancelled', updatedAt: now });
        if (status !== 'paid') {
          // Visits booked before every visit was paid online may still wait for their payment at the visit.
          await deps.orders.moveStatus(tx, SHOP, {
            orderId: locked.orderId,
            status: 'cancelled',
            from: ['pending_payment', 'failed', 'awaiting_payment_at_visit'],
            now,
          });
        }
        return { row: moved!, paid: status === 'paid' };
      });
      if (cancelled.paid) await deps.refundPaidOrder(row.orderId);
      return reading.shapedOne(principal, cancelled.row);
    },

    /**
     * Moves a visit to another free slot of the same service (same payment), until FREE_CANCELLATION_HOURS before
     * it. The new slot is taken by the same unique index as a booking: 409 with the next free slots when taken.
     */
    async reschedule(principal: Principal, id: string, request: RescheduleRequest): Promise<Appointment> {
      const now = clock();
      const row = await reading.ownAppointment(principal, id);
      if (row.status !== 'held' && row.status !== 'booked') throw new HttpError(409, BOOKING_MESSAGES.notChangeable);
      if (!isChangeable(row, now)) throw new HttpError(409, BOOKING_MESSAGES.tooLateToChange);
      const meetingType = request.meetingType ?? row.meetingType;
      const { slot } = await slots.checkedSlot(row.doctorId, row.serviceId, request.startsAt, meetingType, now);
      const moved = await db
        .transaction(async (tx) => {
          await freeRunOutHoldsOfSlot(deps, tx, { doctorId: row.doctorId, startsAt: slot.startsAt }, now);
          const locked = await reading.ownAppointment(principal, id, tx, true);
          if (!isChangeable(locked, now)) throw new HttpError(409, BOOKING_MESSAGES.tooLateToChange);
          // A savepoint: a taken slot fails the update alone, answered as taken rather than as an error.
          try {
            return await tx.transaction(async (inner) =>
              moveAppointment(inner, id, ['held', 'booked'], {
                startsAt: slot.startsAt,
                endsAt: slot.endsAt,
                facilityId: slot.facilityId,
                meetingType,
                reminderQueuedAt: null,
                updatedAt: now,
              }),
            );
          } catch (error) {
            if (isUniqueViolation(error)) throw new SlotTakenSignal();
            throw error;
          }
        })
        .catch(async (error: unknown) => {
          if (error instanceof SlotTakenSignal) throw await slots.slotTaken(row.doctorId, row.serviceId, now);
          throw error;
        });
      if (!moved) throw new HttpError(409, BOOKING_MESSAGES.notChangeable);
      return reading.shapedOne(principal, moved);
    },
  };
}
