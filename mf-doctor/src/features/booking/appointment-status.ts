import type { Appointment } from '@labshop/shared-contracts/core';

/** The page's heading and what it means, for each state a visit can be in. */
export function appointmentHeadline(appointment: Appointment): { title: string; tone: 'success' | 'warning' | 'info' } {
  switch (appointment.status) {
    case 'booked':
      return { title: 'Appointment arranged', tone: 'success' };
    case 'held':
      return { title: 'Waiting for your payment', tone: 'warning' };
    case 'released':
      return { title: 'The time was released: the payment did not arrive in 10 minutes', tone: 'warning' };
    case 'cancelled':
      return { title: 'The visit is cancelled', tone: 'info' };
    case 'done':
      return { title: 'The visit took place', tone: 'info' };
    case 'no_show':
      return { title: 'The visit was missed', tone: 'info' };
  }
}

/** How the patient meets the doctor, in one sentence. */
export function howToMeet(appointment: Appointment): string {
  if (appointment.video) {
    return 'A video visit: join from this page or from your scheduled visits, from 10 minutes before the time.';
  }
  return 'A phone visit: the doctor calls you on the phone number of your account at the time of the visit.';
}

/** 'Paid', 'To pay at the facility', 'Not paid yet'. */
export function paymentInWords(appointment: Appointment): string {
  if (appointment.paid) return 'Paid';
  return appointment.paymentMethod === 'at_facility' ? 'To pay at the facility' : 'Not paid yet';
}
