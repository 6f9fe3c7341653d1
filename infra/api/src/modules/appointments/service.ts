import type { DoctorAvailabilityUpdate } from '@labshop/shared-contracts/core/api/booking';
import type { Principal } from '../../platform/principal';
import type { AppointmentsDependencies } from './appointments-dependencies';
import { createFreeSlots } from './free-slots';
import { createVisitBooking } from './visit-booking';
import { createVisitChanges } from './visit-changes';
import { createVisitNotices } from './visit-notices';
import { createVisitReading } from './visit-reading';

export { DEFAULT_ZONE, REMINDER_HOURS, type AppointmentsDependencies } from './appointments-dependencies';

/**
 * The patients' side of doctor appointments, put together from its parts: free slots, booking and holds, changes
 * to a visit, reading visits, and what the patient is told.
 */
export function createAppointmentsService(deps: AppointmentsDependencies) {
  const slots = createFreeSlots(deps);
  const reading = createVisitReading(deps);
  const notices = createVisitNotices(deps);
  const booking = createVisitBooking(deps, { slots, notices, reading });
  const changes = createVisitChanges(deps, { slots, reading });

  return {
    bookableService: slots.bookableService,
    freeSlots: slots.freeSlots,
    book: booking.book,
    settlePaidOrder: booking.settlePaidOrder,
    retakeForLatePayment: booking.retakeForLatePayment,
    releaseRunOutHolds: booking.releaseRunOutHolds,
    queueDueReminders: notices.queueDueReminders,
    appointment: reading.appointment,
    list: reading.list,
    yourDoctors: reading.yourDoctors,
    /** The stored appointment the account booked (for the room and the calendar file); 404 otherwise. */
    ownAppointment: (principal: Principal, id: string) => reading.ownAppointment(principal, id),
    shaped: reading.shaped,
    factsOf: notices.factsOf,
    cancel: changes.cancel,
    reschedule: changes.reschedule,
    availabilityOf: slots.availabilityOf,
    scheduleOf: slots.scheduleOf,
    freeSlotsOf: slots.freeSlotsOf,
  };
}

export type AppointmentsService = ReturnType<typeof createAppointmentsService>;

export type { DoctorAvailabilityUpdate };
