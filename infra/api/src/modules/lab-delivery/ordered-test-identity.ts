import type { LabPatientIdentity } from '@labshop/shared-contracts/core';

/** Why a report matched no ordered test and was kept for review, in words for the reviewer. */
export const UNMATCHED_REASONS = {
  noOrder: 'No order has this number.',
  notPaid: 'The order is not paid.',
  noTest: 'The order has no test with this code.',
  noPatient: 'The patient in the message does not match the patient the test was ordered for.',
  ambiguous: 'Several patients of the order had this test, and the message does not say which one.',
} as const;

/** The shop's order numbers as labs echo them: 'LS-000042', 'LS42' or plain '42'. */
export function parseOrderNumber(text: string): number | null {
  const match = /^(?:LS-?)?0*(\d{1,9})$/iu.exec(text.trim());
  return match?.[1] === undefined ? null : Number(match[1]);
}

/** A surname as lab systems may have typed it: without case or accents ('ł' has no accent to drop, so it is mapped). */
const comparable = (name: string) =>
  name
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/ł/giu, 'l')
    .trim()
    .toLowerCase();

/**
 * Whether the lab's patient is the ordered test's patient: nothing the two both state may differ, and at least
 * the PESEL or the date of birth must be stated by both and agree, so a result never lands on a namesake.
 */
export function identityFits(
  lab: LabPatientIdentity,
  ordered: { pesel: string | null; birthDate: string | null; lastName: string; sex: 'm' | 'f' },
): boolean {
  const both = <T>(left: T | null, right: T | null) => left !== null && right !== null;
  if (both(lab.pesel, ordered.pesel) && lab.pesel !== ordered.pesel) return false;
  if (both(lab.birthDate, ordered.birthDate) && lab.birthDate !== ordered.birthDate) return false;
  if (lab.sex !== null && lab.sex !== ordered.sex) return false;
  if (lab.familyName !== null && comparable(lab.familyName) !== comparable(ordered.lastName)) return false;
  return both(lab.pesel, ordered.pesel) || both(lab.birthDate, ordered.birthDate);
}
