import { DateTime } from 'luxon';
import { APPOINTMENT_HOLD_MINUTES } from '@labshop/shared-contracts/core/api/booking';
import type { MailMessage, SmsMessage } from '../../platform/outbox';

/** What the messages about a visit name. */
export interface VisitFacts {
  id: string;
  startsAt: Date;
  endsAt: Date;
  zone: string;
  doctorName: string;
  serviceName: string;
  meetingType: string;
  place: string | null;
}

/** The visit's time as the clinic's wall clock shows it, with the zone named (MM/dd/yyyy HH:mm). */
export function clinicTime(startsAt: Date, zone: string): string {
  return `${DateTime.fromJSDate(startsAt, { zone }).toFormat('MM/dd/yyyy HH:mm')} (${zone})`;
}

const HOW: Record<string, string> = {
  meet: 'Video visit: join from your scheduled visits 10 minutes before it starts.',
  online: 'Video visit: join from your scheduled visits 10 minutes before it starts.',
  phone_call: 'Phone visit: the doctor will call you.',
  telemedecine: 'Phone visit: the doctor will call you.',
};

/** Said when the money came after the slot's hold ran out and the slot was still free. */
export const PAID_LATE_SENTENCE = `Your payment arrived after the ${APPOINTMENT_HOLD_MINUTES} minutes we held the time for you; the time was still free, so your visit is booked.`;

export function visitConfirmationMail(
  to: string,
  visit: VisitFacts,
  siteUrl: string,
  payment: { paidLate: boolean },
): MailMessage {
  return {
    to,
    subject: 'Your appointment is confirmed',
    text: [
      `Your appointment with ${visit.doctorName} is confirmed.`,
      payment.paidLate ? PAID_LATE_SENTENCE : '',
      `${visit.serviceName}, ${clinicTime(visit.startsAt, visit.zone)}.`,
      HOW[visit.meetingType] ?? '',
      visit.place === null ? '' : `Facility: ${visit.place}.`,
      `Details, calendar file, cancelling and moving: ${siteUrl}/appointment/selected/${visit.id}`,
    ]
      .filter((line) => line !== '')
      .join('\n'),
  };
}

export function visitReminderSms(to: string, visit: VisitFacts): SmsMessage {
  return {
    to,
    text: `Reminder: your visit with ${visit.doctorName} is on ${clinicTime(visit.startsAt, visit.zone)}.`,
  };
}

/** Text escaped as RFC 5545 asks of an .ics value. */
function icsText(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\n/g, '\\n');
}

const icsTime = (at: Date) =>
  at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** The visit as a calendar file (UTC times, so every calendar shows it in its own zone). */
export function visitCalendarFile(visit: VisitFacts, siteUrl: string, now: Date): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Labshop//Appointments//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${visit.id}@labshop`,
    `DTSTAMP:${icsTime(now)}`,
    `DTSTART:${icsTime(visit.startsAt)}`,
    `DTEND:${icsTime(visit.endsAt)}`,
    `SUMMARY:${icsText(`${visit.serviceName} – ${visit.doctorName}`)}`,
    `DESCRIPTION:${icsText(`${HOW[visit.meetingType] ?? ''} ${siteUrl}/appointment/selected/${visit.id}`)}`,
    ...(visit.place === null ? [] : [`LOCATION:${icsText(visit.place)}`]),
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.join('\r\n')}\r\n`;
}
