import { DateTime } from 'luxon';
import type { BookingDoctor, BookingFacility } from '@labshop/shared-contracts/core';

/** 'Dr Anna Nowak'. */
export function bookingDoctorName(doctor: BookingDoctor): string {
  return [doctor.title, doctor.firstName, doctor.lastName].filter(Boolean).join(' ');
}

/** 'Labshop Centrum, ul. Marszałkowska 1, 00-001 Warsaw'. */
export function facilityInWords(facility: BookingFacility): string {
  return `${facility.name}, ${facility.street}, ${facility.postalCode} ${facility.city}`;
}

/** A visit's start on a clock: '12/04/2026', '09:30' and 'Friday, 4 December 2026'. */
export function visitMoment(startsAt: string, zone: string) {
  const local = DateTime.fromISO(startsAt, { setZone: true }).setZone(zone).setLocale('en-GB');
  return {
    date: local.toFormat('MM/dd/yyyy'),
    time: local.toFormat('HH:mm'),
    day: local.toFormat('cccc, d LLLL yyyy'),
    iso: local.toISODate() ?? '',
  };
}
