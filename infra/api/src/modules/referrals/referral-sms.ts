import type { AttemptLimit } from '../../platform/attempt-store';
import type { SmsMessage } from '../../platform/outbox';
import type { StoredReferral } from './referral-record';

/** Where the patient reads their referrals: the results and referrals screen, at this referral. */
export function referralLink(referralId: string, siteUrl: string): string {
  const link = new URL('/account/results', siteUrl);
  link.hash = `referral-${referralId}`;
  return link.toString();
}

/**
 * The text that tells a patient about their referral. It names the doctor and how many tests, never which: a
 * text message is read on a locked screen, and the tests say something about the patient's health.
 */
export function referralSms(referral: StoredReferral, siteUrl: string): SmsMessage {
  const count = referral.tests.length;
  const doctor = `${referral.doctor.firstName} ${referral.doctor.lastName}`;
  return {
    to: referral.patient.phone,
    text: `Dr ${doctor} has referred you for ${count} ${count === 1 ? 'test' : 'tests'} at Labshop. See the referral and buy the tests: ${referralLink(referral.id, siteUrl)}`,
  };
}

/**
 * Referral texts one patient receives a day, from every doctor together: a doctor (or a stolen doctor's
 * session) cannot flood a patient's phone by issuing or re-sending referrals.
 */
export const REFERRAL_TEXTS_PER_PATIENT: AttemptLimit = {
  scope: 'referral-texts',
  max: 5,
  windowMs: 24 * 60 * 60_000,
  message: 'This patient has received as many referral messages as one day allows. Try again tomorrow.',
};
