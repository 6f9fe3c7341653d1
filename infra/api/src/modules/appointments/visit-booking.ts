import { randomUUID } from 'node:crypto';
import {
  APPOINTMENT_HOLD_MINUTES,
  BOOKING_MESSAGES,
  type Appointment,
  type BookAppointmentRequest,
} from '@labshop/shared-contracts/core/api/booking';
import type { DatabaseExecutor } from '../../db/client';
import { notFound, ValidationError } from '../../platform/errors';
import type { Principal } from '../../platform/principal';
import { SHOP, type AppointmentsDependencies } from './appointments-dependencies';
import { doctorNameOf } from './booking-views';
import type { FreeSlotFinder } from './free-slots';
import { expireOrdersOfReleasedHolds, freeRunOutHoldsOfSlot } from './run-out-holds';
import { isUniqueViolation, SlotTakenSignal } from './slot-taken';
import { heldForOrder, insertAppointment, moveAppointment, runOutHolds, visitOfOrder } from './store';
import type { VisitNotices } from './visit-notices';
import type { VisitReading } from './visit-reading';

/** Booking a slot, holding it while the patient pays, and booking it for good once paid (or releasing it). */
export function createVisitBooking(
  deps: Pick<AppointmentsDependencies, 'db' | 'clock' | 'config' | 'orders' | 'people'>,
  parts: {
    slots: Pick<FreeSlotFinder, 'serviceOrNotFound' | 'checkedSlot' | 'slotTaken'>;
    notices: Pick<VisitNotices, 'confirmIn'>;
    reading: Pick<VisitReading, 'shapedOne'>;
  },
) {
  const { db, clock } = deps;
  const { slots, notices, reading } = parts;

  return {
    /**
     * Books a slot for the account holder or one of the account's patients. The order that carries its payment and
     * the appointment are written in one transaction; the unique index on the doctor's active slots decides
     * between bookings sent at once, so exactly one takes it and the others hear 409 with the next free slots.
     * Every visit is paid online: the slot is held APPOINTMENT_HOLD_MINUTES for the payment.
     */
    async book(principal: Principal, request: BookAppointmentRequest): Promise<Appointment> {
      if (principal.kind !== 'account') throw notFound();
      const now = clock();
      const { doctor, service } = await slots.serviceOrNotFound(request.serviceId);
      if (!service.meetingTypes.some((type) => type === request.meetingType)) {
        throw new ValidationError({ meetingType: [BOOKING_MESSAGES.meetingTypeNotOffered] });
      }
      const { slot, zone } = await slots.checkedSlot(doctor.id, service.id, request.startsAt, request.meetingType, now);
      // meet, online, phone_call and telemedecine are all video or phone visits (spec §3): nothing is paid on site.
      if (request.paymentMethod === 'at_facility') {
        throw new ValidationError({ paymentMethod: [BOOKING_MESSAGES.payOnline] });
      }
      const holder = await deps.people.holder(principal.accountId);
      if (!holder) throw notFound();
      let patient: { id: string | null; firstName: string; lastName: string } = {
        id: null,
        firstName: holder.firstName,
        lastName: holder.lastName,
      };
      if (request.patientId !== null) {
        const found = (await deps.people.patientsOf(principal)).find((person) => person.id === request.patientId);
        if (!found) throw new ValidationError({ patientId: [BOOKING_MESSAGES.unknownPatient] });
        patient = found;
      }

      const id = randomUUID();
      const written = await db
        .transaction(async (tx) => {
          await freeRunOutHoldsOfSlot(deps, tx, { doctorId: doctor.id, startsAt: slot.startsAt }, now);
          const orderId = await deps.orders.placeForVisit(tx, {
            visitId: id,
            accountId: principal.accountId,
            email: holder.email,
            facilityId: slot.facilityId,
            label: `${service.name} – ${doctorNameOf(doctor)}`,
            priceMinor: service.priceMinor,
            now,
          });
          const row = await insertAppointment(tx, {
            id,
            accountId: principal.accountId,
            patientId: patient.id,
            patientFirstName: patient.firstName,
            patientLastName: patient.lastName,
            contactPhone: holder.phone,
            doctorId: doctor.id,
            serviceId: service.id,
            facilityId: slot.facilityId,
            meetingType: request.meetingType,
            startsAt: slot.startsAt,
            endsAt: slot.endsAt,
            zone,
            status: 'held',
            paymentMethod: request.paymentMethod,
            priceMinor: service.priceMinor,
            currency: deps.config.currency,
            orderId,
            holdExpiresAt: new Date(now.getTime() + APPOINTMENT_HOLD_MINUTES * 60_000),
            createdAt: now,
            updatedAt: now,
          });
          // Taken: nothing of this booking stays, its order included.
          if (!row) throw new SlotTakenSignal();
          return row;
        })
        .catch(async (error: unknown) => {
          if (error instanceof SlotTakenSignal) throw await slots.slotTaken(doctor.id, service.id, now);
          throw error;
        });
      return reading.shapedOne(principal, written);
    },

    /**
     * The order of a held visit was paid (in the payment's transaction `tx`): the visit is booked and confirmed.
     * An order whose visit was released before the money came reaches here only when retakeForLatePayment held its
     * slot again.
     */
    async settlePaidOrder(tx: DatabaseExecutor, paid: { orderId: string; now: Date }): Promise<void> {
      const held = await heldForOrder(tx, paid.orderId);
      if (!held) return;
      // Money that came after the hold's time still books a free slot; the patient is told it came late.
      const paidLate = held.holdExpiresAt !== null && held.holdExpiresAt.getTime() <= paid.now.getTime();
      const booked = await moveAppointment(tx, held.id, ['held'], {
        status: 'booked',
        paidAt: paid.now,
        holdExpiresAt: null,
        updatedAt: paid.now,
      });
      if (booked) await notices.confirmIn(tx, booked, { paidLate });
    },

    /**
     * Money arrived, in the payment's transaction `tx`, for the order of a visit whose hold ran out. If its slot is
     * still open and free, the visit holds it again, so the payment pays the order and books the visit, and the
     * patient gets the confirmation as for a payment in time; if someone else took it (or it is past, or no longer in
     * the doctor's hours) it stays released and the money goes back. A visit still held keeps its slot. The
     * confirmation says the payment came late.
     */
    async retakeForLatePayment(tx: DatabaseExecutor, late: { orderId: string; now: Date }): Promise<boolean> {
      const visit = await visitOfOrder(tx, late.orderId);
      if (visit?.status === 'held') return true;
      if (visit?.status !== 'released') return false;
      try {
        await slots.checkedSlot(
          visit.doctorId,
          visit.serviceId,
          visit.startsAt.toISOString(),
          visit.meetingType,
          late.now,
        );
      } catch (error) {
        if (error instanceof ValidationError) return false;
        throw error;
      }
      await freeRunOutHoldsOfSlot(deps, tx, { doctorId: visit.doctorId, startsAt: visit.startsAt }, late.now);
      // A savepoint: the slot taken by another fails this move alone, and the payment is refunded as before. The
      // hold keeps the time it ran out, as the payment in this same transaction books it late.
      try {
        const retaken = await tx.transaction((inner) =>
          moveAppointment(inner, visit.id, ['released'], { status: 'held', updatedAt: late.now }),
        );
        return retaken !== null;
      } catch (error) {
        if (isUniqueViolation(error)) return false;
        throw error;
      }
    },

    /**
     * Releases every hold whose time ran out: the slot is free again and its order expires, so money that still
     * arrives is refunded. Each in its own transaction, the order locked first (as a payment locks it), so a
     * payment and a release never both win. Answers how many were released.
     */
    async releaseRunOutHolds(): Promise<number> {
      const now = clock();
      let released = 0;
      for (const hold of await runOutHolds(db, now)) {
        const done = await db.transaction(async (tx) => {
          const status = await deps.orders.lockStatus(tx, SHOP, hold.orderId);
          if (status === 'paid') return false;
          const moved = await moveAppointment(tx, hold.id, ['held'], { status: 'released', updatedAt: now });
          if (!moved) return false;
          await expireOrdersOfReleasedHolds(deps, tx, [hold], now);
          return true;
        });
        if (done) released += 1;
      }
      return released;
    },
  };
}
