import {
  ApiError,
  AppointmentPaymentAnswer,
  Appointment,
  BOOKING_PATHS,
  SlotTakenAnswer,
  type BookAppointmentRequest,
  type FreeSlot,
} from '@labshop/shared-contracts/core';
import { getApiClient } from '@labshop/shared-contracts/web';

/** What taking a slot came to: go and pay, see the visit, the slot went to someone else, or a refusal to show. */
export type BookingOutcome =
  | { kind: 'pay'; redirectUrl: string }
  | { kind: 'arranged'; appointmentId: string }
  | { kind: 'taken'; message: string; nextSlots: FreeSlot[] }
  | { kind: 'refused'; error: unknown };

/**
 * Books the slot, or moves an existing visit to it. A visit paid online is held while the patient pays on the
 * payment provider's page; one paid at the facility, and a moved one, is arranged at once.
 */
export async function bookVisit(request: BookAppointmentRequest, rescheduleId: string | null): Promise<BookingOutcome> {
  const api = getApiClient();
  try {
    if (rescheduleId !== null) {
      const moved = await api.request(BOOKING_PATHS.reschedule(rescheduleId), {
        method: 'POST',
        body: { startsAt: request.startsAt, meetingType: request.meetingType },
        answer: Appointment,
      });
      return { kind: 'arranged', appointmentId: moved.id };
    }
    const appointment = await api.request(BOOKING_PATHS.appointments, {
      method: 'POST',
      body: request,
      answer: Appointment,
    });
    if (request.paymentMethod === 'at_facility') return { kind: 'arranged', appointmentId: appointment.id };
    const { payment } = await api.request(BOOKING_PATHS.payment(appointment.id), {
      method: 'POST',
      answer: AppointmentPaymentAnswer,
    });
    return { kind: 'pay', redirectUrl: payment.redirectUrl };
  } catch (error) {
    return failureOf(error);
  }
}

function failureOf(error: unknown): BookingOutcome {
  if (error instanceof ApiError && error.code === 409 && SlotTakenAnswer.is(error.data)) {
    return { kind: 'taken', message: error.data.message, nextSlots: error.data.nextSlots };
  }
  return { kind: 'refused', error };
}
