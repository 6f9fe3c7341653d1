import { DateTime } from 'luxon';
import type { Appointment, BookingDoctor } from '@labshop/shared-contracts/core';

/** Meeting types as a patient reads them (the doctor card's words). */
export const MEETING_TYPE_WORDS: Record<Appointment['meetingType'], string> = {
  meet: 'Video meeting',
  phone_call: 'Phone call',
  online: 'Video visit',
  telemedecine: 'Phone visit',
};

/** A visit's state as a patient reads it. */
export const VISIT_STATUS_WORDS: Record<Appointment['status'], string> = {
  held: 'Waiting for payment',
  booked: 'Booked',
  released: 'Released, not paid in time',
  cancelled: 'Cancelled',
  done: 'Took place',
  no_show: 'Missed',
};

export function doctorName(doctor: BookingDoctor): string {
  return [doctor.title, doctor.firstName, doctor.lastName].filter(Boolean).join(' ');
}

/**
 * When a visit starts on the patient's own clock: 'Friday, 4 December 2026' and '10:00' (24-hour, spec §9), with
 * luxon as the booking screens use it; the zone is passed in so tests read the same everywhere.
 */
export function visitWhen(startsAt: string, zone?: string): { day: string; time: string } {
  const local = DateTime.fromISO(startsAt, { zone: zone ?? 'local' }).setLocale('en-GB');
  return { day: local.toFormat('cccc, d LLLL yyyy'), time: local.toFormat('HH:mm') };
}

/** The choose-date page moving this visit to another time. */
export function reschedulePath(appointment: Appointment): string {
  return `/appointment/choose-date/${encodeURIComponent(appointment.service.id)}?reschedule=${encodeURIComponent(appointment.id)}`;
}

/** The visit's own page: the appointment-arranged confirmation, with how to join. */
export function visitPath(appointment: Appointment): string {
  return `/appointment/selected/${encodeURIComponent(appointment.id)}`;
}

/** The visit's video room (meet and online visits), served by the doctors' part of the site. */
export function roomPath(appointment: Appointment): string {
  return `/appointment/room/${encodeURIComponent(appointment.id)}`;
}
