import { ApiError, type BookAppointmentRequest, type BookableService } from '@labshop/shared-contracts/core';
import { FORM_ERROR, submitErrorsFrom, type SubmissionErrors } from '@labshop/shared-contracts/web/forms';
import type { MeetingType } from '../../lib/meeting-types';

/** The account holder, in the patient field: the API's `patientId: null`. */
export const SELF = 'self';

export const BOOKING_TEXTS = {
  noTime: 'Choose a day and a time first.',
  failed: 'The visit could not be booked. Try again.',
} as const;

/** The booking form's values; the day shown in the calendar is the screen's, not the form's. */
export interface BookingValues {
  meetingType: MeetingType;
  /** The chosen free time (ISO instant), or nothing yet. */
  startsAt?: string;
  /** SELF or a family patient's id. */
  patientId: string;
}

export function initialBookingValues(service: BookableService): BookingValues {
  return { meetingType: service.meetingTypes[0] ?? 'online', patientId: SELF };
}

/** The one thing a person can leave out: the other fields start chosen. */
export function validateBooking(values: BookingValues): Partial<Record<keyof BookingValues, string>> {
  return values.startsAt ? {} : { startsAt: BOOKING_TEXTS.noTime };
}

export function toBookingRequest(values: BookingValues, serviceId: string): BookAppointmentRequest {
  return {
    serviceId,
    startsAt: values.startsAt ?? '',
    meetingType: values.meetingType,
    patientId: values.patientId === SELF ? null : values.patientId,
    // Every meeting type is a video or phone visit (spec §3), paid online.
    paymentMethod: 'online',
  };
}

/** The API's refusals that are about no field, said in its own words (a visit too close to move, one cancelled). */
const REFUSALS_IN_THE_API_WORDS = new Set([401, 404, 409]);

/**
 * A refused booking as the form's errors: a 422's messages under the fields shown (the rest above the button), and
 * a refusal about the visit itself in the API's words.
 */
export function bookingSubmitErrors(error: unknown, shownFields: readonly string[]): SubmissionErrors {
  if (error instanceof ApiError && REFUSALS_IN_THE_API_WORDS.has(error.code)) {
    return { [FORM_ERROR]: [error.message] };
  }
  return submitErrorsFrom(error, { failure: BOOKING_TEXTS.failed, fields: shownFields });
}
